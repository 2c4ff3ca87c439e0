// The "Zondy FeatureSet" of IGServer feature services: AttStruct + SFEleArray with fGeom (PntGeom, LinGeom, RegGeom
// made of Arcs of Dots). Key spellings follow the MapGIS client objects (GPoint.Dot, GLine.Line.Arcs, GRegion.Rings).
import { geometryBounds } from '../geo/geometry.ts';
import type { Attr, Feature, FieldType, Geometry, LayerDef, Position } from '../types.ts';

/** MapGIS field type names (CAttStruct.FldType: string, double, long, …). */
const ZONDY_TYPES: Record<FieldType, string> = { string: 'string', double: 'double', long: 'long' };

export const FTYPE = { Pnt: 1, Lin: 2, Reg: 3 } as const;

export interface Structs {
  IncludeAttribute: boolean;
  IncludeGeometry: boolean;
  IncludeWebGraphic: boolean;
}

type Dot = { x: number; y: number };
const dot = (p: Position): Dot => ({ x: p[0], y: p[1] });
const arcs = (line: Position[]) => ({ Arcs: [{ ArcID: 0, Dots: line.map(dot) }] });

export function toFGeom(g: Geometry) {
  const geom: { PntGeom: unknown[] | null; LinGeom: unknown[] | null; RegGeom: unknown[] | null } = { PntGeom: null, LinGeom: null, RegGeom: null };
  if (g.type === 'Point' || g.type === 'MultiPoint') {
    const pts = g.type === 'Point' ? [g.coordinates] : g.coordinates;
    geom.PntGeom = pts.map((p, i) => ({ GID: i, Dot: dot(p) }));
  } else if (g.type === 'LineString' || g.type === 'MultiLineString') {
    const ls = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
    geom.LinGeom = ls.map((l, i) => ({ GID: i, Line: arcs(l) }));
  } else {
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    geom.RegGeom = polys.map((rings, i) => ({ GID: i, Rings: rings.map(arcs) }));
  }
  return geom;
}

export class FeatureSetError extends Error {}

const dots = (a: any): Position[] => {
  const list = a?.Arcs?.flatMap((arc: any) => arc?.Dots ?? []) ?? [];
  return list.map((d: any) => {
    if (!Number.isFinite(Number(d?.x)) || !Number.isFinite(Number(d?.y))) throw new FeatureSetError('a Dot needs numeric x and y');
    return [Number(d.x), Number(d.y)];
  });
};

/** fGeom → GeoJSON geometry of the layer's kind. */
export function fromFGeom(fGeom: any, kind: LayerDef['kind']): Geometry {
  if (!fGeom || typeof fGeom !== 'object') throw new FeatureSetError('fGeom is missing');
  if (kind === 'Pnt') {
    const pts = (fGeom.PntGeom ?? []).map((p: any) => dots({ Arcs: [{ Dots: [p?.Dot] }] })[0]);
    if (!pts.length) throw new FeatureSetError('a point layer needs fGeom.PntGeom');
    return pts.length === 1 ? { type: 'Point', coordinates: pts[0] } : { type: 'MultiPoint', coordinates: pts };
  }
  if (kind === 'Lin') {
    const ls = (fGeom.LinGeom ?? []).map((l: any) => dots(l?.Line));
    if (!ls.length) throw new FeatureSetError('a line layer needs fGeom.LinGeom');
    return ls.length === 1 ? { type: 'LineString', coordinates: ls[0] } : { type: 'MultiLineString', coordinates: ls };
  }
  const polys = (fGeom.RegGeom ?? []).map((r: any) => (r?.Rings ?? []).map((ring: any) => closeRing(dots(ring))));
  if (!polys.length || polys.some((p: Position[][]) => !p.length)) throw new FeatureSetError('a region layer needs fGeom.RegGeom with Rings');
  return polys.length === 1 ? { type: 'Polygon', coordinates: polys[0] } : { type: 'MultiPolygon', coordinates: polys };
}

function closeRing(r: Position[]): Position[] {
  if (r.length < 3) throw new FeatureSetError('a ring needs at least three Dots');
  const [a, b] = [r[0], r[r.length - 1]];
  return a[0] === b[0] && a[1] === b[1] ? r : [...r, a];
}

export function featureSet(layer: LayerDef, features: Feature[], total: number, structs: Structs) {
  const attStruct = structs.IncludeAttribute
    ? { FldNumber: layer.fields.length, FldName: layer.fields.map((f) => f.name), FldType: layer.fields.map((f) => ZONDY_TYPES[f.type]), FldAlias: layer.fields.map((f) => f.name) }
    : { FldNumber: 0, FldName: [], FldType: [], FldAlias: [] };
  return {
    AttStruct: attStruct,
    SFEleArray: features.map((f) => {
      const b = geometryBounds(f.geometry);
      return {
        FID: f.fid,
        AttValue: structs.IncludeAttribute ? layer.fields.map((x) => f.attributes[x.name] ?? null) : [],
        fGeom: structs.IncludeGeometry ? toFGeom(f.geometry) : null,
        ftype: FTYPE[layer.kind],
        bound: { xmin: b[0], ymin: b[1], xmax: b[2], ymax: b[3] },
        GraphicInfo: null,
      };
    }),
    TotalCount: total,
  };
}

/** A request's value in an error message: as JSON, cut short. */
const shown = (v: unknown) => {
  const json = JSON.stringify(v) ?? String(v);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
};

/**
 * Reads AttValue by the request's own FldName order into the layer's fields; unknown names are errors, and so are
 * values that are not a string, number, boolean or null (an object's own `toString` is never called).
 */
export function readAttributes(layer: LayerDef, fldNames: unknown, values: unknown): Record<string, Attr> {
  if (!Array.isArray(fldNames) || !Array.isArray(values)) throw new FeatureSetError('AttStruct.FldName and AttValue must be arrays');
  const out: Record<string, Attr> = {};
  fldNames.forEach((name, i) => {
    const field = typeof name === 'string' ? layer.fields.find((f) => f.name.toLowerCase() === name.toLowerCase()) : undefined;
    if (!field) throw new FeatureSetError(`field ${shown(name)} does not exist in ${layer.name}`);
    const v = values[i] ?? null;
    if (v !== null && typeof v === 'object') throw new FeatureSetError(`field "${field.name}" needs a ${field.type === 'string' ? 'string' : 'number'}, got ${shown(v)}`);
    out[field.name] = v === null ? null : field.type === 'string' ? String(v) : Number(v);
    if (field.type !== 'string' && v !== null && !Number.isFinite(out[field.name] as number)) throw new FeatureSetError(`field "${field.name}" needs a number, got ${shown(v)}`);
  });
  return out;
}
