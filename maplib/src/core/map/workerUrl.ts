// Points MapLibre at its worker script. MapLibre guesses the worker from its own module URL, which a bundler changes
// (the app's assets folder answers with HTML: "Worker failed to load"); MapLib ships the worker as one of its files.
import { maplibregl } from '../maplibre.ts';
import { assetUrl } from '../util/assetBase.ts';

export const WORKER_FILE = 'maplibre-gl-worker.mjs';

/**
 * Browsers refuse workers from another origin (a demo opened in JSFiddle or CodePen loads maplib.js from the docs
 * site, an app loads MapLib from a CDN): start a same-origin module worker that imports the real one, which works when
 * the host allows CORS.
 */
export function setMaplibreWorker(url: string): void {
  const crossOrigin = typeof location !== 'undefined' && new URL(url, location.href).origin !== location.origin;
  maplibregl.setWorkerUrl(crossOrigin ? URL.createObjectURL(new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' })) : url);
}

// MapLibre's own guess, read when this module loads: before any app code can have called setWorkerUrl.
const maplibreGuess = maplibregl.getWorkerUrl?.();
let checked = false;

/** Before the first map: MapLib's worker, unless the app (or maplib.js) already chose one with setWorkerUrl. */
export function ensureMaplibreWorker(): void {
  if (checked) return;
  checked = true;
  if (maplibregl.getWorkerUrl?.() !== maplibreGuess) return;
  setMaplibreWorker(assetUrl(WORKER_FILE));
}
