// Pure track maths for TrackerLayer: a line or timestamped points become a timeline, and position, bearing and the
// passed vertex at any time t. Positions are interpolated on the plane the map draws lines on — Web Mercator, or lon/lat
// itself on a geographic (EPSG:4326/4490) map — so the moving object stays exactly on the drawn line; bearings are the
// segment's direction on that plane (rhumb bearing on Mercator).
import type * as GeoJSON from 'geojson';
import { haversine, latitudeOfMercatorY, mercatorY, toDegrees, toRadians } from '../../geo/index.ts';

/** Great-circle distance in metres (the geometry kit's; exported here as it always was). */
export { haversine };

export interface Track {
  /** Vertices `[lng, lat]`, longitudes made continuous across ±180°. */
  coords: [number, number][];
  /** Milliseconds since the first vertex, non-decreasing. */
  times: number[];
  /** Absolute time (epoch ms) of the first vertex when the track has timestamps. */
  start?: number;
  /** Total time in ms (the last entry of `times`). */
  duration: number;
  /** Distance along the track at each vertex, in metres (great-circle). */
  distances: number[];
  /** Properties per vertex: a point track's point properties, else the line's properties for every vertex. */
  properties: Record<string, unknown>[];
}

export interface TrackPosition {
  lngLat: [number, number];
  /** Heading in degrees clockwise from north, 0 ≤ bearing < 360. */
  bearing: number;
  /** Index of the last vertex passed. */
  index: number;
  /** Milliseconds since the start, clamped to [0, duration]. */
  time: number;
  /** `time / duration` (0 for an instantaneous track). */
  progress: number;
  /** Metres travelled along the track. */
  distance: number;
}

/** The point a fraction `f` of the way from a to b, straight in Web Mercator. */
export function mercatorLerp(a: [number, number], b: [number, number], f: number): [number, number] {
  if (f <= 0) return [a[0], a[1]];
  if (f >= 1) return [b[0], b[1]];
  const lng = a[0] + (b[0] - a[0]) * f;
  // Along a parallel (and standing still) the latitude is exact, not a round trip through the projection.
  return [lng, a[1] === b[1] ? a[1] : latitudeOfMercatorY(mercatorY(a[1]) + (mercatorY(b[1]) - mercatorY(a[1])) * f)];
}

/** Rhumb-line bearing from a to b (the direction of the segment on a north-up Mercator map), 0…360. */
export function rhumbBearing(a: [number, number], b: [number, number]): number {
  let dLng = toRadians(b[0] - a[0]);
  if (Math.abs(dLng) > Math.PI) dLng -= Math.sign(dLng) * 2 * Math.PI;
  const dy = mercatorY(b[1]) - mercatorY(a[1]);
  if (dLng === 0 && dy === 0) return 0;
  return (toDegrees(Math.atan2(dLng, dy)) + 360) % 360;
}

/**
 * The plane a map draws straight segments on: 'mercator' (EPSG:3857) or 'geographic' (EPSG:4326/4490, where MapLib's
 * projection is plate carrée in degrees, so a segment is straight in lon/lat).
 */
export type TrackPlane = 'mercator' | 'geographic';

/** The point a fraction `f` of the way from a to b, straight in lon/lat (the geographic map's plane). */
export function lonLatLerp(a: [number, number], b: [number, number], f: number): [number, number] {
  if (f <= 0) return [a[0], a[1]];
  if (f >= 1) return [b[0], b[1]];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** Direction from a to b on a north-up plate carrée map (a degree is as long east as north), 0…360. */
export function lonLatBearing(a: [number, number], b: [number, number]): number {
  let dLng = b[0] - a[0];
  if (Math.abs(dLng) > 180) dLng -= Math.sign(dLng) * 360;
  const dLat = b[1] - a[1];
  if (dLng === 0 && dLat === 0) return 0;
  return (toDegrees(Math.atan2(dLng, dLat)) + 360) % 360;
}

const LERP: Record<TrackPlane, typeof mercatorLerp> = { mercator: mercatorLerp, geographic: lonLatLerp };
const BEARING: Record<TrackPlane, typeof rhumbBearing> = { mercator: rhumbBearing, geographic: lonLatBearing };

/** A time value (epoch ms number, or a date string) in ms; NaN when it is neither. */
export function toTime(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : Date.parse(v);
  }
  if (v instanceof Date) return v.getTime();
  return NaN;
}

type Geo = GeoJSON.GeoJSON;

/** The vertices, per-vertex times (if any) and properties of a track input. Throws a sentence when it has none. */
function readTrack(input: Geo, timeField: string): { coords: [number, number][]; stamps?: unknown[]; properties: Record<string, unknown>[] } {
  const line = (g: GeoJSON.Geometry | null | undefined): [number, number][] | undefined => {
    if (g?.type === 'LineString') return g.coordinates.map((c) => [c[0], c[1]]);
    if (g?.type === 'MultiLineString') return g.coordinates.flat().map((c) => [c[0], c[1]]);
    return undefined;
  };
  const fromFeature = (f: GeoJSON.Feature) => {
    const coords = line(f.geometry);
    if (!coords) return undefined;
    const p = (f.properties ?? {}) as Record<string, unknown>;
    const stamps = Array.isArray(p[timeField]) ? (p[timeField] as unknown[]) : Array.isArray(p.coordTimes) ? (p.coordTimes as unknown[]) : undefined;
    return { coords, stamps, properties: coords.map(() => p) };
  };
  if (input.type === 'FeatureCollection') {
    const points = input.features.filter((f) => f.geometry?.type === 'Point') as GeoJSON.Feature<GeoJSON.Point>[];
    if (points.length >= 2 && points.length === input.features.length) {
      return {
        coords: points.map((f) => [f.geometry.coordinates[0], f.geometry.coordinates[1]]),
        stamps: points.some((f) => f.properties?.[timeField] !== undefined) ? points.map((f) => f.properties?.[timeField]) : undefined,
        properties: points.map((f) => (f.properties ?? {}) as Record<string, unknown>),
      };
    }
    for (const f of input.features) {
      const t = fromFeature(f);
      if (t) return t;
    }
  } else if (input.type === 'Feature') {
    const t = fromFeature(input);
    if (t) return t;
  } else {
    const coords = line(input as GeoJSON.Geometry);
    if (coords) return { coords, properties: coords.map(() => ({})) };
  }
  throw new Error('must hold a LineString (or MultiLineString), or two or more Point features in order');
}

