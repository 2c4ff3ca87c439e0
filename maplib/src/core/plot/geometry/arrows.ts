// The arrow family of tactical graphics, from control points on a plane (projected metres, y up): attack arrows
// (进攻方向) with a flat or swallow tail, squad combat (分队战斗行动) whose tail is one point, the pincer (钳击), the fine
// straight arrow (细直箭头) and the plain straight arrow (直箭头). Proportions follow the plotting convention: a head
// 0.18 of the arrow's base length long (never longer than 0.8 of the tail's width), 0.3 of its length wide on each
// side, a neck 0.85 of the head's length back and 0.15 of it wide on each side; edges taper from tail to neck and
// are smoothed with a quadratic B-spline.
import type * as GeoJSON from 'geojson';
import { quadraticBSpline, type XY } from '../../geo/curves.ts';
import { add, baseLength, cross, direction, distance, leftNormal, mid, pathLength, scale, sub, vertexNormals, type Pt } from './vectors.ts';

export interface ArrowProportions {
  /** Head length as a share of the base length. */
  headHeight: number;
  /** Head half-width as a share of the head's length. */
  headWidth: number;
  /** Where the neck sits, as a share of the head's length back from the tip. */
  neckHeight: number;
  /** Neck half-width as a share of the head's length. */
  neckWidth: number;
  /** The head is at most this share of the tail's width long. */
  headTailLimit: number;
}

export const ATTACK_ARROW: Readonly<ArrowProportions> = { headHeight: 0.18, headWidth: 0.3, neckHeight: 0.85, neckWidth: 0.15, headTailLimit: 0.8 };
/** Squad combat arrows: the tail's width as a share of the base length (its one control point is the tail's middle). */
export const SQUAD_TAIL_WIDTH = 0.1;
/** A swallow tail's notch depth as a share of the tail's half-width. */
export const SWALLOW_DEPTH = 1;

interface Head {
  tip: Pt;
  neck: Pt;
  /** Head and neck corners, offset by +normal (the left of travel) and −normal. */
  headPlus: Pt;
  headMinus: Pt;
  neckPlus: Pt;
  neckMinus: Pt;
}

function arrowHead(spine: readonly XY[], tailWidth: number, p: ArrowProportions): Head {
  const tip: Pt = [spine[spine.length - 1][0], spine[spine.length - 1][1]];
  const before = spine[spine.length - 2];
  const length = Math.min(baseLength(spine) * p.headHeight, tailWidth * p.headTailLimit, distance(before, tip));
  const along = direction(before, tip);
  const n = leftNormal(along);
  const base = sub(tip, scale(along, length));
  const neck = sub(tip, scale(along, length * p.neckHeight));
  return {
    tip,
    neck,
    headPlus: add(base, scale(n, length * p.headWidth)),
    headMinus: sub(base, scale(n, length * p.headWidth)),
    neckPlus: add(neck, scale(n, length * p.neckWidth)),
    neckMinus: sub(neck, scale(n, length * p.neckWidth)),
  };
}

/**
 * The outline of one arrow from its tail corner `from`, up that side, round the head and down to the other tail
 * corner `to` (not closed). `via` are the spine's points between the tail's middle and the tip.
 */
export function arrowOutline(from: XY, to: XY, via: readonly XY[], tip: XY, p: ArrowProportions = ATTACK_ARROW): Pt[] {
  const tailMid = mid(from, to);
  const tailWidth = distance(from, to);
  const head = arrowHead([tailMid, ...via, tip], tailWidth, p);
  const path = [tailMid, ...via, head.neck];
  // Which side of travel `from` lies on decides which head corner its edge meets.
  const fromIsLeft = cross(direction(tailMid, path[1]), sub(from, tailMid)) >= 0;
  const normals = vertexNormals(path);
  const total = pathLength(path) || 1;
  const neckHalf = distance(head.neckPlus, head.neckMinus) / 2;
  const fromSide: Pt[] = [[from[0], from[1]]];
  const toSide: Pt[] = [[to[0], to[1]]];
  let run = 0;
  for (let i = 1; i < path.length - 1; i++) {
    run += distance(path[i - 1], path[i]);
    const half = tailWidth / 2 + (neckHalf - tailWidth / 2) * (run / total);
    const offset = scale(normals[i], fromIsLeft ? half : -half);
    fromSide.push(add(path[i], offset));
    toSide.push(sub(path[i], offset));
  }
  fromSide.push(fromIsLeft ? head.neckPlus : head.neckMinus);
  toSide.push(fromIsLeft ? head.neckMinus : head.neckPlus);
  const [headFrom, headTo] = fromIsLeft ? [head.headPlus, head.headMinus] : [head.headMinus, head.headPlus];
  return [...quadraticBSpline(fromSide), headFrom, head.tip, headTo, ...quadraticBSpline(toSide).reverse()];
}

const polygon = (ring: Pt[]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: [[...ring, ring[0]]] });

