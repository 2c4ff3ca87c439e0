// Builds the MapLibre style of a named basemap: the offline Natural Earth variants, OSM, Tianditu, or none.
import type { StyleSpecification, ExpressionSpecification } from 'maplibre-gl';
import { MapLibError } from '../base/mapLibError.ts';
import { PALETTES } from './palettes.ts';
import { graticule } from './graticule.ts';
import { FONT_STACK } from './fonts.ts';
import { isGeographicCrs } from '../map/crs.ts';

export const BASEMAPS = ['offline', 'zondy', 'guotu', 'militray', 'osm', 'tianditu', 'none'] as const;
export type BasemapName = (typeof BASEMAPS)[number];
export type LabelLanguage = 'zh' | 'en' | 'both' | 'none';

/** Files of the offline basemap, beside maplib.js (browser) or index.js (ESM). */
export const BASEMAP_FILES = {
  countries: 'basemap-countries.geojson',
  lines: 'basemap-lines.geojson',
  labels: 'basemap-labels.geojson',
} as const;

/** Layer ids of the offline basemap that options change at runtime. */
export const LABEL_LAYER = 'maplib-labels';
export const GRATICULE_LAYER = 'maplib-graticule';

export interface BasemapOptions {
  token?: string;
  labels?: LabelLanguage;
  graticule?: boolean;
  /** Folder URL of the basemap data files, ending in `/`. */
  dataUrl?: string;
  /** URL of each data file (BASEMAP_FILES) where they are not in one folder: the ESM package's bundled files. Wins over dataUrl. */
  fileUrl?: (file: string) => string;
  /** The map's CRS: Tianditu's tile matrix set follows it (`w` for EPSG:3857, `c` for the geographic grids). */
  crs?: string;
}


export function labelTextField(labels: LabelLanguage): ExpressionSpecification | string {
  if (labels === 'en') return ['get', 'name_en'];
  if (labels === 'both') return ['format', ['get', 'name_zh'], {}, '\n', {}, ['get', 'name_en'], { 'font-scale': 0.8 }];
  if (labels === 'none') return '';
  return ['get', 'name_zh'];
}

export function isOfflineBasemap(name: unknown): name is 'offline' | 'zondy' | 'guotu' | 'militray' {
  // Own keys only: `in` would also accept what PALETTES inherits ('toString', 'constructor', '__proto__').
  return typeof name === 'string' && Object.hasOwn(PALETTES, name);
}

function offlineStyle(name: keyof typeof PALETTES, options: BasemapOptions): StyleSpecification {
  const c = PALETTES[name];
  const folder = options.dataUrl ?? './';
  const url = options.fileUrl ?? ((file: string) => folder + file);
  const labels = options.labels ?? 'zh';
  return {
    version: 8,
    name: `maplib-${name}`,
    sources: {
      'maplib-countries': { type: 'geojson', data: url(BASEMAP_FILES.countries), attribution: 'Natural Earth' },
      'maplib-lines': { type: 'geojson', data: url(BASEMAP_FILES.lines) },
      'maplib-labels': { type: 'geojson', data: url(BASEMAP_FILES.labels) },
      'maplib-graticule': { type: 'geojson', data: graticule() },
    },
    layers: [
      { id: 'maplib-background', type: 'background', paint: { 'background-color': c.sea } },
      { id: 'maplib-land', type: 'fill', source: 'maplib-countries', paint: { 'fill-color': c.land, 'fill-antialias': true } },
      {
        id: GRATICULE_LAYER,
        type: 'line',
        source: 'maplib-graticule',
        layout: { visibility: options.graticule ? 'visible' : 'none' },
        paint: { 'line-color': c.graticule, 'line-width': 0.6 },
      },
      {
        id: 'maplib-coast',
        type: 'line',
        source: 'maplib-lines',
        filter: ['==', ['get', 'kind'], 'coast'],
        paint: { 'line-color': c.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.6, 6, 1.5] },
      },
      {
        id: 'maplib-boundaries',
        type: 'line',
        source: 'maplib-lines',
        filter: ['==', ['get', 'kind'], 'boundary'],
        paint: { 'line-color': c.boundary, 'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.5, 6, 1.2], 'line-dasharray': [3, 2] },
      },
      {
        id: LABEL_LAYER,
        type: 'symbol',
        source: 'maplib-labels',
        layout: {
          visibility: labels === 'none' ? 'none' : 'visible',
          'text-field': labelTextField(labels),
          'text-font': FONT_STACK,
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, ['-', 13, ['get', 'rank']], 6, ['-', 18, ['get', 'rank']]],
          'text-max-width': 8,
          // Bigger countries win label collisions.
          'symbol-sort-key': ['get', 'rank'],
          'text-padding': 4,
        },
        paint: { 'text-color': c.label, 'text-halo-color': c.labelHalo, 'text-halo-width': 1.2 },
      },
    ],
  };
}

function rasterStyle(name: string, tiles: string[][], attribution: string, maxzoom: number): StyleSpecification {
  const style: StyleSpecification = { version: 8, name: `maplib-${name}`, sources: {}, layers: [] };
  tiles.forEach((t, i) => {
    style.sources[`maplib-${name}-${i}`] = { type: 'raster', tiles: t, tileSize: 256, maxzoom, attribution };
    style.layers.push({ id: `maplib-${name}-${i}`, type: 'raster', source: `maplib-${name}-${i}` });
  });
  return style;
}

/** Tianditu WMTS tiles: matrix set `w` is Web Mercator; `c` is the geographic grid, whose TILEMATRIX is the map's z. */
function tiandituTiles(layer: string, token: string, matrixSet: 'w' | 'c'): string[] {
  return ['0', '1', '2', '3', '4', '5', '6', '7'].map(
    (s) =>
      `https://t${s}.tianditu.gov.cn/${layer}_${matrixSet}/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default` +
      `&TILEMATRIXSET=${matrixSet}&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${encodeURIComponent(token)}`,
  );
}

export function createBasemapStyle(name: BasemapName, options: BasemapOptions = {}): StyleSpecification {
  if (isOfflineBasemap(name)) return offlineStyle(name, options);
  if (name === 'osm') {
    return rasterStyle('osm', [['https://tile.openstreetmap.org/{z}/{x}/{y}.png']], '© OpenStreetMap contributors', 19);
  }
  if (name === 'tianditu') {
    if (!options.token) throw new MapLibError('Map', [`basemap 'tianditu' needs a token`]);
    const matrixSet = isGeographicCrs(options.crs) ? 'c' : 'w';
    return rasterStyle('tianditu', [tiandituTiles('vec', options.token, matrixSet), tiandituTiles('cva', options.token, matrixSet)], '© 天地图 Tianditu', 18);
  }
  if (name === 'none') {
    return { version: 8, name: 'maplib-none', sources: {}, layers: [{ id: 'maplib-background', type: 'background', paint: { 'background-color': '#f8f8f8' } }] };
  }
  throw new MapLibError('Map', [`basemap must be one of ${BASEMAPS.map((b) => `'${b}'`).join(', ')}, a style object or a style URL, got ${JSON.stringify(name)}`]);
}
