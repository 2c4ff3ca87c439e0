// Every tactical graphic MapLib draws: its name in both languages, how many control points it takes, what it is made
// of, and the function that builds it on the plane. One table, read by the drawing mode, the plot layer, the docs.
import type * as GeoJSON from 'geojson';
import type { XY } from '../../geo/curves.ts';
import { attackArrow, doubleArrow, fineArrow, squadCombat, straightArrow } from './arrows.ts';
import { arc, assemblyArea, circle, closedCurve, curve, ellipse, flag, lune, polygonOf, polyline, rectangle, sector } from './shapes.ts';

export interface PlotGraphic {
  name: { zh: string; en: string };
  /** Control points: at least, and at most (Infinity: the user finishes the drawing). */
  minPoints: number;
  maxPoints: number;
  /**
   * What it draws: an area (fill and outline), a line, both (flags: cloth and pole), or a point symbol (drawn by
   * milsymbol from the plot's `sidc`, see ../milSymbol/).
   */
  kind: 'area' | 'line' | 'mixed' | 'point';
  build(points: readonly XY[]): GeoJSON.Geometry;
}

const many = Number.POSITIVE_INFINITY;

export const PLOT_GRAPHICS = {
  attackArrow: { name: { zh: '进攻方向', en: 'Attack arrow' }, minPoints: 3, maxPoints: many, kind: 'area', build: (p) => attackArrow(p) },
  tailedAttackArrow: { name: { zh: '进攻方向（燕尾）', en: 'Swallow-tailed attack arrow' }, minPoints: 3, maxPoints: many, kind: 'area', build: (p) => attackArrow(p, true) },
  squadCombat: { name: { zh: '分队战斗行动', en: 'Squad combat arrow' }, minPoints: 2, maxPoints: many, kind: 'area', build: (p) => squadCombat(p) },
  tailedSquadCombat: { name: { zh: '分队战斗行动（燕尾）', en: 'Swallow-tailed squad combat arrow' }, minPoints: 2, maxPoints: many, kind: 'area', build: (p) => squadCombat(p, true) },
  doubleArrow: { name: { zh: '钳击', en: 'Pincer arrow' }, minPoints: 4, maxPoints: 5, kind: 'area', build: doubleArrow },
  fineArrow: { name: { zh: '细直箭头', en: 'Fine straight arrow' }, minPoints: 2, maxPoints: 2, kind: 'area', build: fineArrow },
  straightArrow: { name: { zh: '直箭头', en: 'Straight arrow' }, minPoints: 2, maxPoints: many, kind: 'line', build: straightArrow },
  assemblyArea: { name: { zh: '集结地', en: 'Assembly area' }, minPoints: 3, maxPoints: 3, kind: 'area', build: assemblyArea },
  closedCurve: { name: { zh: '闭合曲面', en: 'Closed curve' }, minPoints: 3, maxPoints: many, kind: 'area', build: closedCurve },
  curve: { name: { zh: '曲线', en: 'Curve' }, minPoints: 2, maxPoints: many, kind: 'line', build: curve },
  arc: { name: { zh: '弧线', en: 'Arc' }, minPoints: 3, maxPoints: 3, kind: 'line', build: arc },
  lune: { name: { zh: '弓形', en: 'Lune' }, minPoints: 3, maxPoints: 3, kind: 'area', build: lune },
  sector: { name: { zh: '扇形', en: 'Sector' }, minPoints: 3, maxPoints: 3, kind: 'area', build: sector },
  circle: { name: { zh: '圆', en: 'Circle' }, minPoints: 2, maxPoints: 2, kind: 'area', build: circle },
  ellipse: { name: { zh: '椭圆', en: 'Ellipse' }, minPoints: 2, maxPoints: 2, kind: 'area', build: ellipse },
  rectangle: { name: { zh: '矩形', en: 'Rectangle' }, minPoints: 2, maxPoints: 2, kind: 'area', build: rectangle },
  rectFlag: { name: { zh: '矩形旗', en: 'Rectangular flag' }, minPoints: 2, maxPoints: 2, kind: 'mixed', build: (p) => flag('rect', p) },
  triangleFlag: { name: { zh: '三角旗', en: 'Triangular flag' }, minPoints: 2, maxPoints: 2, kind: 'mixed', build: (p) => flag('triangle', p) },
  curveFlag: { name: { zh: '曲线旗', en: 'Waving flag' }, minPoints: 2, maxPoints: 2, kind: 'mixed', build: (p) => flag('curve', p) },
  freeLine: { name: { zh: '自由线', en: 'Free line' }, minPoints: 2, maxPoints: many, kind: 'line', build: polyline },
  polyline: { name: { zh: '折线', en: 'Polyline' }, minPoints: 2, maxPoints: many, kind: 'line', build: polyline },
  polygon: { name: { zh: '多边形', en: 'Polygon' }, minPoints: 3, maxPoints: many, kind: 'area', build: polygonOf },
  milSymbol: { name: { zh: '军标', en: 'Military symbol' }, minPoints: 1, maxPoints: 1, kind: 'point', build: (p) => ({ type: 'Point', coordinates: [p[0][0], p[0][1]] }) },
} satisfies Record<string, PlotGraphic>;

export type PlotType = keyof typeof PLOT_GRAPHICS;
export const PLOT_TYPES = Object.keys(PLOT_GRAPHICS) as PlotType[];
