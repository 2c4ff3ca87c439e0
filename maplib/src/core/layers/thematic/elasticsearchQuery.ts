// Elasticsearch geotile_grid, client side: the `_search` body ElasticsearchLayer sends (geo_bounding_box of the
// view + geotile_grid + geo_centroid) and the reading of its buckets into GeoJSON. Pure, so unit-tested in Node.
import type * as GeoJSON from 'geojson';
import { MAX_MERCATOR_LAT, mercatorTileAt, mercatorTileLonLat, wrapLongitude } from '../../geo/index.ts';

/** Latitude where Web Mercator (and Elasticsearch's geotile grid) is cut off: atan(sinh(π)). */
export const GEOTILE_MAX_LAT = MAX_MERCATOR_LAT;

/**
 * The geotile key of a point, as Elasticsearch's GeoTileUtils computes it: `precision/x/y`, x from the longitude,
 * y from the Mercator row of the latitude clamped to ±85.0511°, both clipped to the grid (so 180° falls in the
 * last column). Elasticsearch first stores the point as 32-bit integers; pass the stored (quantised) coordinates
 * when a point lies within a few centimetres of a tile edge.
 */
export function geotileKey(lon: number, lat: number, precision: number): string {
  const { x, y } = mercatorTileAt(lon, lat, precision);
  return `${precision}/${x}/${y}`;
}

/** `z/x/y` → numbers; throws for anything that is not a geotile key. */
export function parseGeotileKey(key: string): { z: number; x: number; y: number } {
  const m = /^(\d+)\/(\d+)\/(\d+)$/.exec(key);
  const [z, x, y] = m ? m.slice(1).map(Number) : [];
  if (!m || z > 29 || x >= 2 ** z || y >= 2 ** z) throw new Error(`not a geotile key: ${JSON.stringify(key)}`);
  return { z, x, y };
}

/** The cell of a geotile key as `[[west, south], [east, north]]`. */
export function geotileBounds(key: string): [[number, number], [number, number]] {
  const { z, x, y } = parseGeotileKey(key);
  const [west, north] = mercatorTileLonLat(x, y, z);
  const [east, south] = mercatorTileLonLat(x + 1, y + 1, z);
  return [
    [west, south],
    [east, north],
  ];
}

/** The middle of a geotile cell in Mercator (half way in x and in the Mercator row), as `[lng, lat]`. */
export function geotileCenter(key: string): [number, number] {
  const { z, x, y } = parseGeotileKey(key);
  return mercatorTileLonLat(x + 0.5, y + 0.5, z);
}

/** The geotile precision ElasticsearchLayer asks for at a map zoom: cells of 64–128 px on screen. */
export function autoPrecision(zoom: number): number {
  return Math.min(29, Math.max(0, Math.floor(zoom) + 3));
}

export interface GeoGridQueryOptions {
  /** geo_point field. Default `'location'`. */
  field?: string;
  /** geotile precision 0…29. Default `autoPrecision(zoom)`. */
  precision?: number;
  /** Most buckets to return. Default 10000 (Elasticsearch's own default). */
  size?: number;
  /** Another Elasticsearch query the documents must also match (a `bool` filter with the bounding box). */
  query?: Record<string, unknown>;
  /** Name of the geotile_grid aggregation. Default `'grid'`. */
  aggName?: string;
  /** Name of its geo_centroid sub-aggregation. Default `'gridCentroid'` (what MapGIS reads). */
  centroidName?: string;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The geo_bounding_box of a map view `[[west, south], [east, north]]`. MapLibre's bounds run past ±180° when world
 * copies show; Elasticsearch wants longitudes in [−180, 180] and reads `left > right` as a box across the
 * antimeridian, so a view of 360° or more becomes the whole world.
 */
export function viewBoundingBox(bounds: [[number, number], [number, number]]): { top_left: { lat: number; lon: number }; bottom_right: { lat: number; lon: number } } {
  const [[west, south], [east, north]] = bounds;
  const whole = east - west >= 360;
  const left = whole ? -180 : wrapLongitude(west);
  let right = whole ? 180 : wrapLongitude(east);
  if (!whole && right === -180) right = 180;
  const clampLat = (l: number) => Math.max(-90, Math.min(90, l));
  return {
    top_left: { lat: round6(clampLat(north)), lon: round6(left) },
    bottom_right: { lat: round6(clampLat(south)), lon: round6(right) },
  };
}

/**
 * The `_search` body for the buckets of a map view: no hits (`size: 0`), the documents inside the view, grouped by
 * geotile_grid at `precision`, each bucket with the geo_centroid of its documents.
 */
export function buildGeoGridQuery(bounds: [[number, number], [number, number]], zoom: number, opts: GeoGridQueryOptions = {}): Record<string, any> {
  const field = opts.field ?? 'location';
  const precision = opts.precision ?? autoPrecision(zoom);
  if (!Number.isInteger(precision) || precision < 0 || precision > 29) throw new Error(`buildGeoGridQuery: precision must be an integer 0…29, got ${precision}`);
  const box = { geo_bounding_box: { [field]: viewBoundingBox(bounds) } };
  return {
    size: 0,
    query: opts.query ? { bool: { filter: [box, opts.query] } } : box,
    aggs: {
      [opts.aggName ?? 'grid']: {
        geotile_grid: { field, precision, size: opts.size ?? 10000 },
        aggs: { [opts.centroidName ?? 'gridCentroid']: { geo_centroid: { field } } },
      },
    },
  };
}

/** One bucket of a geotile_grid aggregation, as Elasticsearch returns it. */
export interface GeotileBucket {
  key: string;
  doc_count: number;
  /** Sub-aggregations by name: `{ location: {lat, lon}, count }` for geo_centroid, `{ value }` for metrics. */
  [agg: string]: unknown;
}

/** The buckets of a `_search` response's geotile_grid aggregation (the first one, or the one named). */
export function readBuckets(response: any, aggName?: string): GeotileBucket[] {
  const aggs = response?.aggregations;
  if (!aggs || typeof aggs !== 'object') throw new Error('the response has no aggregations');
  const agg = aggName ? aggs[aggName] : Object.values<any>(aggs).find((a) => Array.isArray(a?.buckets));
  if (!agg || !Array.isArray(agg.buckets)) throw new Error(aggName ? `the response has no aggregation "${aggName}" with buckets` : 'the response has no aggregation with buckets');
  return agg.buckets;
}

const isLatLon = (v: any): v is { lat: number; lon: number } => v && typeof v.lat === 'number' && typeof v.lon === 'number';

/**
 * Buckets → a FeatureCollection of points: each at its bucket's geo_centroid (any sub-aggregation with a
 * `location`), or at the middle of its cell when there is none; properties `key`, `count` (doc_count) and every
 * numeric metric sub-aggregation by its name (`{ avg_mag: { value: 4.6 } }` → `avg_mag: 4.6`).
 */
export function bucketsToGeoJSON(buckets: GeotileBucket[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: buckets.map((b) => {
      const properties: Record<string, unknown> = { key: b.key, count: b.doc_count };
      let at: [number, number] | undefined;
      for (const [name, v] of Object.entries(b)) {
        if (name === 'key' || name === 'doc_count' || !v || typeof v !== 'object') continue;
        const agg = v as { location?: unknown; value?: unknown };
        if (!at && isLatLon(agg.location)) at = [agg.location.lon, agg.location.lat];
        else if (typeof agg.value === 'number') properties[name] = agg.value;
      }
      return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: at ?? geotileCenter(b.key) } };
    }),
  };
}