/** The notch point of a swallow tail: from the tail's middle, into the arrow along its first leg. */
function swallowPoint(tailMid: XY, next: XY, tailHalfWidth: number, spineLength: number): Pt {
  return add(tailMid, scale(direction(tailMid, next), Math.min(tailHalfWidth * SWALLOW_DEPTH, spineLength / 3)));
}

/** Attack arrow: points 1–2 the tail's corners, then the spine to the tip (three or more points). */
export function attackArrow(points: readonly XY[], swallowTail = false): GeoJSON.Polygon {
  const [a, b, ...spine] = points;
  const outline = arrowOutline(a, b, spine.slice(0, -1), spine[spine.length - 1]);
  if (swallowTail) {
    const tailMid = mid(a, b);
    outline.push(swallowPoint(tailMid, spine[0], distance(a, b) / 2, pathLength([tailMid, ...spine])));
  }
  return polygon(outline);
}

/** Squad combat: the spine from the tail's middle to the tip (two or more points); the tail's width follows its length. */
export function squadCombat(points: readonly XY[], swallowTail = false): GeoJSON.Polygon {
  const half = (baseLength(points) * SQUAD_TAIL_WIDTH) / 2;
  const n = leftNormal(direction(points[0], points[1]));
  const left = add(points[0], scale(n, half));
  const right = sub(points[0], scale(n, half));
  const outline = arrowOutline(left, right, points.slice(1, -1), points[points.length - 1]);
  if (swallowTail) outline.push(swallowPoint(points[0], points[1], half, pathLength(points)));
  return polygon(outline);
}

/**
 * Pincer (钳击): points 1–2 the shared tail's outer corners, 3 the tip of the arm that starts at corner 2, 4 the tip of
 * the arm from corner 1, 5 (optional) where the arms part — by default a third of the way from the tail's middle to
 * the tips' middle. Each arm bows outwards a little, away from the other.
 */
export function doubleArrow(points: readonly XY[]): GeoJSON.Polygon {
  const [a, b, tipB, tipA] = points;
  const tailMid = mid(a, b);
  const fork = points[4] ? ([points[4][0], points[4][1]] as Pt) : add(tailMid, scale(sub(mid(tipA, tipB), tailMid), 1 / 3));
  const arm = (corner: XY, inner: XY, tip: XY, other: XY): Pt[] => {
    const start = mid(corner, inner);
    const bow = leftNormal(direction(start, tip));
    const away = cross(direction(start, tip), sub(other, start)) > 0 ? -1 : 1; // other tip on the left: bow right
    const via = add(mid(start, tip), scale(bow, away * distance(start, tip) * 0.12));
    return arrowOutline(corner, inner, [via], tip);
  };
  const armA = arm(a, fork, tipA, tipB); // a → … → fork
  const armB = arm(fork, b, tipB, tipA); // fork → … → b
  return polygon([...armA, ...armB.slice(1)]);
}

/** Full widths of the fine straight arrow as shares of its length. */
export const FINE_ARROW = { tailWidth: 0.05, neckWidth: 0.1, headWidth: 0.2, headLength: 0.22, neckLength: 0.17 } as const;

/** Fine straight arrow (细直箭头): two points, tail and tip; a slim shaft widening to the neck, and a swept head. */
export function fineArrow(points: readonly XY[]): GeoJSON.Polygon {
  const [tail, tip] = points;
  const length = distance(tail, tip);
  const along = direction(tail, tip);
  const n = leftNormal(along);
  const at = (back: number, half: number, side: 1 | -1) => add(sub(tip, scale(along, back * length)), scale(n, side * half * length));
  const f = FINE_ARROW;
  const t: Pt = [tip[0], tip[1]];
  return polygon([
    at(1, f.tailWidth / 2, 1),
    at(f.neckLength, f.neckWidth / 2, 1),
    at(f.headLength, f.headWidth / 2, 1),
    t,
    at(f.headLength, f.headWidth / 2, -1),
    at(f.neckLength, f.neckWidth / 2, -1),
    at(1, f.tailWidth / 2, -1),
  ]);
}

/** Straight arrow (直箭头): a line from the first point to the last with two barbs at 25° and 0.15 of its length. */
export function straightArrow(points: readonly XY[]): GeoJSON.MultiLineString {
  const line = points.map((p) => [p[0], p[1]]);
  const tip = points[points.length - 1];
  const back = direction(tip, points[points.length - 2]);
  const barb = pathLength(points) * 0.15;
  const turn = (v: XY, angle: number): Pt => [v[0] * Math.cos(angle) - v[1] * Math.sin(angle), v[0] * Math.sin(angle) + v[1] * Math.cos(angle)];
  const angle = (25 * Math.PI) / 180;
  return {
    type: 'MultiLineString',
    coordinates: [line, [add(tip, scale(turn(back, angle), barb)), [tip[0], tip[1]], add(tip, scale(turn(back, -angle), barb))]],
  };
}
