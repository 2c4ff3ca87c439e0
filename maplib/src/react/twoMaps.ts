// What the React components over two maps share (<Compare>, <PlotLink>): their two <Map> children, checked, and refs
// that record each child's MapView while still calling the ref the child was given.
import { isValidElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapView } from '../core/map/mapView.ts';

/** The two map elements, or a MapLibError naming `component` and what each child is for. */
export function mapElements(component: string, roles: string, children: ReactNode): [ReactElement<any>, ReactElement<any>] {
  const all = [children].flat(Infinity as 1).filter((c) => c !== null && c !== undefined && typeof c !== 'boolean');
  if (all.length !== 2 || !all.every((c) => isValidElement(c))) {
    throw new MapLibError(component, [`needs two <Map> children, ${roles}, got ${all.length === 2 ? 'two children that are not both elements' : all.length}`]);
  }
  return all as [ReactElement<any>, ReactElement<any>];
}

/** A ref for a map child that records its MapView here and still calls the ref the child was given. */
export function useMapRef(child: ReactElement<any>, record: (view: MapView | null) => void): (view: MapView | null) => void {
  const own = child.props.ref as Ref<MapView | null> | undefined;
  return useCallback(
    (view: MapView | null) => {
      record(view);
      if (typeof own === 'function') own(view);
      else if (own) own.current = view;
    },
    [own, record],
  );
}
