// ObjectIdsParameter: the features with these ids (IGServer FID, ArcGIS OBJECTID).
import { show, type Rule } from '../../base/validateProps.ts';
import { BaseParameter, type BaseParameterOptions } from './baseParameter.ts';
import { parseObjectIds } from './rules.ts';
import type { QueryRequest } from './types.ts';

export interface ObjectIdsParameterOptions extends BaseParameterOptions {
  /** `[1, 2, 3]`, `'1,2,3'` or one id. */
  objectIds: number[] | string | number;
}

const objectIdsRule: Rule = (v) => {
  if (v === undefined) return `is required: feature ids such as [1, 2, 3], got ${show(v)}`;
  const ids = parseObjectIds(v);
  return typeof ids === 'string' ? ids : undefined;
};

export class ObjectIdsParameter extends BaseParameter {
  static override readonly component: string = 'ObjectIdsParameter';
  static override readonly rules = { ...BaseParameter.rules, objectIds: objectIdsRule };

  declare objectIds: number[] | string | number;

  constructor(options: ObjectIdsParameterOptions) {
    super(options);
  }

  protected override filter(): Pick<QueryRequest, 'objectIds'> {
    return { objectIds: parseObjectIds(this.objectIds) as number[] };
  }
}
