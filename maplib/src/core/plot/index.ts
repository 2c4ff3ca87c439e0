// 2D plotting (标绘): tactical graphics built from control points.
export * from './geometry/index.ts';
