// The state of one tactical graphic being drawn: its type, the control points clicked so far, and what to show with
// the pointer's position as the next point. Pure, so the rules (when a graphic is complete, when it may be finished,
// what the preview holds) are unit-tested without a map.
import type * as GeoJSON from 'geojson';
import { PLOT_GRAPHICS, type PlotType } from '../../plot/geometry/catalog.ts';

export class PlotDrawing {
  readonly points: GeoJSON.Position[] = [];

  constructor(readonly type: PlotType) {}

  get minPoints(): number {
    return PLOT_GRAPHICS[this.type].minPoints;
  }

  get maxPoints(): number {
    return PLOT_GRAPHICS[this.type].maxPoints;
  }

  /** Adds a clicked point; true when the graphic has all the points it takes (it finishes itself). */
  add(point: GeoJSON.Position): boolean {
    const last = this.points[this.points.length - 1];
    // A double-click's two clicks land on one pixel: the second is not a new point.
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.points.push([point[0], point[1]]);
    return this.points.length >= this.maxPoints;
  }

  /** Takes back the last point; false when there was none. */
  removeLast(): boolean {
    return this.points.pop() !== undefined;
  }

  /** Enough points to make the graphic. */
  get canFinish(): boolean {
    return this.points.length >= this.minPoints;
  }

  /**
   * The control points to preview with the pointer at `cursor`: the clicked ones and the pointer as the next, when
   * that makes a drawable graphic; else undefined (draw just the points clicked).
   */
  preview(cursor: GeoJSON.Position | undefined): GeoJSON.Position[] | undefined {
    const pts = cursor && this.points.length < this.maxPoints ? [...this.points, [cursor[0], cursor[1]]] : [...this.points];
    return pts.length >= this.minPoints ? pts : undefined;
  }
}
