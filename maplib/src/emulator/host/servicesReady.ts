// Waits until emulated services answer: the site's service worker once it controls the page, otherwise (no
// service worker support, a hard reload, a page outside the worker's scope, a timeout) the in-page fallback.
import { installEmulatorFallback } from './fallback.ts';
import { defaultAssetBase, emulatorFromPackage } from './loadEmulator.ts';

export interface ServicesOptions {
  /** Base URL of the site or app (default: the page's folder). Services live at `<base>_services/`. */
  base?: string;
  /** Prefix of the emulated services. Default `<base>_services/`. */
  prefix?: string;
  /**
   * URL of maplib-sw.js, which must sit at `scope` or above it; `false` goes straight to the fallback. Default
   * `<base>maplib-sw.js`; with the ESM package, `false` (a bundler puts the file under its assets folder, whose scope
   * is not the app's: copy dist/esm/maplib-sw.js to the app's root and name it here to use it).
   */
  serviceWorker?: string | false;
  /** Service worker scope. Default `base`. */
  scope?: string;
  /** How long to wait for the service worker to take control, in ms. Default 3000. */
  timeout?: number;
  /** Folder of maplib.js and its data files, handed to the worker. Default `MapLib.assetBaseUrl`; the ESM package finds its own. */
  assetBase?: string;
}

export interface ServicesState {
  mode: 'service-worker' | 'fallback';
  prefix: string;
}

const pending = new Map<string, Promise<ServicesState>>();

export function servicesReady(options: ServicesOptions = {}): Promise<ServicesState> {
  const here = typeof location !== 'undefined' ? location.href : undefined;
  const base = new URL(options.base ?? './', here).href;
  const prefix = new URL(options.prefix ?? '_services/', base).href;
  let p = pending.get(prefix);
  if (!p) {
    p = start(options, base, prefix);
    pending.set(prefix, p);
    p.catch(() => pending.delete(prefix));
  }
  return p;
}

async function start(o: ServicesOptions, base: string, prefix: string): Promise<ServicesState> {
  const assetBase = o.assetBase ?? defaultAssetBase();
  const fallback = (): ServicesState => {
    installEmulatorFallback({ prefix, assetBase });
    return { mode: 'fallback', prefix };
  };
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  const serviceWorker = o.serviceWorker ?? (emulatorFromPackage() ? false : undefined);
  if (serviceWorker === false || !sw || (typeof isSecureContext !== 'undefined' && !isSecureContext)) return fallback();
  const scope = new URL(o.scope ?? base, base).href;
  const script = new URL(serviceWorker ?? 'maplib-sw.js', base);
  // The worker reads the data files from MapLib's folder; a new MapLib build changes this URL and so updates the worker.
  if (assetBase) script.searchParams.set('assets', assetBase);
  const controls = () => !!sw.controller && sw.controller.scriptURL.split('?')[0] === script.href.split('?')[0] && prefix.startsWith(scope);
  if (controls()) return { mode: 'service-worker', prefix };
  const timeout = o.timeout ?? 3000;
  try {
    const reg = await Promise.race([sw.register(script.href, { scope }), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeout))]);
    if (controls()) return { mode: 'service-worker', prefix };
    // Active but not in control: a hard reload, which bypasses service workers until the next navigation.
    if (reg.active && !reg.installing && !reg.waiting) return fallback();
    const took = await new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(false), timeout);
      sw.addEventListener('controllerchange', () => {
        clearTimeout(t);
        resolve(controls());
      }, { once: true });
    });
    return took ? { mode: 'service-worker', prefix } : fallback();
  } catch {
    return fallback();
  }
}
