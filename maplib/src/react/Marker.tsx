// <Marker>: a core Marker; React children, when given, become the marker's element (rendered through a portal).
import { useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Marker as CoreMarker, type MarkerProps as CoreMarkerProps } from '../core/overlays/marker.ts';
import { useMapChild } from './useMapChild.ts';

export type MarkerProps = Omit<CoreMarkerProps, 'element'> & { children?: ReactNode; ref?: Ref<CoreMarker> };

export function Marker(props: MarkerProps) {
  // The element is fixed at mount: MapLibre cannot swap a live marker's element.
  const [element] = useState(() => (props.children != null && typeof document !== 'undefined' ? document.createElement('div') : undefined));
  useMapChild<CoreMarkerProps, CoreMarker>('Marker', (q) => new CoreMarker(q), props, element ? { element } : {});
  return element ? createPortal(props.children, element) : null;
}
