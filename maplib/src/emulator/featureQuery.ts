// Filters a layer's features by attribute (WHERE subset), ids and a spatial shape, and orders them: the engine
// behind ArcGIS `query` and IGServer `mrfs` queries.
import { boxContains, boxesIntersect, geometryBBox, geometryContainsPoint, intersectsBox, intersectsPolygon, pointInPolygon } from '../core/geo/index.ts';
import type { Feature, LayerDef, Position } from './types.ts';
import { compileWhere } from './where.ts';

export type Shape = { type: 'box'; box: [number, number, number, number] } | { type: 'point'; x: number; y: number } | { type: 'polygon'; rings: Position[][] };

export interface QuerySpec {
  where?: string;
  objectIds?: number[];
  shape?: Shape;
  /** Compare bounding boxes only (ArcGIS esriSpatialRelEnvelopeIntersects, IGServer CompareRectOnly). */
  envelopeOnly?: boolean;
  /** The feature must lie wholly inside the shape (IGServer MustInside). */
  mustInside?: boolean;
  orderBy?: { field: string; desc: boolean }[];
  /** Other names of the feature id in WHERE clauses (IGServer clients write `ID` as well as `FID`). */
  idAliases?: string[];
}

/** Resolves a field name case-insensitively; `idName` (OBJECTID, FID) names the feature id. */
export function fieldResolver(layer: LayerDef, idName: string, idAliases: string[] = []) {
  return (name: string): string | undefined => {
    const own = layer.fields.find((f) => f.name.toLowerCase() === name.toLowerCase())?.name;
    if (own) return own;
    if ([idName, ...idAliases].some((n) => n.toLowerCase() === name.toLowerCase())) return idName;
    return undefined;
  };
}

function matchesShape(f: Feature, shape: Shape, envelopeOnly: boolean, mustInside: boolean): boolean {
  const b = geometryBBox(f.geometry);
  if (shape.type === 'box') {
    if (mustInside) return boxContains(shape.box, b);
    return envelopeOnly ? boxesIntersect(b, shape.box) : intersectsBox(f.geometry, shape.box);
  }
  if (shape.type === 'point') {
    if (envelopeOnly) return shape.x >= b[0] && shape.x <= b[2] && shape.y >= b[1] && shape.y <= b[3];
    return geometryContainsPoint(f.geometry, shape.x, shape.y);
  }
  const pb = geometryBBox({ type: 'Polygon', coordinates: shape.rings });
  if (mustInside) {
    // Every vertex inside the query polygon (enough for the documented subset: no polygon-in-hole cases).
    const corners: Position[] = [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]];
    return corners.every(([x, y]) => pointInPolygon(x, y, shape.rings));
  }
  return envelopeOnly ? boxesIntersect(b, pb) : intersectsPolygon(f.geometry, shape.rings);
}

/** Throws WhereError for a bad clause or unknown field. */
export function runQuery(features: Feature[], layer: LayerDef, spec: QuerySpec, idName: string): Feature[] {
  const resolve = fieldResolver(layer, idName, spec.idAliases);
  const where = compileWhere(spec.where, { resolveField: resolve });
  const ids = spec.objectIds && new Set(spec.objectIds);
  const out = features.filter((f) => {
    if (ids && !ids.has(f.fid)) return false;
    if (spec.shape && !matchesShape(f, spec.shape, !!spec.envelopeOnly, !!spec.mustInside)) return false;
    return where((name) => (name === idName ? f.fid : (f.attributes[name] ?? null)));
  });
  if (spec.orderBy?.length) {
    const keys = spec.orderBy.map((o) => ({ field: resolve(o.field), desc: o.desc }));
    const value = (f: Feature, field: string) => (field === idName ? f.fid : f.attributes[field]);
    out.sort((a, b) => {
      for (const k of keys) {
        const x = value(a, k.field!);
        const y = value(b, k.field!);
        if (x === y) continue;
        // NULLs sort first ascending, as in most databases' default.
        const c = x === null || x === undefined ? -1 : y === null || y === undefined ? 1 : x < y ? -1 : 1;
        return k.desc ? -c : c;
      }
      return a.fid - b.fid;
    });
  }
  return out;
}

/** `"name_en ASC, mag DESC"` → order list; unknown fields are returned by name for the caller to report. */
export function parseOrderBy(value: string | undefined): { field: string; desc: boolean }[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [field, dir] = s.split(/\s+/);
      return { field, desc: /^desc$/i.test(dir ?? '') };
    });
}
