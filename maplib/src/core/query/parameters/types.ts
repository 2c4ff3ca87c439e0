// What a query parameter says, once checked and normalised: the one shape the three protocol writers (igsQuery.ts,
// arcgisQuery.ts, ogcQuery.ts) and the URL builder read, whatever class it came from.
import type { BBox, SimpleGeometry } from '../../geo/index.ts';

/** The protocols a parameter serialises to: IGServer's feature service (mrfs), ArcGIS query, OGC API Features. */
export type QueryProtocol = 'igs' | 'arcgis' | 'ogc';

export const QUERY_PROTOCOLS: readonly QueryProtocol[] = ['igs', 'arcgis', 'ogc'];

/** A request's query parameters, in the order the protocol's own clients write them (a string record keeps its order). */
export type QueryRecord = Record<string, string>;

/** Which layers a query reads: map-document layer indexes, GDB paths, collection names, or none given yet. */
export type LayerRef =
  | { kind: 'index'; ids: number[] }
  | { kind: 'gdbp'; paths: string[] }
  | { kind: 'name'; names: string[] }
  | { kind: 'none' };

/** A spatial filter: a lon/lat box (west may exceed east across the antimeridian), or a GeoJSON geometry in lon/lat. */
export type QueryShape = { type: 'box'; box: BBox } | { type: 'geometry'; geometry: SimpleGeometry };

export interface SpatialFilter {
  shape: QueryShape;
  /** Features must lie wholly inside the shape (MustInside), not just meet it (Intersect). */
  mustInside: boolean;
  /** Compare the features' bounding rectangles only. */
  compareRectOnly: boolean;
  /** Count the layer's display conditions (IGServer only). */
  enableDisplayCondition: boolean;
}

export interface QueryRequest {
  /** The class that made it, for error messages: `RectangleParameter: …`. */
  component: string;
  layers: LayerRef;
  pageIndex: number;
  pagination: number;
  resultFormat: 'json' | 'xml';
  includeAttribute: boolean;
  includeGeometry: boolean;
  includeWebGraphic: boolean;
  orderBy?: string;
  isAsc: boolean;
  proj?: string;
  /** Field names, trimmed, in the order given. */
  fields?: string[];
  coordPrecision?: number;
  where?: string;
  objectIds?: number[];
  spatial?: SpatialFilter;
}
