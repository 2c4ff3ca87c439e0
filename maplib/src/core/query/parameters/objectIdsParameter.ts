// ObjectIdsParameter: the features with these ids (IGServer FID, ArcGIS OBJECTID).
import type { Rule } from '../../base/validateProps.ts';
import { BaseParameter, type BaseParameterOptions } from './baseParameter.ts';
import { parseObjectIds } from './rules.ts';
import type { QueryRequest } from './types.ts';

export interface ObjectIdsParameterOptions extends BaseParameterOptions {
  /** `[1, 2, 3]`, `'1,2,3'` or one id; required by the time a request is written. */
  objectIds?: number[] | string | number;
}

const objectIdsRule: Rule = (v) => {
  if (v === undefined) return undefined;
  const ids = parseObjectIds(v);
  return typeof ids === 'string' ? ids : undefined;
};

export class ObjectIdsParameter extends BaseParameter {
  static override readonly component: string = 'ObjectIdsParameter';
  static override readonly rules = { ...BaseParameter.rules, objectIds: objectIdsRule };
  static override readonly required = { objectIds: 'feature ids such as [1, 2, 3]' };

  declare objectIds: number[] | string | number;

  constructor(options: ObjectIdsParameterOptions = {}) {
    super(options);
  }

  protected override filter(): Pick<QueryRequest, 'objectIds'> {
    return { objectIds: parseObjectIds(this.objectIds) as number[] };
  }
}
