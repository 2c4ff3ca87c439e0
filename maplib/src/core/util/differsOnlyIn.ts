// Whether two specs differ only in some keys: what decides if a live source can be patched (setData, setTiles…).
import { deepEqual } from './deepEqual.ts';

/** True when two source specs differ only in the given keys. */
export function differsOnlyIn(a: object, b: object, keys: string[]): boolean {
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (!keys.includes(k) && !deepEqual(ra[k], rb[k])) return false;
  }
  return true;
}
