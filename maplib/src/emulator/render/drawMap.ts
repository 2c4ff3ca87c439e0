// Draws layers into a surface for a bbox in a CRS: polygons filled, lines stroked, points as circles, with world
// copies when the bbox crosses the antimeridian (at most MAX_WORLD_COPIES: extent.ts). No labels: server images carry
// no text but a watermark.
import type { CrsKind } from '../geo/crs.ts';
import { boxesIntersect, geometryBBox, linesOf, pointsOf, project, reprojectBBox, worldWidth, type BBox } from '../../core/geo/index.ts';
import type { Feature, LayerDef, Position } from '../types.ts';
import type { Ctx2D, Surface } from './surface.ts';
import { drawWatermark } from './watermark.ts';
import { worldOffsets } from './extent.ts';

export interface DrawLayer {
  layer: LayerDef;
  features: Feature[];
  /** Overrides of the layer's own style (IGServer `style`, Tianditu variants). */
  style?: Partial<LayerDef['style']>;
}

export interface DrawOptions {
  /** `[minx, miny, maxx, maxy]` in CRS units, x = east. */
  bbox: BBox;
  kind: CrsKind;
  layers: DrawLayer[];
  /** Background colour; `null` for a transparent image. */
  background: string | null;
  watermark?: string;
  /**
   * Draw in another plane than `kind`'s: lon/lat → x/y of `bbox`'s units, and the width of one world there (0: no
   * world copies). Simulated Gaode (GCJ-02) and Baidu (BD09MC) tiles draw the WGS84 data shifted this way.
   */
  projection?: Projection;
}

export interface Projection {
  project(lon: number, lat: number): [number, number];
  period: number;
}

export function drawMap(surface: Surface, o: DrawOptions): void {
  const { ctx, width, height } = surface;
  const [minx, miny, maxx, maxy] = o.bbox;
  if (o.background) {
    ctx.fillStyle = o.background;
    ctx.fillRect(0, 0, width, height);
  }
  const sx = width / (maxx - minx);
  const sy = height / (maxy - miny);
  const period = o.projection ? o.projection.period : worldWidth(o.kind);
  const offsets = period ? worldOffsets(minx, maxx, period) : [0];
  ctx.lineJoin = 'round';
  for (const { layer, features, style: override } of o.layers) {
    const style = { ...layer.style, ...override };
    const radius = style.radius ?? 3;
    // A margin in CRS units so points and strokes at the edge are not cut off between neighbouring tiles.
    const mx = (radius + style.width) / sx;
    const my = (radius + style.width) / sy;
    for (const offset of offsets) {
      const view: BBox = [minx - offset - mx, miny - my, maxx - offset + mx, maxy + my];
      const px = (p: Position): [number, number] => {
        const [x, y] = o.projection
          ? o.projection.project(p[0], p[1])
          : project(o.kind, p[0], p[1]);
        return [(x + offset - minx) * sx, (maxy - y) * sy];
      };
      for (const f of features) {
        if (!boxesIntersect(o.projection ? boundsIn(f, o.projection) : projectedBounds(f, o.kind), view)) continue;
        drawFeature(ctx, f, px, style, radius);
      }
    }
  }
  if (o.watermark) drawWatermark(ctx, width, height, o.watermark);
}

const projectedCache = { mercator: new WeakMap<Feature['geometry'], BBox>(), geographic: new WeakMap<Feature['geometry'], BBox>() };

function projectedBounds(f: Feature, kind: CrsKind): BBox {
  const cache = projectedCache[kind];
  let b = cache.get(f.geometry);
  if (!b) cache.set(f.geometry, (b = reprojectBBox(geometryBBox(f.geometry), 'geographic', kind)));
  return b;
}

const boundsByProjection = new WeakMap<Projection, WeakMap<Feature['geometry'], BBox>>();

/** A feature's box in a projection's plane, from every vertex (a shift is not monotonic like kind's projections). */
function boundsIn(f: Feature, projection: Projection): BBox {
  let cache = boundsByProjection.get(projection);
  if (!cache) boundsByProjection.set(projection, (cache = new WeakMap()));
  let b = cache.get(f.geometry);
  if (!b) cache.set(f.geometry, (b = geometryBBox(f.geometry, (p) => projection.project(p[0], p[1]))));
  return b;
}

function path(ctx: Ctx2D, line: Position[], px: (p: Position) => [number, number], close: boolean): void {
  line.forEach((p, i) => {
    const [x, y] = px(p);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  if (close) ctx.closePath();
}

function drawFeature(ctx: Ctx2D, f: Feature, px: (p: Position) => [number, number], style: LayerDef['style'], radius: number): void {
  const g = f.geometry;
  ctx.lineWidth = style.width;
  if (g.type === 'Polygon' || g.type === 'MultiPolygon') {
    ctx.beginPath();
    for (const ring of linesOf(g)) path(ctx, ring, px, true);
    ctx.fillStyle = style.fill;
    ctx.fill('evenodd');
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  } else if (g.type === 'LineString' || g.type === 'MultiLineString') {
    ctx.beginPath();
    for (const l of linesOf(g)) path(ctx, l, px, false);
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
  } else {
    for (const p of pointsOf(g)) {
      const [x, y] = px(p);
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      ctx.fillStyle = style.fill;
      ctx.fill();
      ctx.strokeStyle = style.stroke;
      ctx.stroke();
    }
  }
}
