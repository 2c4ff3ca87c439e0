// GeoJSON ↔ the `fGeom` of a Zondy FeatureSet (MapGIS IGServer feature services): PntGeom of Dots, LinGeom of Arcs of
// Dots, RegGeom of Rings of Arcs. Key spellings follow the MapGIS client objects (GPoint.Dot, GLine.Line.Arcs,
// GRegion.Rings). Coordinates are as the service's layer has them (IGServer does not reproject features).
import type * as GeoJSON from 'geojson';
import { GeometryFormatError } from './geometryFormatError.ts';
import { linesOf, pointsOf, polygonsOf } from './parts.ts';

/** A layer's geometry kind in IGServer's words: points, lines, regions. */
export type ZondyKind = 'Pnt' | 'Lin' | 'Reg';

export interface ZondyDot {
  x: number;
  y: number;
}
export interface ZondyArcs {
  Arcs: { ArcID: number; Dots: ZondyDot[] }[];
}
export interface ZondyGeometry {
  PntGeom: { GID: number; Dot: ZondyDot }[] | null;
  LinGeom: { GID: number; Line: ZondyArcs }[] | null;
  RegGeom: { GID: number; Rings: ZondyArcs[] }[] | null;
}

const dot = (p: GeoJSON.Position): ZondyDot => ({ x: p[0], y: p[1] });
const arcs = (line: GeoJSON.Position[]): ZondyArcs => ({ Arcs: [{ ArcID: 0, Dots: line.map(dot) }] });

/** A GeoJSON geometry as `fGeom`: one part per point, line or polygon; each line and ring one Arc. */
export function geoJsonToZondy(g: GeoJSON.Geometry): ZondyGeometry {
  const geom: ZondyGeometry = { PntGeom: null, LinGeom: null, RegGeom: null };
  if (g.type === 'Point' || g.type === 'MultiPoint') {
    geom.PntGeom = pointsOf(g).map((p, i) => ({ GID: i, Dot: dot(p) }));
  } else if (g.type === 'LineString' || g.type === 'MultiLineString') {
    geom.LinGeom = linesOf(g).map((l, i) => ({ GID: i, Line: arcs(l) }));
  } else if (g.type === 'Polygon' || g.type === 'MultiPolygon') {
    geom.RegGeom = polygonsOf(g).map((rings, i) => ({ GID: i, Rings: rings.map(arcs) }));
  } else {
    throw new GeometryFormatError(`a ${g.type} has no Zondy fGeom form`);
  }
  return geom;
}

const dots = (a: any): GeoJSON.Position[] => {
  const list = a?.Arcs?.flatMap((arc: any) => arc?.Dots ?? []) ?? [];
  return list.map((d: any) => {
    if (!Number.isFinite(Number(d?.x)) || !Number.isFinite(Number(d?.y))) throw new GeometryFormatError('a Dot needs numeric x and y');
    return [Number(d.x), Number(d.y)];
  });
};

function closeRing(r: GeoJSON.Position[]): GeoJSON.Position[] {
  if (r.length < 3) throw new GeometryFormatError('a ring needs at least three Dots');
  const [a, b] = [r[0], r[r.length - 1]];
  return a[0] === b[0] && a[1] === b[1] ? r : [...r, a];
}

/**
 * `fGeom` → the GeoJSON geometry of a layer of this kind (one part: Point, LineString, Polygon; more: their Multi
 * forms; rings closed). Throws GeometryFormatError, a sentence saying what is missing, for anything else.
 */
export function zondyToGeoJson(fGeom: unknown, kind: ZondyKind): GeoJSON.Point | GeoJSON.MultiPoint | GeoJSON.LineString | GeoJSON.MultiLineString | GeoJSON.Polygon | GeoJSON.MultiPolygon {
  const f = fGeom as any;
  if (!f || typeof f !== 'object') throw new GeometryFormatError('fGeom is missing');
  if (kind === 'Pnt') {
    const pts = (f.PntGeom ?? []).map((p: any) => dots({ Arcs: [{ Dots: [p?.Dot] }] })[0]);
    if (!pts.length) throw new GeometryFormatError('a point layer needs fGeom.PntGeom');
    return pts.length === 1 ? { type: 'Point', coordinates: pts[0] } : { type: 'MultiPoint', coordinates: pts };
  }
  if (kind === 'Lin') {
    const ls = (f.LinGeom ?? []).map((l: any) => dots(l?.Line));
    if (!ls.length) throw new GeometryFormatError('a line layer needs fGeom.LinGeom');
    return ls.length === 1 ? { type: 'LineString', coordinates: ls[0] } : { type: 'MultiLineString', coordinates: ls };
  }
  const polys = (f.RegGeom ?? []).map((r: any) => (r?.Rings ?? []).map((ring: any) => closeRing(dots(ring))));
  if (!polys.length || polys.some((p: GeoJSON.Position[][]) => !p.length)) throw new GeometryFormatError('a region layer needs fGeom.RegGeom with Rings');
  return polys.length === 1 ? { type: 'Polygon', coordinates: polys[0] } : { type: 'MultiPolygon', coordinates: polys };
}
