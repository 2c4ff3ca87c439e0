// Shared by MapLib's unit tests: the message of the MapLibError a call throws, and a layer placed on a stand-in map.
import * as assert from 'uvu/assert';
import { MapLibError } from '../../maplib/src/core/base/mapLibError.ts';

/** The message of the MapLibError `fn` throws; fails the test when it throws something else or nothing. */
export function mapLibErrorMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    assert.instance(e, MapLibError);
    assert.is((e as Error).name, 'MapLibError');
    return (e as Error).message;
  }
  throw new Error('expected a MapLibError');
}

/** A layer as if on a map of `crs` (what URL building reads from the view), without a MapLibre map. */
export function onMap<T extends object>(layer: T, crs: string): T {
  (layer as unknown as { view: unknown }).view = { getCrs: () => crs, removed: false };
  return layer;
}
