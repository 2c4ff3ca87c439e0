// Where MapLib's own files (worker, basemap data, the emulator's data) live: beside the running script, captured once
// at load; in the ESM package, where the app's bundler put each one (bundledAssets.ts); or where setAssetBaseUrl says.
import { bundledAssetUrl } from './bundledAssets.ts';

// A classic <script src> (the browser bundle) is only known while it runs, so read currentScript right now; the ESM
// build has no currentScript and uses import.meta.url (the browser build defines that as undefined).
function detect(): string {
  const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
  const src = script?.src || (import.meta.url as string | undefined);
  if (!src) return typeof location !== 'undefined' ? new URL('./', location.href).href : './';
  return new URL('./', src).href;
}

let base = detect();
/** Set by setAssetBaseUrl: then every file is read from that folder, also in the ESM package. */
let overridden = false;

/** Absolute folder URL ending in `/`. */
export function getAssetBaseUrl(): string {
  return base;
}

/** Override when the files are hosted elsewhere than the script (e.g. copied to a CDN folder). */
export function setAssetBaseUrl(url: string): void {
  base = new URL(url.endsWith('/') ? url : url + '/', typeof location !== 'undefined' ? location.href : undefined).href;
  overridden = true;
}

/** The URL of one of MapLib's files (`basemap-countries.geojson`, `maplibre-gl-worker.mjs`…). */
export function assetUrl(file: string): string {
  return (!overridden && bundledAssetUrl(file)) || base + file;
}
