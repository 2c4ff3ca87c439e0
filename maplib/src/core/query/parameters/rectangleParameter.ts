// RectangleParameter: the features that meet (Intersect) or lie inside (MustInside) a lon/lat rectangle, optionally
// narrowed by a where clause. The rectangle is `[west, south, east, north]`, `{ xmin, ymin, xmax, ymax }`, or the
// bounding box of a GeoJSON geometry or Feature; MapGIS code's `rectangle` option is read as `geometry`.
import { GeometryParameter, shapeRule, SPATIAL_RULES, type GeometryParameterOptions } from './geometryParameter.ts';
import { BaseParameter } from './baseParameter.ts';
import { readBox, type BoxInput, type GeometryInput } from './queryShape.ts';
import type { QueryShape } from './types.ts';

export interface RectangleParameterOptions extends Omit<GeometryParameterOptions, 'geometry'> {
  geometry?: BoxInput | GeometryInput;
  /** The name MapGIS's RectangleParameter gave the box: the same as `geometry`. */
  rectangle?: BoxInput;
}

export class RectangleParameter extends GeometryParameter {
  static override readonly component: string = 'RectangleParameter';
  static override readonly rules = {
    ...BaseParameter.rules,
    geometry: shapeRule(readBox),
    ...SPATIAL_RULES,
  };
  static override readonly required: Record<string, string> = { geometry: '[west, south, east, north] such as [70, 15, 140, 55] (or fromGeoJSON(feature))' };
  static override readonly aliases: Record<string, string> = { rectangle: 'geometry' };

  constructor(options: RectangleParameterOptions = {}) {
    super(options as GeometryParameterOptions);
  }

  /** The rectangle as `[west, south, east, north]`. */
  get box(): [number, number, number, number] {
    this.check();
    return readBox(this.geometry) as [number, number, number, number];
  }

  protected override shape(): QueryShape {
    return { type: 'box', box: readBox(this.geometry) as [number, number, number, number] };
  }
}
