// GeometryParameter: the features that meet (Intersect) or lie inside (MustInside) a geometry, optionally narrowed
// by a where clause. The geometry is GeoJSON in lon/lat, a GeoJSON Feature, an object with toGeoJSON(), or a box.
import { boolean, oneOf, type Rule } from '../../base/validateProps.ts';
import { BaseParameter, type BaseParameterOptions } from './baseParameter.ts';
import { readShape, type BoxInput, type GeometryInput } from './queryShape.ts';
import { text } from './rules.ts';
import type { QueryRequest, QueryShape } from './types.ts';

export type SpatialRelationType = 'Intersect' | 'MustInside';

export interface GeometryParameterOptions extends BaseParameterOptions {
  /** Required by the time a request is written (or set with fromGeoJSON). */
  geometry?: GeometryInput | BoxInput;
  /** A SQL condition the features must also meet. */
  where?: string;
  /** Compare the features' bounding rectangles only. Default false. */
  compareRectOnly?: boolean;
  /** Count the layers' display conditions (IGServer only). Default false. */
  enableDisplayCondition?: boolean;
  /** `'Intersect'` (default): features meeting the geometry; `'MustInside'`: features wholly inside it. */
  spatialRelationType?: SpatialRelationType;
}

/** The rule of a spatial parameter's `geometry`, from its reader. */
export const shapeRule =
  (read: (v: unknown) => unknown): Rule =>
  (v) => {
    if (v === undefined) return undefined;
    const r = read(v);
    return typeof r === 'string' ? r : undefined;
  };

/** What GeometryParameter and RectangleParameter share besides `geometry`. */
export const SPATIAL_RULES = {
  where: (v: unknown) => (v === '' ? undefined : text('a condition such as "mag > 5"')(v, {})),
  compareRectOnly: boolean,
  enableDisplayCondition: boolean,
  spatialRelationType: oneOf('Intersect', 'MustInside'),
};
export const SPATIAL_DEFAULTS = { compareRectOnly: false, enableDisplayCondition: false, spatialRelationType: 'Intersect' };

export class GeometryParameter extends BaseParameter {
  static override readonly component: string = 'GeometryParameter';
  static override readonly defaults = { ...BaseParameter.defaults, ...SPATIAL_DEFAULTS };
  static override readonly rules = {
    ...BaseParameter.rules,
    geometry: shapeRule(readShape),
    ...SPATIAL_RULES,
  };
  static override readonly required: Record<string, string> = { geometry: "a GeoJSON geometry such as { type: 'Point', coordinates: [116.4, 39.9] } (or fromGeoJSON(feature))" };

  declare geometry: GeometryInput | BoxInput;
  declare where: string | undefined;
  declare compareRectOnly: boolean;
  declare enableDisplayCondition: boolean;
  declare spatialRelationType: SpatialRelationType;

  constructor(options: GeometryParameterOptions = {}) {
    // MapGIS's RectangleParameter wrote 'Intersects'; it is the same relation.
    super((options && (options.spatialRelationType as string) === 'Intersects' ? { ...options, spatialRelationType: 'Intersect' } : options) as BaseParameterOptions);
  }

  /** Takes the geometry of a GeoJSON Feature or geometry (as MapGIS's `fromGeoJSON`); returns the parameter. */
  fromGeoJSON(geojson: GeometryInput): this {
    const previous = this.geometry;
    this.geometry = geojson;
    try {
      return this.check();
    } catch (err) {
      this.geometry = previous;
      throw err;
    }
  }

  /** The filter's shape. */
  protected shape(): QueryShape {
    return readShape(this.geometry) as QueryShape;
  }

  protected override filter(): Pick<QueryRequest, 'where' | 'spatial'> {
    const where = this.where?.trim();
    return {
      where: where || undefined,
      spatial: {
        shape: this.shape(),
        mustInside: this.spatialRelationType === 'MustInside',
        compareRectOnly: this.compareRectOnly,
        enableDisplayCondition: this.enableDisplayCondition,
      },
    };
  }
}
