// Where a bundler put one of MapLib's files, when MapLib came as the ESM package. This module is the stand-in for the
// sources and the browser build (maplib.js finds its files beside itself, getAssetBaseUrl): it knows no file. The ESM
// build swaps it for src/esm/bundledAssets.ts, whose `new URL('./file', import.meta.url)` lines Vite, webpack 5,
// Rspack, esbuild and a plain `<script type="module">` follow by themselves (maplib/build.ts, esmAssets plugin).

/** The URL of `file` as the app's bundler placed it, or undefined where MapLib's files sit beside its script. */
export function bundledAssetUrl(_file: string): string | undefined {
  return undefined;
}
