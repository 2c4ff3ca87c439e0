// When `mapdocs build` runs from the bundle of mapdocs' sources (bin/bundledMain.mjs), that bundle's folder also
// holds what depends on mapdocs' own code alone — the highlight worker and the browser client — made once per
// version of the sources, as a published package would ship them, instead of in every build. Null under tsx.
declare const MAPDOCS_BUNDLE_DIR: string | undefined; // defined by the bundler

export const toolBundleDir: string | null = typeof MAPDOCS_BUNDLE_DIR === 'string' ? MAPDOCS_BUNDLE_DIR : null;
