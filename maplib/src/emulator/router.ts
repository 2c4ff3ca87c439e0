// The emulator's one entry: answers requests under a URL prefix and dispatches them by path to a protocol handler.
import type { Catalog, EmulatorData, Handler, HandlerContext } from './types.ts';
import { buildLayers, createCatalog } from './data/catalog.ts';
import { memoryStore, type FeatureStore } from './store.ts';
import { offscreenSurface, type SurfaceFactory } from './render/surface.ts';
import { json, text } from './respond.ts';
import { wmsHandler } from './ogc/wms.ts';
import { wmtsHandler } from './ogc/wmts.ts';
import { ogcFeaturesHandler } from './ogc/features.ts';
import { arcgisHandler } from './arcgis/mapServer.ts';
import { igsHandler } from './igs/igs.ts';
import { tiandituHandler } from './tianditu.ts';
import { elasticsearchHandler } from './elasticsearch.ts';
import { gaodeHandler, baiduHandler } from './chinaTiles.ts';
import { geojsonHandler } from './data/geojson.ts';

/** How the emulator's answers and errors name their source. */
const EMULATOR_PREFIX = 'MapLib emulator:';

export interface EmulatorOptions {
  /** Absolute URL (or path, resolved against the page) every emulated service lives under, e.g. `/docs/_services/`. */
  prefix: string;
  /** The bundled data, or a function that loads it on the first request. */
  data: EmulatorData | (() => Promise<EmulatorData>);
  /** Where feature edits go. Default: in memory. Browser hosts pass `idbStore()`. */
  store?: FeatureStore;
  /** Drawing surface for images. Default: OffscreenCanvas. */
  surface?: SurfaceFactory;
}

export interface Emulator {
  /** The absolute prefix, ending in `/`. */
  prefix: string;
  /** Does this emulator answer the URL? */
  matches(url: string): boolean;
  /** The emulated response, or undefined for URLs outside the prefix (let them go to the network). */
  handle(request: Request): Promise<Response | undefined>;
}

/** Mount points under the prefix; the first segments that match choose the handler. */
const ROUTES: { match: (segs: string[]) => number; handler: Handler }[] = [
  { match: (s) => (s[0] === 'ogc' && s[1] === 'wms' && s.length === 2 ? 2 : -1), handler: wmsHandler({ title: 'MapLib emulated WMS', nameOf: (l) => l.name }) },
  { match: (s) => (s[0] === 'ogc' && s[1] === 'wmts' ? 2 : -1), handler: wmtsHandler() },
  { match: (s) => (s[0] === 'ogc' && s[1] === 'features' ? 2 : -1), handler: ogcFeaturesHandler },
  { match: (s) => (s[0] === 'arcgis' && s[1] === 'rest' && s[2] === 'services' ? 3 : -1), handler: arcgisHandler },
  // IGServer's OGC face: /igs/rest/ogc/{doc|layer}/{name}/WMSServer
  {
    match: (s) => (s[0] === 'igs' && s[1] === 'rest' && s[2] === 'ogc' && s.length === 6 && /^WMSServer$/i.test(s[5]) ? 6 : -1),
    handler: wmsHandler({ title: 'MapGIS IGServer WMS (emulated)', nameOf: (l) => `t${l.index}` }),
  },
  { match: (s) => (s[0] === 'igs' && s[1] === 'rest' ? 2 : -1), handler: igsHandler },
  { match: (s) => (s[0] === 'tianditu' ? 1 : -1), handler: tiandituHandler },
  { match: (s) => (s[0] === 'es' ? 1 : -1), handler: elasticsearchHandler },
  // Simulated Gaode and Baidu tiles (GCJ-02, BD-09 in BD09MC): chinaTiles.ts
  { match: (s) => (s[0] === 'gaode' ? 1 : -1), handler: gaodeHandler },
  { match: (s) => (s[0] === 'baidu' ? 1 : -1), handler: baiduHandler },
  { match: (s) => (s[0] === 'data' ? 1 : -1), handler: geojsonHandler },
];

function absolutePrefix(prefix: string): string {
  const base = typeof location !== 'undefined' ? location.href : undefined;
  const abs = new URL(prefix, base).href;
  return abs.endsWith('/') ? abs : abs + '/';
}

export function createEmulator(options: EmulatorOptions): Emulator {
  const prefix = absolutePrefix(options.prefix);
  const store = options.store ?? memoryStore();
  const surface = options.surface ?? offscreenSurface;
  let catalog: Promise<Catalog> | undefined;
  const loadCatalog = () =>
    (catalog ??= (async () => {
      const data = typeof options.data === 'function' ? await options.data() : options.data;
      return createCatalog(buildLayers(data), store);
    })().catch((err) => {
      catalog = undefined; // a failed load (offline data file missing) is retried on the next request
      throw err;
    }));

  const matches = (url: string) => url.startsWith(prefix);

  async function handle(request: Request): Promise<Response | undefined> {
    if (!matches(request.url)) return undefined;
    const url = new URL(request.url);
    const rest = url.href.slice(prefix.length).replace(/[?#].*$/, '');
    const segs = rest.split('/').filter((s) => s !== '').map((s) => safeDecode(s));
    if (segs.length === 0) return json({ emulator: 'MapLib', prefix, services: ['ogc/wms', 'ogc/wmts', 'ogc/features', 'arcgis/rest/services', 'igs/rest', 'tianditu', 'es', 'data', 'gaode', 'baidu'] });
    for (const route of ROUTES) {
      const used = route.match(segs);
      if (used < 0) continue;
      try {
        const ctx: HandlerContext = { request, url, path: segs.slice(used), catalog: await loadCatalog(), store, surface };
        return await route.handler(ctx);
      } catch (err) {
        // Errors MapLib's own code throws already say who they are from (`MapLib emulator: …`): prefixed once.
        const message = (err as Error)?.message ?? String(err);
        return text(message.startsWith(EMULATOR_PREFIX) ? message : `${EMULATOR_PREFIX} ${message}`, 500);
      }
    }
    return text(`${EMULATOR_PREFIX} no service at ${rest}`, 404);
  }

  return { prefix, matches, handle };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
