// <Compare>: the swipe between its two <Map> children, the before map then the after map. It stacks them in its own
// <div>, takes their MapViews through their refs, and runs the core Compare once both exist.
import { cloneElement, useEffect, useImperativeHandle, useRef, useState, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';
import { Compare as CoreCompare, checkCompareProps, type CompareProps } from '../core/controls/compare/compare.ts';
import type { MapView } from '../core/map/mapView.ts';
import { mapElements, useMapRef } from './twoMaps.ts';

export type CompareReactProps = CompareProps & {
  /** Two <Map> elements: the before map (left, or above), then the after map. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** Receives the core Compare once both maps exist (null before). */
  ref?: Ref<CoreCompare | null>;
};

const NOT_PROPS = new Set(['children', 'className', 'style', 'id', 'ref']);

function compareProps(props: CompareReactProps): CompareProps {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) if (!NOT_PROPS.has(k)) out[k] = v;
  return out as CompareProps;
}

export function Compare(props: CompareReactProps) {
  const own = compareProps(props);
  checkCompareProps(own);
  const [beforeChild, afterChild] = mapElements('Compare', 'the before map then the after map', props.children);
  const [before, setBefore] = useState<MapView | null>(null);
  const [after, setAfter] = useState<MapView | null>(null);
  const [compare, setCompare] = useState<CoreCompare | null>(null);
  const latest = useRef(own);
  latest.current = own;

  useEffect(() => {
    if (!before || !after) return;
    const c = new CoreCompare(before, after, latest.current);
    setCompare(c);
    return () => {
      c.destroy();
      setCompare(null);
    };
  }, [before, after]);

  // After every render: props left out go back to their defaults, as with every MapLib component.
  useEffect(() => {
    if (!compare || compare.removed) return;
    const next: Record<string, unknown> = {};
    for (const k of Object.keys(compare.props)) next[k] = undefined;
    compare.update(Object.assign(next, own));
  });

  useImperativeHandle(props.ref, () => compare as CoreCompare, [compare]);

  const beforeRef = useMapRef(beforeChild, setBefore);
  const afterRef = useMapRef(afterChild, setAfter);
  // The classes the core gives are set here too, so React's own className never takes them away and the first
  // layout is already the stacked one (the maps are created at the container's size).
  const classes = (child: ReactElement<any>, ...names: string[]) => [child.props.className, 'maplib-compare-map', ...names].filter(Boolean).join(' ');
  return (
    <div id={props.id} className={['maplib-compare', `maplib-compare-${own.orientation ?? 'vertical'}`, props.className].filter(Boolean).join(' ')} style={{ position: 'relative', width: '100%', height: 400, ...props.style }}>
      {cloneElement(beforeChild, { ref: beforeRef, className: classes(beforeChild, 'maplib-compare-before') })}
      {cloneElement(afterChild, { ref: afterRef, className: classes(afterChild, 'maplib-compare-after') })}
    </div>
  );
}
