// wrap(name, CoreClass): the React component of a core MapComponent — created in render, attached on mount, updated
// after every render, detached on unmount; React children can render into a DOM prop of the core object (a portal), and
// a render prop into the element a core render function returns.
import { useEffect, useImperativeHandle, useRef, useState, type FunctionComponent, type ReactNode, type ReactPortal, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from './mapContext.ts';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapComponent } from '../core/base/component.ts';
import { propsUpdate } from '../bindings/propsUpdate.ts';

/** Props the React component handles itself and never passes to the core object. */
const REACT_ONLY = new Set(['children', 'key', 'ref']);

export interface WrapOptions<K, R = string> {
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
  /**
   * A core prop that is a render function of the component's state returning a DOM node (StateBar `render`): the React
   * prop of that name is a render prop, `(state) => ReactNode`. The core gets a function that keeps the state it is
   * called with and returns one element made for this component; the render prop's nodes render into it (a portal)
   * each time the state changes.
   */
  renderProp?: R;
}

/** `P` with its render function `R` taking React nodes: `(state) => ReactNode` instead of `(state) => Node`. */
export type WithRenderProp<P, R extends keyof P> = Omit<P, R> & {
  [K in R]?: (state: Parameters<Extract<P[K], (...args: any[]) => unknown>>[0]) => ReactNode;
};

/** The React props of a wrapped class: its core props, `ref` (receives the core object), and children when it takes them. */
export type WrappedProps<P, C, K extends keyof P = never> = [K] extends [never]
  ? P & { ref?: Ref<C> }
  : Omit<P, K> & { children?: ReactNode; ref?: Ref<C> };

function coreProps(props: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!REACT_ONLY.has(k)) out[k] = v;
  return out;
}

/** Nothing rendered yet: the core has not called its render function. */
const NO_STATE = Symbol('no state');

export function wrap<C extends MapComponent<any>, K extends keyof C['props'] = never, R extends keyof C['props'] = never>(
  name: string,
  Core: new (props: C['props']) => C,
  options: WrapOptions<K, R> = {},
): FunctionComponent<WrappedProps<[R] extends [never] ? C['props'] : WithRenderProp<C['props'], R>, C, K & keyof C['props']>> {
  type P = C['props'];
  const childrenInto = options.childrenInto as string | undefined;
  const renderProp = options.renderProp as string | undefined;

  function Wrapped(rawProps: WrappedProps<P, C, K>): ReactNode {
    const view = useMap();
    if (!view) throw new MapLibError(name, ['must be rendered inside <Map>']);
    const children = (rawProps as { children?: ReactNode }).children;
    // #region element
    // One element for the component's whole life: the core object compares it by identity, a new one would re-create.
    const [element] = useState(() =>
      childrenInto && typeof document !== 'undefined' && (!options.elementFixedAtMount || children != null) ? document.createElement('div') : undefined,
    );
    const portal = element && (options.elementFixedAtMount || children != null);
    const props = coreProps(rawProps);
    if (portal) props[childrenInto!] = element;
    // #endregion element
    // The render prop: the core calls `coreRender` with its state (on mount and on every change, never while React
    // renders), which keeps the state here and returns the host element the render prop's nodes portal into.
    const userRender = renderProp ? (rawProps as Record<string, unknown>)[renderProp] : undefined;
    const [renderState, setRenderState] = useState<unknown>(NO_STATE);
    const [renderHost] = useState(() => (renderProp && typeof document !== 'undefined' ? document.createElement('div') : undefined));
    const [coreRender] = useState(() => (state: unknown) => {
      setRenderState(() => state);
      return renderHost;
    });
    if (renderProp && typeof userRender === 'function') props[renderProp] = coreRender;
    // Created during render so bad props throw there (error boundaries, demo blocks show the message); constructing a
    // core object has no side effect until it is attached.
    const [child] = useState(() => new Core(props as P));
    // The props the last render gave, to tell what changed (bindings/propsUpdate.ts).
    const rendered = useRef(props);

    useEffect(() => {
      view.add(child);
      return () => view.removeChild(child);
    }, [view, child]);

    useEffect(() => {
      const prev = rendered.current;
      rendered.current = props;
      if (prev === props) return; // the first render's, already given to the constructor
      child.update(propsUpdate(child, prev, props) as Partial<P>);
    });
    useImperativeHandle((rawProps as { ref?: Ref<C> }).ref, () => child, [child]);
    const portals: ReactPortal[] = [];
    if (portal) portals.push(createPortal(children, element, 'children'));
    if (renderHost && typeof userRender === 'function' && renderState !== NO_STATE) portals.push(createPortal((userRender as (s: unknown) => ReactNode)(renderState), renderHost, 'render'));
    return portals.length > 1 ? portals : (portals[0] ?? null);
  }

  Wrapped.displayName = name;
  return Wrapped as FunctionComponent<any>;
}