/**
 * Builds the timeline of a track: a LineString / MultiLineString (geometry, Feature or the first one of a
 * FeatureCollection; per-vertex times in `properties[timeField]` or `coordTimes`), or a FeatureCollection of Points in
 * order (times in `properties[timeField]`). Without times the track takes `duration` ms at constant ground speed.
 * Throws an Error whose message is a sentence for the prop check.
 */
export function buildTrack(input: Geo, options: { timeField?: string; duration?: number } = {}): Track {
  const { coords: raw, stamps, properties } = readTrack(input, options.timeField ?? 'time');
  if (raw.length < 2) throw new Error('needs at least two positions');
  if (raw.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y) || Math.abs(y) > 90)) throw new Error('has a position that is not [lng, lat]');
  // Continuous longitudes: a step of more than 180° crosses the antimeridian the short way.
  const coords: [number, number][] = [[raw[0][0], raw[0][1]]];
  for (let i = 1; i < raw.length; i++) {
    let lng = raw[i][0];
    const prev = coords[i - 1][0];
    while (lng - prev > 180) lng -= 360;
    while (lng - prev < -180) lng += 360;
    coords.push([lng, raw[i][1]]);
  }
  const distances = [0];
  for (let i = 1; i < coords.length; i++) distances.push(distances[i - 1] + haversine(coords[i - 1], coords[i]));
  let times: number[];
  let start: number | undefined;
  if (stamps) {
    if (stamps.length !== coords.length) throw new Error(`has ${stamps.length} times for ${coords.length} positions`);
    const abs = stamps.map(toTime);
    const bad = abs.findIndex((t) => !Number.isFinite(t));
    if (bad >= 0) throw new Error(`time ${bad} is not a date or a number: ${JSON.stringify(stamps[bad])}`);
    const back = abs.findIndex((t, i) => i > 0 && t < abs[i - 1]);
    if (back >= 0) throw new Error(`times must not go backwards (time ${back} is before time ${back - 1})`);
    start = abs[0];
    times = abs.map((t) => t - abs[0]);
  } else {
    const duration = options.duration ?? 20000;
    const total = distances[distances.length - 1];
    times = distances.map((d, i) => (total > 0 ? (d / total) * duration : (i / (coords.length - 1)) * duration));
  }
  return { coords, times, start, duration: times[times.length - 1], distances, properties };
}

/** Index of the segment that holds time t: the last i < n-1 with times[i] <= t. */
function segmentAt(times: number[], t: number): number {
  let lo = 0;
  let hi = times.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The bearing of segment i, or of the nearest segment with length (before it, then after) for a standstill. */
function segmentBearing(coords: [number, number][], i: number, plane: TrackPlane): number {
  const moves = (k: number) => coords[k][0] !== coords[k + 1][0] || coords[k][1] !== coords[k + 1][1];
  const bearing = BEARING[plane];
  for (let k = i; k >= 0; k--) if (moves(k)) return bearing(coords[k], coords[k + 1]);
  for (let k = i + 1; k < coords.length - 1; k++) if (moves(k)) return bearing(coords[k], coords[k + 1]);
  return 0;
}

/**
 * Where the object is at time t (ms since the start, clamped), heading which way, past which vertex, on a map whose
 * straight lines lie on `plane` (the map's CRS: 'geographic' on EPSG:4326/4490). Pure.
 */
export function trackPositionAt(track: Track, t: number, plane: TrackPlane = 'mercator'): TrackPosition {
  const { coords, times, distances, duration } = track;
  const time = Math.max(0, Math.min(duration, Number.isFinite(t) ? t : 0));
  const i = segmentAt(times, time);
  const span = times[i + 1] - times[i];
  const f = span > 0 ? (time - times[i]) / span : time >= times[i + 1] ? 1 : 0;
  // At the very end the last vertex has been passed.
  const index = time >= duration && duration > 0 ? coords.length - 1 : f >= 1 ? i + 1 : i;
  return {
    lngLat: LERP[plane](coords[i], coords[i + 1], f),
    bearing: segmentBearing(coords, i, plane),
    index,
    time,
    progress: duration > 0 ? time / duration : 1,
    distance: distances[i] + (distances[i + 1] - distances[i]) * f,
  };
}

/** The part of the track travelled by time t, ending at the current position (a LineString's coordinates). */
export function travelledCoords(track: Track, position: TrackPosition): [number, number][] {
  const i = segmentAt(track.times, position.time);
  return [...track.coords.slice(0, i + 1), position.lngLat];
}
