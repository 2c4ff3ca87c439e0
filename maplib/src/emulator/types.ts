// Types shared by the emulator's handlers: features in lon/lat, layer definitions, data and the handler context.
import type { FeatureStore } from './store.ts';
import type { SurfaceFactory } from './render/surface.ts';

export type Attr = string | number | boolean | null;
export type Position = number[];

/** GeoJSON geometries the emulator stores, always in lon/lat (EPSG:4326 / CRS:84 axis order). */
export type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'MultiPoint'; coordinates: Position[] }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface Feature {
  /** Feature id: ArcGIS OBJECTID, IGServer FID, Elasticsearch _id. Starts at 1. */
  fid: number;
  attributes: Record<string, Attr>;
  geometry: Geometry;
}

export type FieldType = 'string' | 'double' | 'long';

export interface Field {
  name: string;
  type: FieldType;
}

/** How a layer is drawn in server images: each layer has its own colours so a picture tells them apart. */
export interface LayerStyle {
  fill: string;
  stroke: string;
  /** Line width or point outline, in pixels. */
  width: number;
  /** Point radius in pixels. */
  radius?: number;
}

/** One layer of the emulated services, the same data behind WMS, WMTS, ArcGIS, IGServer and Elasticsearch. */
export interface LayerDef {
  /** Position in the map document: ArcGIS layer id, IGServer LayerIndex, WMS `t<index>` name on IGServer. */
  index: number;
  /** Name used by WMS/WMTS `LAYERS`, the gdbp feature-class name, the Elasticsearch index. */
  name: string;
  title: { en: string; zh: string };
  /** IGServer geometry kind: region, line, point. */
  kind: 'Reg' | 'Lin' | 'Pnt';
  fields: Field[];
  style: LayerStyle;
  /** Where the data comes from, for attributions and the docs. */
  source: string;
  /**
   * Not drawn unless a request names it (IGServer's layer State `UnVisible`, ArcGIS `defaultVisibility: false`): a
   * layer for queries (place names) that would otherwise dot every image of the document.
   */
  hidden?: boolean;
  features: Feature[];
}

/** The bundled data: Natural Earth countries and one point set (USGS earthquakes in the shipped build). */
export interface EmulatorData {
  /** GeoJSON countries, as MapLib's basemap-countries.geojson (properties `name_en`, `name_zh`). */
  countries: { type: 'FeatureCollection'; features: { id?: string | number; properties: Record<string, unknown>; geometry: Geometry }[] };
  /** Points with attributes (see data/points.ts for the compact file format). */
  points: { fields: Field[]; rows: (number | string | null)[][]; source: string };
}

/** What every protocol handler gets: the parsed URL, the path below its own mount, the catalogue and the store. */
export interface HandlerContext {
  request: Request;
  url: URL;
  /** Path segments after the protocol's mount point, decoded. */
  path: string[];
  catalog: Catalog;
  store: FeatureStore;
  surface: SurfaceFactory;
}

export interface Catalog {
  layers: LayerDef[];
  byName(name: string): LayerDef | undefined;
  byIndex(index: number): LayerDef | undefined;
  /** A layer's features with the store's edits applied (added, updated, deleted). */
  features(layer: LayerDef): Promise<Feature[]>;
}

export type Handler = (ctx: HandlerContext) => Promise<Response>;
