// wrap(name, CoreClass): the React component of a core MapComponent — created in render, attached on mount, updated
// after every render, detached on unmount; React children can render into a DOM prop of the core object (a portal).
import { useEffect, useImperativeHandle, useRef, useState, type FunctionComponent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from './mapContext.ts';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapComponent } from '../core/base/component.ts';

/** Props the React component handles itself and never passes to the core object. */
const REACT_ONLY = new Set(['children', 'key', 'ref']);

export interface WrapOptions<K> {
  /**
   * A core prop that takes an HTMLElement (Marker `element`, Popup `content`): when the React element has children,
   * they render into one element made for this component, and that element is the prop's value.
   */
  childrenInto?: K;
  /**
   * The element is decided at mount and kept: made only when there are children then, and passed for the
   * component's whole life (Marker: a marker mounted as the default pin stays one; remount it with a new `key`).
   * Without it the element is passed while there are children (Popup: no children means `html`/`text` content).
   */
  elementFixedAtMount?: boolean;
}

/** The React props of a wrapped class: its core props, `ref` (receives the core object), and children when it takes them. */
export type WrappedProps<P, C, K extends keyof P = never> = [K] extends [never]
  ? P & { ref?: Ref<C> }
  : Omit<P, K> & { children?: ReactNode; ref?: Ref<C> };

function coreProps(props: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!REACT_ONLY.has(k)) out[k] = v;
  return out;
}

export function wrap<C extends MapComponent<any>, K extends keyof C['props'] = never>(
  name: string,
  Core: new (props: C['props']) => C,
  options: WrapOptions<K> = {},
): FunctionComponent<WrappedProps<C['props'], C, K>> {
  type P = C['props'];
  const childrenInto = options.childrenInto as string | undefined;

  function Wrapped(rawProps: WrappedProps<P, C, K>): ReactNode {
    const view = useMap();
    if (!view) throw new MapLibError(name, ['must be rendered inside <Map>']);
    const children = (rawProps as { children?: ReactNode }).children;
    // One element for the component's whole life: the core object compares it by identity, a new one would re-create.
    const [element] = useState(() =>
      childrenInto && typeof document !== 'undefined' && (!options.elementFixedAtMount || children != null) ? document.createElement('div') : undefined,
    );
    const portal = element && (options.elementFixedAtMount || children != null);
    const props = coreProps(rawProps);
    if (portal) props[childrenInto!] = element;
    // Created during render so bad props throw there (error boundaries, demo blocks show the message); constructing a
    // core object has no side effect until it is attached.
    const [child] = useState(() => new Core(props as P));
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
    return portal ? createPortal(children, element) : null;
  }

  Wrapped.displayName = name;
  return Wrapped;
}
