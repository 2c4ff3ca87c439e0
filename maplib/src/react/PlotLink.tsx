// <PlotLink>: two <Map> children, the flat map of plots then the linked 2.5D map, side by side in its own <div> (a
// grid of two columns unless `style` says otherwise); the core PlotLink runs once both maps exist.
import { cloneElement, useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { PlotLink as CorePlotLink, type PlotLinkProps } from '../core/plot/link/plotLink.ts';
import type { MapView } from '../core/map/mapView.ts';
import { mapElements, useMapRef } from './twoMaps.ts';

export type PlotLinkReactProps = PlotLinkProps & {
  /** Two <Map> elements: the flat map holding the plot layers, then the linked map. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** Receives the core PlotLink once both maps exist (null before). */
  ref?: Ref<CorePlotLink | null>;
};

const NOT_PROPS = new Set(['children', 'className', 'style', 'id', 'ref']);

export function PlotLink(props: PlotLinkReactProps) {
  const own: PlotLinkProps = Object.fromEntries(Object.entries(props).filter(([k]) => !NOT_PROPS.has(k)));
  const [flatChild, linkedChild] = mapElements('PlotLink', 'the flat map of plots then the linked map', props.children);
  const [flat, setFlat] = useState<MapView | null>(null);
  const [linked, setLinked] = useState<MapView | null>(null);
  const [link, setLink] = useState<CorePlotLink | null>(null);
  const latest = useRef(own);
  latest.current = own;

  useEffect(() => {
    if (!flat || !linked) return;
    const l = new CorePlotLink(flat, linked, latest.current);
    setLink(l);
    return () => {
      l.destroy();
      setLink(null);
    };
  }, [flat, linked]);

  // After every render: props left out go back to their defaults, as with every MapLib component.
  useEffect(() => {
    if (!link || link.removed) return;
    const next: Record<string, unknown> = {};
    for (const k of Object.keys(link.props)) next[k] = undefined;
    link.update(Object.assign(next, own));
  });

  useImperativeHandle(props.ref, () => link as CorePlotLink, [link]);
  const flatRef = useMapRef(flatChild, setFlat);
  const linkedRef = useMapRef(linkedChild, setLinked);
  return (
    <div id={props.id} className={['maplib-plot-link', props.className].filter(Boolean).join(' ')} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, height: 400, ...props.style }}>
      {cloneElement(flatChild, { ref: flatRef })}
      {cloneElement(linkedChild, { ref: linkedRef })}
    </div>
  );
}
