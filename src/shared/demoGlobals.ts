// Library names a demo may import, and the browser globals the site (or a playground) provides for them.

export const DEMO_GLOBALS: Record<string, string> = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOM',
  vue: 'Vue',
  maplib: 'MapLib',
  'maplib/react': 'MapLib',
  'maplib/vue': 'MapLib.vue',
  'maplibre-gl': 'MapLib.maplibregl',
  numeral: 'numeral',
};
