// The ESM package's own files, each named in a literal `new URL('./file', import.meta.url)`: bundlers copy (and hash)
// exactly the files written this way, and rewrite the URL; unbundled, it resolves beside the module. One line per
// file (a computed name would be followed by no bundler). Replaces core/util/bundledAssets.ts in the ESM build only.

export function bundledAssetUrl(file: string): string | undefined {
  switch (file) {
    case 'basemap-countries.geojson':
      return new URL('./basemap-countries.geojson', import.meta.url).href;
    case 'basemap-lines.geojson':
      return new URL('./basemap-lines.geojson', import.meta.url).href;
    case 'basemap-labels.geojson':
      return new URL('./basemap-labels.geojson', import.meta.url).href;
    case 'emulator-points.json':
      return new URL('./emulator-points.json', import.meta.url).href;
    case 'maplibre-gl-worker.mjs':
      return new URL('./maplibre-gl-worker.mjs', import.meta.url).href;
    default:
      return undefined;
  }
}
