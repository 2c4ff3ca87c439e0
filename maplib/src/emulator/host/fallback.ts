// The in-page host: MapLibre's requests reach the emulator through addProtocol (transformRequest rewrites the
// URLs), and the page's own fetch() calls under the prefix through a fetch hook. For first visits before the
// service worker is active, hard reloads, file:// pages and playground exports, where no service worker answers.
import type { Emulator } from '../router.ts';
import { EMULATOR_PROTOCOL, installed, installPrefix, clearPrefixes, findPrefix, originalUrl } from './registry.ts';
import { defaultAssetBase, defaultMaplibre, loadEmulatorModule, type MaplibreNamespace } from './loadEmulator.ts';

export interface FallbackOptions {
  /** URL prefix of the emulated services (absolute, or resolved against the page). */
  prefix: string;
  /** An emulator to use; default: maplib-emulator.js and the data files, loaded from `assetBase` on the first request. */
  emulator?: Emulator;
  /** Folder of maplib.js and its data files. Default: `MapLib.assetBaseUrl`; the ESM package finds its own. */
  assetBase?: string;
  /** The MapLibre namespace to register the protocol with. Default: `MapLib.maplibregl`, or the ESM package's import. */
  maplibregl?: MaplibreNamespace;
  /** Also answer the page's own `fetch()` calls under the prefix. Default true. */
  fetchHook?: boolean;
}

export interface FallbackHandle {
  prefix: string;
  uninstall(): void;
}

let protocolOwner: any;
let originalFetch: typeof fetch | undefined;

async function lazyEmulator(prefix: string, assetBase: string | undefined): Promise<Emulator> {
  const m = await loadEmulatorModule(assetBase);
  const store = typeof indexedDB !== 'undefined' ? m.idbStore() : m.memoryStore();
  return m.createEmulator({ prefix, data: () => m.loadEmulatorData(assetBase), store });
}

/** MapLibre asks for `json`, `string`, `arrayBuffer` or `image`; an error status becomes its AJAXError. */
async function protocolAnswer(maplibregl: FallbackOptions['maplibregl'], params: any): Promise<{ data: unknown }> {
  const url = originalUrl(params.url);
  const hit = url && findPrefix(url);
  if (!hit) throw new Error(`MapLib emulator: ${params.url} is not under an installed prefix`);
  const res = await hit.entry.handle(new Request(url, { method: params.method ?? 'GET', headers: params.headers, body: params.body }));
  if (!res) throw new Error(`MapLib emulator: no answer for ${url}`);
  if (!res.ok) {
    const body = await res.blob();
    throw maplibregl?.AJAXError ? new maplibregl.AJAXError(res.status, res.statusText, url, body) : new Error(`HTTP ${res.status} for ${url}`);
  }
  if (params.type === 'json') return { data: await res.json() };
  if (params.type === 'string') return { data: await res.text() };
  return { data: await res.arrayBuffer() };
}

export function installEmulatorFallback(options: FallbackOptions): FallbackHandle {
  const prefix = new URL(options.prefix, typeof location !== 'undefined' ? location.href : undefined).href.replace(/\/?$/, '/');
  const existing = installed.find((e) => e.prefix === prefix);
  if (existing) return { prefix, uninstall: () => uninstall(prefix) };
  const maplibregl = options.maplibregl ?? defaultMaplibre();
  if (!maplibregl?.addProtocol) throw new Error('MapLib emulator: installEmulatorFallback needs maplibregl (load maplib.js first, import the emulator from the package, or pass it)');
  let emulator: Promise<Emulator> | undefined = options.emulator && Promise.resolve(options.emulator);
  const get = () => (emulator ??= lazyEmulator(prefix, options.assetBase ?? defaultAssetBase()).catch((err) => {
    emulator = undefined;
    throw err;
  }));
  installPrefix({ prefix, handle: async (request) => (await get()).handle(request) });

  // One protocol serves every installed prefix; the URL carries the prefix's index.
  if (protocolOwner !== maplibregl) {
    maplibregl.addProtocol(EMULATOR_PROTOCOL, (params: any) => protocolAnswer(maplibregl, params));
    protocolOwner = maplibregl;
  }
  if (options.fetchHook !== false && typeof window !== 'undefined' && !originalFetch) {
    originalFetch = window.fetch;
    const native = originalFetch;
    window.fetch = function emulatorFetch(input: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href).href;
      const hit = findPrefix(url);
      if (!hit) return native.call(window, input, init);
      const request = input instanceof Request ? new Request(input, init) : new Request(url, init);
      return hit.entry.handle(request).then((res) => res ?? native.call(window, input, init));
    } as typeof fetch;
  }
  return { prefix, uninstall: () => uninstall(prefix) };
}

function uninstall(prefix: string): void {
  const i = installed.findIndex((e) => e.prefix === prefix);
  // Indexes are baked into rewritten URLs: leave a dead slot rather than shift the others.
  if (i >= 0) installed[i] = { prefix: '\0', handle: async () => undefined };
  if (installed.every((e) => e.prefix === '\0')) {
    clearPrefixes();
    if (originalFetch) window.fetch = originalFetch;
    originalFetch = undefined;
    protocolOwner?.removeProtocol?.(EMULATOR_PROTOCOL);
    protocolOwner = undefined;
  }
}
