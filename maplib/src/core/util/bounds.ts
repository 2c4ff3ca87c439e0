// The bounds of anything geographic a page holds: GeoJSON (a geometry, a Feature, a FeatureCollection), MapLib's
// Geometry and Feature objects (anything with toGeoJSON), or a list of these; as MapGIS's `{ xmin, ymin, xmax, ymax }`,
// or as the narrowest lon/lat box, which may cross the antimeridian. The boxes are the geometry kit's (geo/bounds.ts).
import type * as GeoJSON from 'geojson';
import { geographicBBox, geometryBounds, type BBox, type BoundObject } from '../geo/index.ts';
import { MapLibError } from '../base/mapLibError.ts';
import { show } from '../base/validateProps.ts';

/** What boundsOf takes: GeoJSON, an object with `toGeoJSON()` (Point, Polygon, Feature…), or a list of them. */
export type Boundable = GeoJSON.GeoJSON | { toGeoJSON(): GeoJSON.GeoJSON } | null | undefined | readonly Boundable[];

/** Every geometry in the input, collected into one GeometryCollection. */
function collect(name: string, input: Boundable): GeoJSON.GeometryCollection {
  const geometries: GeoJSON.Geometry[] = [];
  const visit = (x: unknown): void => {
    if (x === null || x === undefined) return;
    if (Array.isArray(x)) return x.forEach(visit);
    const o = x as { type?: unknown; toGeoJSON?: unknown; features?: unknown; geometry?: unknown };
    if (typeof o.toGeoJSON === 'function') return visit((o.toGeoJSON as () => unknown).call(o));
    if (o.type === 'FeatureCollection' && Array.isArray(o.features)) return o.features.forEach(visit);
    if (o.type === 'Feature') return visit(o.geometry);
    if (typeof o.type === 'string' && ('coordinates' in o || 'geometries' in o)) return void geometries.push(o as GeoJSON.Geometry);
    throw new MapLibError(name, [`takes GeoJSON, MapLib geometries and features, or lists of them, got ${show(x)}`]);
  };
  visit(input);
  return { type: 'GeometryCollection', geometries };
}

/**
 * `{ xmin, ymin, xmax, ymax }` of everything given (coordinates compared as numbers, in whatever units they are);
 * undefined when there are no positions. `boundsOf(Feature.fromQueryResult(answer))` is the box of a query's answer.
 */
export function boundsOf(input: Boundable): BoundObject | undefined {
  return geometryBounds(collect('boundsOf', input));
}

/**
 * For lon/lat: the narrowest `[west, south, east, north]` holding everything given, west > east when it crosses the
 * antimeridian (features over Fiji: `[177, -20, -178, -16]`), `[∞, ∞, −∞, −∞]` when empty.
 */
export function geographicBoundsOf(input: Boundable): BBox {
  return geographicBBox(collect('geographicBoundsOf', input));
}
