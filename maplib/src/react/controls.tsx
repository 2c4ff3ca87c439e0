// React wrappers of the five wave-1 controls; each renders nothing and keeps its core control in step with props.
import * as core from '../core/controls.ts';
import { coreProps, useMapChild } from './useMapChild.ts';

export function NavigationControl(props: core.NavigationControlProps) {
  useMapChild('NavigationControl', (p) => new core.NavigationControl(p), coreProps<core.NavigationControlProps>(props));
  return null;
}

export function ScaleControl(props: core.ScaleControlProps) {
  useMapChild('ScaleControl', (p) => new core.ScaleControl(p), coreProps<core.ScaleControlProps>(props));
  return null;
}

export function FullscreenControl(props: core.FullscreenControlProps) {
  useMapChild('FullscreenControl', (p) => new core.FullscreenControl(p), coreProps<core.FullscreenControlProps>(props));
  return null;
}

export function GeolocateControl(props: core.GeolocateControlProps) {
  useMapChild('GeolocateControl', (p) => new core.GeolocateControl(p), coreProps<core.GeolocateControlProps>(props));
  return null;
}

export function AttributionControl(props: core.AttributionControlProps) {
  useMapChild('AttributionControl', (p) => new core.AttributionControl(p), coreProps<core.AttributionControlProps>(props));
  return null;
}
