// Map options: their types, the rules that check them, and the MapLibre style they resolve to (basemap, labels, CRS).
import type { MapOptions as MaplibreMapOptions, StyleSpecification } from 'maplibre-gl';
import { getAssetBaseUrl } from '../util/assetBase.ts';
import type { BoundsArray, LngLatArray } from './lngLat.ts';
import { CRS_NAMES, isGeographicCrs, type CrsName } from './crs.ts';
import { BASEMAPS, createBasemapStyle, type BasemapName, type LabelLanguage } from '../basemap/basemapStyle.ts';
import { validateProps, boolean, bounds, lngLat, number, object, oneOf, string, show, type Rules } from '../base/validateProps.ts';
import { LOCALES, pageLocale, type Locale } from '../i18n/locale.ts';

export type Basemap = BasemapName | StyleSpecification | string;

export interface MapOptions {
  /** `[lng, lat]`. Default `[0, 0]`. */
  center?: LngLatArray;
  /** Default 1. */
  zoom?: number;
  /** `[[west, south], [east, north]]`; wins over center/zoom at creation. */
  bounds?: BoundsArray;
  minZoom?: number;
  maxZoom?: number;
  pitch?: number;
  bearing?: number;
  maxBounds?: BoundsArray;
  /** Named basemap, style object or style URL. Default `'offline'`. */
  basemap?: Basemap;
  /** Tianditu key. */
  token?: string;
  /** Label language of offline basemaps. Default `'auto'`. */
  labels?: LabelLanguage | 'auto';
  /** Graticule on offline basemaps. Default false. */
  graticule?: boolean;
  /**
   * Language of MapLib's controls (their buttons, labels and accessible names). Default: the page's `<html lang>`
   * (zh… → `'zh-CN'`, else `'en'`). A component's own `locale` prop wins; changing it re-words live controls.
   */
  locale?: Locale;
  /**
   * `'EPSG:3857'` (Web Mercator, default) or a geographic grid, `'EPSG:4326'` / `'EPSG:4490'`, for lon/lat tile caches
   * (Tianditu `c`, ArcGIS and IGServer geographic caches). Changing it reloads the style in the new projection.
   */
  crs?: CrsName;
  interactive?: boolean;
  dragPan?: boolean;
  dragRotate?: boolean;
  scrollZoom?: boolean;
  doubleClickZoom?: boolean;
  boxZoom?: boolean;
  keyboard?: boolean;
  touchZoomRotate?: boolean;
  /** Default true (compact). */
  attributionControl?: boolean;
  renderWorldCopies?: boolean;
  /** Passed to `new maplibregl.Map` as is (create-time escape hatch). */
  maplibreOptions?: Partial<MaplibreMapOptions>;
}

export const HANDLERS = ['dragPan', 'dragRotate', 'scrollZoom', 'doubleClickZoom', 'boxZoom', 'keyboard', 'touchZoomRotate'] as const;

/** Basemaps whose tiles are cut in Web Mercator only, so they cannot be drawn on a geographic grid. */
const MERCATOR_ONLY_BASEMAPS = ['osm'];

export const basemapRule = (v: unknown, p: Record<string, unknown>) => {
  const valid =
    v === undefined || (typeof v === 'string' && ((BASEMAPS as readonly string[]).includes(v) || /^(https?:|\/|\.)/.test(v))) || (typeof v === 'object' && v !== null && 'version' in v);
  if (!valid) return `must be one of ${BASEMAPS.map((b) => `'${b}'`).join(', ')}, a style object or a style URL, got ${show(v)}`;
  if (isGeographicCrs(p.crs) && MERCATOR_ONLY_BASEMAPS.includes(v as string)) {
    const usable = BASEMAPS.filter((b) => !MERCATOR_ONLY_BASEMAPS.includes(b)).map((b) => `'${b}'`).join(', ');
    return `must be ${usable}, a style object or a style URL in crs '${p.crs}' (OpenStreetMap tiles are Web Mercator only), got ${show(v)}`;
  }
  return undefined;
};

// MapLibre 6.17 fails inside its transform (a TypeError, "reading '0'") on a maxBounds exactly 360° wide, at creation
// in both CRSs and at runtime on Web Mercator; boxes smaller than the view are fine (the map zooms in to fill them).
const maxBoundsRule = (v: unknown, p: Record<string, unknown>) => {
  const shape = bounds(v, p);
  if (shape || v === undefined) return shape;
  const [[west], [east]] = v as [[number, number], [number, number]];
  return Math.abs(Math.abs(east - west) - 360) < 1e-9
    ? `must be less than 360° wide (MapLibre fails on a box that goes all the way round; [[-180, south], [179.99, north]] keeps the view on the globe), got ${show(v)}`
    : undefined;
};

const RULES: Rules = {
  center: lngLat,
  zoom: number(0, 24),
  bounds,
  maxBounds: maxBoundsRule,
  minZoom: number(0, 24),
  maxZoom: number(0, 24),
  pitch: number(0, 85),
  bearing: number(),
  basemap: basemapRule,
  token: string,
  labels: oneOf('zh', 'en', 'both', 'none', 'auto'),
  graticule: boolean,
  locale: oneOf(...LOCALES),
  crs: oneOf(...CRS_NAMES),
  interactive: boolean,
  attributionControl: boolean,
  renderWorldCopies: boolean,
  maplibreOptions: object,
  ...Object.fromEntries(HANDLERS.map((h) => [h, boolean])),
};

/** Throws MapLibError when options are bad; React's <Map> calls it during render. */
export function validateMapOptions(options: MapOptions): void {
  validateProps('Map', RULES, options as Record<string, unknown>);
}

export function resolveLabels(labels: MapOptions['labels']): LabelLanguage {
  if (labels && labels !== 'auto') return labels;
  return pageLocale() === 'zh-CN' ? 'zh' : 'en';
}

/** The locale of a map's controls: its `locale` option, else the page's language. */
export function resolveMapLocale(options: MapOptions): Locale {
  return options.locale ?? pageLocale();
}

export function resolveStyle(options: MapOptions): StyleSpecification | string {
  const basemap = options.basemap ?? 'offline';
  if (typeof basemap === 'object') return basemap;
  if ((BASEMAPS as readonly string[]).includes(basemap)) {
    return createBasemapStyle(basemap as BasemapName, {
      token: options.token,
      labels: resolveLabels(options.labels),
      graticule: options.graticule,
      dataUrl: getAssetBaseUrl(),
      crs: options.crs,
    });
  }
  return basemap;
}
