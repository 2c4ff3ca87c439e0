// <Marker>: a core Marker; React children, when given, become the marker's element (rendered through a portal).
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Marker as CoreMarker, type MarkerProps as CoreMarkerProps } from '../core/marker.ts';
import { coreProps, useMapChild } from './useMapChild.ts';

export type MarkerProps = Omit<CoreMarkerProps, 'element'> & { children?: ReactNode };

export function Marker(props: MarkerProps) {
  // The element is fixed at mount: MapLibre cannot swap a live marker's element.
  const [element] = useState(() => (props.children != null && typeof document !== 'undefined' ? document.createElement('div') : undefined));
  const p = coreProps<CoreMarkerProps>(props);
  if (element) p.element = element;
  useMapChild('Marker', (q) => new CoreMarker(q), p);
  return element ? createPortal(props.children, element) : null;
}
