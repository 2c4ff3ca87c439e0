// Prop aliases: the original library's spelling of a prop MapLib names differently (Marker `coordinates` for `lngLat`,
// Popup `showed` for `open`). One place turns an alias into its MapLib name, before validation, so a component keeps
// a single stored name and every patch compares that name only.
import { MapLibError } from './mapLibError.ts';
import { show, type Rules } from './validateProps.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { sayOnce } from './devNotes.ts';

/** A one-time console note that `alias`, the original library's name, is read as MapLib's `name`. */
export function noteAlias(component: string, alias: string, name: string): void {
  sayOnce(`alias ${component}.${alias}`, 'info', `MapLib: ${component}'s "${alias}" (the original library's name) is read as "${name}"; MapLib's name is "${name}".`);
}

/** alias → MapLib name, e.g. `{ coordinates: 'lngLat' }`. */
export type Aliases = Readonly<Record<string, string>>;

/**
 * `props` with each alias given renamed to its MapLib name. A bad alias value is named by the alias (the rule of its
 * MapLib name, from `rules`); an alias and its MapLib name given together with different values is an error (which
 * one would win is a guess). An alias set to undefined removes nothing: it is dropped.
 */
export function resolveAliases<P extends object>(component: string, aliases: Aliases, rules: Rules, props: P): P {
  let out: Record<string, unknown> | undefined;
  for (const [alias, name] of Object.entries(aliases)) {
    if (!(alias in props)) continue;
    noteAlias(component, alias, name);
    out ??= { ...(props as Record<string, unknown>) };
    const value = out[alias];
    delete out[alias];
    if (value === undefined) continue;
    const problem = rules[name]?.(value, out);
    if (problem) throw new MapLibError(component, [`${alias} ${problem}`]);
    if (out[name] !== undefined && !deepEqual(out[name], value))
      throw new MapLibError(component, [`${alias} is another name for ${name}: give one of them, got ${name} ${show(out[name])} and ${alias} ${show(value)}`]);
    out[name] = value;
  }
  return (out ?? props) as P;
}
