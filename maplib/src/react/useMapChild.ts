// Binds a core child (control, marker, popup, layer) to the nearest <Map>: create in render, attach, update, detach.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useMap } from './mapContext.ts';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapChild } from '../core/base/mapChild.ts';

interface Updatable<P> extends MapChild {
  props: P;
  update(partial: Partial<P>): void;
}

/** Props the React wrapper handles itself and never passes to the core object. */
const REACT_ONLY = new Set(['children', 'key', 'ref']);

export function coreProps<P>(props: object): P {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!REACT_ONLY.has(k)) out[k] = v;
  return out as P;
}

/**
 * `rawProps` are the React props: `children`/`key`/`ref` are dropped, `extra` (an element the wrapper made) is added,
 * and a `ref` receives the core object (so `<VideoLayer ref>` gives `play()`/`pause()`).
 */
export function useMapChild<P extends object, C extends Updatable<P>>(component: string, create: (props: P) => C, rawProps: P, extra: Partial<P> = {}): C {
  const props = { ...coreProps<P>(rawProps), ...extra };
  const view = useMap();
  if (!view) throw new MapLibError(component, ['must be rendered inside <Map>']);
  // Created during render so bad props throw there (error boundaries, demo blocks show the message); constructing a
  // core object has no side effect until it is attached.
  const [child] = useState(() => create(props));
  const mounted = useRef(false);

  useEffect(() => {
    view.add(child);
    return () => view.removeChild(child);
  }, [view, child]);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    // React props replace the old ones: a prop left out goes back to its default, so clear keys missing now.
    const next: Record<string, unknown> = {};
    for (const k of Object.keys(child.props)) next[k] = undefined;
    Object.assign(next, props);
    child.update(next as Partial<P>);
  });
  useImperativeHandle((rawProps as { ref?: Ref<C> }).ref, () => child, [child]);
  return child;
}
