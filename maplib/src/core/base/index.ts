// What every component shares: the component base, prop validation, errors.
export type { MapChild } from './mapChild.ts';
export { MapComponent } from './component.ts';
export { MapLibError } from './mapLibError.ts';
export { validateProps, type Rule, type Rules } from './validateProps.ts';
