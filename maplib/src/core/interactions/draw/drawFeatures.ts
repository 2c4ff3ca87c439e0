// GeoJSON in and out of a drawing session. terra-draw keeps single Points, LineStrings and Polygons, each with a
// `properties.mode` (the mode that drew it) and bookkeeping properties of its own; it also keeps "guidance" points
// (vertex handles, midpoints) in the same store. Out: the shapes only, with the bookkeeping left out. In: any GeoJSON —
// a FeatureCollection, a Feature, a bare geometry; multi-geometries become one shape per part.
import type * as GeoJSON from 'geojson';
import { show } from '../../base/validateProps.ts';
import type { TerraDrawingMode } from './drawModes.ts';

export type DrawnId = string | number;

/** A shape as a session hands it out: GeoJSON with an id and `properties.mode` (circles also `radiusKilometers`). */
export type DrawnFeature = GeoJSON.Feature<GeoJSON.Point | GeoJSON.LineString | GeoJSON.Polygon> & { id: DrawnId };

/** Properties terra-draw marks its guidance points with (vertex, closing, snapping, selection, edited, midpoints). */
const GUIDANCE = ['coordinatePoint', 'closingPoint', 'snappingPoint', 'selectionPoint', 'midPoint', 'edited'];

/** terra-draw's bookkeeping on shapes, never handed out (and dropped from what comes in). */
const BOOKKEEPING = [
  ...GUIDANCE,
  'currentlyDrawing',
  'coordinatePointFeatureId',
  'coordinatePointIds',
  'provisionalCoordinateCount',
  'committedCoordinateCount',
  'selected',
  'selectionPointFeatureId',
  'marker',
];

interface StoreFeature {
  id?: DrawnId;
  type: string;
  geometry: { type: string; coordinates: any };
  properties: Record<string, unknown>;
}

/** A new shape id: a random UUID (version 4), as terra-draw and mapbox-gl-draw make them. */
export function newDrawnId(): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/** A vertex handle, midpoint or other guidance point: not a shape. */
export function isGuidance(feature: StoreFeature): boolean {
  return GUIDANCE.some((key) => feature.properties[key]);
}

/** A shape still being drawn. */
export function isBeingDrawn(feature: StoreFeature): boolean {
  return !!feature.properties.currentlyDrawing;
}

/** The shape as GeoJSON, without terra-draw's bookkeeping. */
export function toDrawnFeature(feature: StoreFeature): DrawnFeature {
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(feature.properties)) if (!BOOKKEEPING.includes(key)) properties[key] = value;
  return { type: 'Feature', id: feature.id as DrawnId, geometry: structuredClone(feature.geometry) as DrawnFeature['geometry'], properties };
}

export function featureCollection(features: DrawnFeature[]): GeoJSON.FeatureCollection<DrawnFeature['geometry']> {
  return { type: 'FeatureCollection', features };
}

/** Decimals terra-draw keeps of a coordinate (its default): a shape with more is refused, so input is rounded to it. */
export const COORDINATE_DECIMALS = 9;

function rounded(coordinates: unknown): unknown {
  if (typeof coordinates === 'number') return Math.round(coordinates * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;
  return Array.isArray(coordinates) ? coordinates.map(rounded) : coordinates;
}

/** The mode a geometry type is drawn in when the input names none (or one that does not draw that type). */
const MODE_OF_TYPE: Record<string, TerraDrawingMode> = { Point: 'point', LineString: 'linestring', Polygon: 'polygon' };
/** The geometry type each drawing mode makes. */
const TYPE_OF_MODE: Record<TerraDrawingMode, string> = { point: 'Point', linestring: 'LineString', polygon: 'Polygon', rectangle: 'Polygon', circle: 'Polygon', freehand: 'Polygon' };

/** The input of `add()` turned into shapes for the store, or a sentence saying what is wrong with it. */
export type DrawInput = { features: StoreFeature[] } | { problem: string };

/** The single geometries of a geometry: itself, or the parts of a multi-geometry or collection. */
function parts(geometry: GeoJSON.Geometry): GeoJSON.Geometry[] {
  switch (geometry.type) {
    case 'MultiPoint':
      return geometry.coordinates.map((coordinates) => ({ type: 'Point', coordinates }));
    case 'MultiLineString':
      return geometry.coordinates.map((coordinates) => ({ type: 'LineString', coordinates }));
    case 'MultiPolygon':
      return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
    case 'GeometryCollection':
      return geometry.geometries.flatMap(parts);
    default:
      return [geometry];
  }
}

/**
 * Shapes for `add()`: each keeps its id (a part of a multi-geometry, or a shape without one, gets a new one) and its
 * properties less terra-draw's bookkeeping; `properties.mode` stays when it names a drawing mode of that geometry
 * type, else it is the type's own (`point`, `linestring`, `polygon`).
 */
export function toStoreFeatures(input: unknown): DrawInput {
  const items: { geometry: GeoJSON.Geometry; properties: Record<string, unknown>; id?: DrawnId }[] = [];
  const take = (f: any, where: string): string | undefined => {
    if (!f || typeof f !== 'object') return `${where} is not GeoJSON: ${show(f)}`;
    if (f.type === 'Feature') {
      if (!f.geometry || typeof f.geometry !== 'object') return `${where} has no geometry`;
      if (f.id !== undefined && f.id !== null && typeof f.id !== 'string' && typeof f.id !== 'number') return `${where} has an id that is neither a string nor a number: ${show(f.id)}`;
      items.push({ geometry: f.geometry, properties: { ...(f.properties ?? {}) }, id: f.id ?? undefined });
      return undefined;
    }
    if (typeof f.type === 'string' && ('coordinates' in f || f.type === 'GeometryCollection')) {
      items.push({ geometry: f, properties: {} });
      return undefined;
    }
    return `${where} is not GeoJSON (type ${show(f.type)})`;
  };
  const problem =
    input && typeof input === 'object' && (input as any).type === 'FeatureCollection'
      ? Array.isArray((input as any).features)
        ? (input as any).features.map((f: unknown, i: number) => take(f, `feature ${i}`)).find(Boolean)
        : 'the FeatureCollection has no features array'
      : take(input, 'the input');
  if (problem) return { problem };
  const features: StoreFeature[] = [];
  for (const item of items) {
    const pieces = parts(item.geometry);
    for (const geometry of pieces) {
      const type = geometry.type;
      const ownMode = MODE_OF_TYPE[type];
      if (!ownMode) return { problem: `a ${type} cannot be drawn (Points, LineStrings and Polygons can, and their Multi… forms)` };
      const properties: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(item.properties)) if (!BOOKKEEPING.includes(key)) properties[key] = value;
      const named = properties.mode as TerraDrawingMode | undefined;
      properties.mode = named && TYPE_OF_MODE[named] === type ? named : ownMode;
      const feature: StoreFeature = { type: 'Feature', geometry: { type, coordinates: rounded((geometry as GeoJSON.Point).coordinates) }, properties };
      feature.id = pieces.length === 1 && item.id !== undefined ? item.id : newDrawnId();
      features.push(feature);
    }
  }
  return { features };
}
