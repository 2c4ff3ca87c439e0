// Map options: their types, the rules that check them, and the MapLibre style they resolve to (basemap, labels, CRS).
import type { FitBoundsOptions, LightSpecification, MapOptions as MaplibreMapOptions, StyleSpecification } from 'maplibre-gl';
import { assetUrl } from '../util/assetBase.ts';
import type { BoundsArray, LngLatArray } from './lngLat.ts';
import { CRS_NAMES, isGeographicCrs, type CrsName } from './crs.ts';
import { BASEMAPS, createBasemapStyle, type BasemapName, type LabelLanguage } from '../basemap/basemapStyle.ts';
import { validateProps, warnUnknownProps, boolean, bounds, func, lngLat, number, object, oneOf, string, show, type Rule, type Rules } from '../base/validateProps.ts';
import type { RequestTransform } from './requestTransforms.ts';
import { LOCALES, pageLocale, type Locale } from '../i18n/locale.ts';
import { noteAlias } from '../base/propAliases.ts';

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

  // The original library's names (issue 32). Two are its spellings of MapLib options; the rest are MapLibre map options
  // MapLib passes on, applied at runtime where MapLibre has a setter.
  /** The original's name for `basemap` (a style object or URL; MapLib's basemap names work too). `basemap` wins. */
  mapStyle?: Basemap;
  /** The original's name for `token` (the key a basemap's tiles need). `token` wins. */
  accessToken?: string;
  /** Keeps the camera in the page URL's hash (`true`, or the name of a hash parameter). At creation only. */
  hash?: boolean | string;
  /** Degrees within which a rotation snaps to north. Default 7. At creation only. */
  bearingSnap?: number;
  /** Fail to create the map when WebGL would be slow (software rendering). Default false. At creation only. */
  failIfMajorPerformanceCaveat?: boolean;
  /** Symbols of different sources avoid each other. Default true. At creation only. */
  crossSourceCollisions?: boolean;
  /** Milliseconds labels fade in and out. Default 300. At creation only. */
  fadeDuration?: number;
  /** Keep the canvas after drawing (to read its pixels, e.g. `canvas.toDataURL()`). Default false. At creation only. */
  preserveDrawingBuffer?: boolean;
  /** Request tiles again once their HTTP cache headers say they expired. Default true. At creation only. */
  refreshExpiredTiles?: boolean;
  /** Resize the map when the window resizes. Default true. At creation only. */
  trackResize?: boolean;
  /** The style's light (`{ anchor, position, color, intensity }`), kept through basemap switches. Runtime. */
  light?: LightSpecification;
  /** Outline every tile with its z/x/y (debugging). Default false. Runtime. */
  tileBoundaries?: boolean;
  /** Draw the boxes label placement tests (debugging). Default false. Runtime. */
  collisionBoxes?: boolean;
  /** Redraw every frame (debugging, performance measuring). Default false. Runtime. */
  repaint?: boolean;
  /** Rewrites requests (URL, headers, credentials) before MapLibre sends them. Runtime: the next request uses the new one. */
  transformRequest?: RequestTransform;
  /** CSS font family that draws CJK characters locally instead of downloading glyphs; `false` downloads them. At creation only. */
  localIdeographFontFamily?: string | false;
  /** Padding, maxZoom, offset… used whenever the map fits `bounds` (at creation and when bounds changes). */
  fitBoundsOptions?: FitBoundsOptions;
  /**
   * Not a MapLib option: the original placed Mapbox's logo, which Mapbox's terms require. MapLib shows no logo (MapLibre
   * needs none), so there is nothing to place: passing it is an error that says so.
   */
  logoPosition?: never;
}

/** The options MapLibre takes only in `new maplibregl.Map`, passed on as written (no setter: at creation only). */
export const CREATION_ONLY = ['hash', 'bearingSnap', 'crossSourceCollisions', 'fadeDuration', 'refreshExpiredTiles', 'trackResize', 'localIdeographFontFamily'] as const;
/** Options MapLibre reads from the WebGL context's attributes (`canvasContextAttributes`): at creation only too. */
export const CONTEXT_ATTRIBUTES = ['failIfMajorPerformanceCaveat', 'preserveDrawingBuffer'] as const;

/** The original library's option names that mean what MapLib's do (read by basemapOf and tokenOf). */
const MAP_ALIASES = { mapStyle: 'basemap', accessToken: 'token' } as const;

/** The style a map's options name: `basemap`, or the original's `mapStyle`. */
export const basemapOf = (o: MapOptions): Basemap | undefined => o.basemap ?? o.mapStyle;
/** The basemap key: `token`, or the original's `accessToken`. */
export const tokenOf = (o: MapOptions): string | undefined => o.token ?? o.accessToken;

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

const hashRule: Rule = (v) => (v === undefined || typeof v === 'boolean' || (typeof v === 'string' && /^[\w-]+$/.test(v)) ? undefined : `must be true, false or a hash parameter name such as 'map', got ${show(v)}`);
const fontFamilyRule: Rule = (v) => (v === undefined || v === false || (typeof v === 'string' && v.trim() !== '') ? undefined : `must be a CSS font family such as 'sans-serif' or false, got ${show(v)}`);
const lightRule: Rule = (v) => {
  const shape = object(v, {});
  if (shape || v === undefined) return shape;
  const unknown = Object.keys(v as object).filter((k) => !['anchor', 'position', 'color', 'intensity'].includes(k));
  return unknown.length ? `must have only anchor, position, color and intensity, got ${show(v)}` : undefined;
};
const logoRule: Rule = (v) =>
  v === undefined
    ? undefined
    : `is not a MapLib option: MapLib shows no logo (MapLibre needs none; the original placed Mapbox's), so there is nothing to place. For MapLibre's own logo pass maplibreOptions: { maplibreLogo: true, logoPosition }, got ${show(v)}`;

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
  mapStyle: basemapRule,
  accessToken: string,
  hash: hashRule,
  bearingSnap: number(0, 180),
  failIfMajorPerformanceCaveat: boolean,
  crossSourceCollisions: boolean,
  fadeDuration: number(0),
  preserveDrawingBuffer: boolean,
  refreshExpiredTiles: boolean,
  trackResize: boolean,
  light: lightRule,
  tileBoundaries: boolean,
  collisionBoxes: boolean,
  repaint: boolean,
  transformRequest: func,
  localIdeographFontFamily: fontFamilyRule,
  fitBoundsOptions: object,
  logoPosition: logoRule,
};

/** Throws MapLibError when options are bad; React's <Map> calls it during render. */
export function validateMapOptions(options: MapOptions): void {
  validateProps('Map', RULES, options as Record<string, unknown>);
  warnUnknownProps('Map', RULES, options as Record<string, unknown>);
  for (const [alias, name] of Object.entries(MAP_ALIASES)) if (options[alias as keyof MapOptions] !== undefined) noteAlias('Map', alias, name);
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
  const basemap = basemapOf(options) ?? 'offline';
  if (typeof basemap === 'object') return basemap;
  if ((BASEMAPS as readonly string[]).includes(basemap)) {
    return createBasemapStyle(basemap as BasemapName, {
      token: tokenOf(options),
      labels: resolveLabels(options.labels),
      graticule: options.graticule,
      fileUrl: assetUrl,
      crs: options.crs,
    });
  }
  return basemap;
}
