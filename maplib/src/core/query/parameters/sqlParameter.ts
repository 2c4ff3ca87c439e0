// SQLParameter: the features a SQL where clause selects (`name_en = 'China'`, `mag >= 5 AND depth < 70`).
import { BaseParameter, type BaseParameterOptions } from './baseParameter.ts';
import { text } from './rules.ts';
import type { QueryRequest } from './types.ts';

export interface SQLParameterOptions extends BaseParameterOptions {
  /** The condition of a SQL where clause, without `WHERE`; required by the time a request is written. */
  where?: string;
}


export class SQLParameter extends BaseParameter {
  static override readonly component: string = 'SQLParameter';
  static override readonly rules = { ...BaseParameter.rules, where: text('a condition such as "mag > 5"') };
  static override readonly required = { where: `a condition such as "name_en = 'China'"` };

  declare where: string;

  constructor(options: SQLParameterOptions = {}) {
    super(options);
  }

  protected override filter(): Pick<QueryRequest, 'where'> {
    return { where: this.where.trim() };
  }
}
