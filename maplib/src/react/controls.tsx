// React wrappers of the five wave-1 controls; each renders nothing and keeps its core control in step with props.
import type { Ref } from 'react';
import * as core from '../core/controls/maplibreControls.ts';
import { useMapChild } from './useMapChild.ts';

/** React props: the core props plus a ref that receives the core object. */
export type WithRef<P, C> = P & { ref?: Ref<C> };

export function NavigationControl(props: WithRef<core.NavigationControlProps, core.NavigationControl>) {
  useMapChild('NavigationControl', (p) => new core.NavigationControl(p), props);
  return null;
}

export function ScaleControl(props: WithRef<core.ScaleControlProps, core.ScaleControl>) {
  useMapChild('ScaleControl', (p) => new core.ScaleControl(p), props);
  return null;
}

export function FullscreenControl(props: WithRef<core.FullscreenControlProps, core.FullscreenControl>) {
  useMapChild('FullscreenControl', (p) => new core.FullscreenControl(p), props);
  return null;
}

export function GeolocateControl(props: WithRef<core.GeolocateControlProps, core.GeolocateControl>) {
  useMapChild('GeolocateControl', (p) => new core.GeolocateControl(p), props);
  return null;
}

export function AttributionControl(props: WithRef<core.AttributionControlProps, core.AttributionControl>) {
  useMapChild('AttributionControl', (p) => new core.AttributionControl(p), props);
  return null;
}
