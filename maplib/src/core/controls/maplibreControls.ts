// The five controls MapLibre itself provides, wrapped: navigation (zoom + compass), scale, fullscreen, geolocate,
// attribution.
import type { ControlPosition, FitBoundsOptions } from 'maplibre-gl';
import { maplibregl } from '../maplibre.ts';
import { BaseControl, type ControlProps } from './baseControl.ts';
import { boolean, func, number, object, oneOf, show } from '../base/validateProps.ts';

export interface NavigationControlProps extends ControlProps {
  showZoom?: boolean;
  showCompass?: boolean;
  visualizePitch?: boolean;
}

export class NavigationControl extends BaseControl<NavigationControlProps, maplibregl.NavigationControl> {
  protected readonly recreateKeys: (keyof NavigationControlProps)[] = ['showZoom', 'showCompass', 'visualizePitch'];
  constructor(props: NavigationControlProps = {}) {
    super('NavigationControl', { showZoom: boolean, showCompass: boolean, visualizePitch: boolean }, props, 'top-right');
  }
  protected create(p: NavigationControlProps) {
    return new maplibregl.NavigationControl({ showZoom: p.showZoom ?? true, showCompass: p.showCompass ?? true, visualizePitch: p.visualizePitch ?? false });
  }
}

export interface ScaleControlProps extends ControlProps {
  maxWidth?: number;
  unit?: 'metric' | 'imperial' | 'nautical';
}

export class ScaleControl extends BaseControl<ScaleControlProps, maplibregl.ScaleControl> {
  protected readonly recreateKeys: (keyof ScaleControlProps)[] = ['maxWidth'];
  constructor(props: ScaleControlProps = {}) {
    super('ScaleControl', { maxWidth: number(1), unit: oneOf('metric', 'imperial', 'nautical') }, props, 'bottom-left');
  }
  protected create(p: ScaleControlProps) {
    return new maplibregl.ScaleControl({ maxWidth: p.maxWidth ?? 100, unit: p.unit ?? 'metric' });
  }
  protected patch(prev: ScaleControlProps, next: ScaleControlProps): void {
    if (prev.unit !== next.unit) this.control?.setUnit(next.unit ?? 'metric');
  }
}

export interface FullscreenControlProps extends ControlProps {
  container?: HTMLElement;
  onFullscreenStart?: () => void;
  onFullscreenEnd?: () => void;
}

export class FullscreenControl extends BaseControl<FullscreenControlProps, maplibregl.FullscreenControl> {
  protected readonly recreateKeys: (keyof FullscreenControlProps)[] = ['container'];
  constructor(props: FullscreenControlProps = {}) {
    super(
      'FullscreenControl',
      {
        container: (v) => (v === undefined || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an element, got ${show(v)}`),
        onFullscreenStart: func,
        onFullscreenEnd: func,
      },
      props,
      'top-right',
    );
  }
  protected create(p: FullscreenControlProps) {
    const c = new maplibregl.FullscreenControl({ container: p.container });
    c.on('fullscreenstart', () => this.props.onFullscreenStart?.());
    c.on('fullscreenend', () => this.props.onFullscreenEnd?.());
    return c;
  }
}

export interface GeolocateControlProps extends ControlProps {
  positionOptions?: PositionOptions;
  trackUserLocation?: boolean;
  showUserLocation?: boolean;
  showAccuracyCircle?: boolean;
  fitBoundsOptions?: FitBoundsOptions;
  onGeolocate?: (position: GeolocationPosition) => void;
  onError?: (error: GeolocationPositionError) => void;
  onTrackStart?: () => void;
  onTrackEnd?: () => void;
}

export class GeolocateControl extends BaseControl<GeolocateControlProps, maplibregl.GeolocateControl> {
  protected readonly recreateKeys: (keyof GeolocateControlProps)[] = ['positionOptions', 'trackUserLocation', 'showUserLocation', 'showAccuracyCircle', 'fitBoundsOptions'];
  constructor(props: GeolocateControlProps = {}) {
    super(
      'GeolocateControl',
      {
        positionOptions: object,
        trackUserLocation: boolean,
        showUserLocation: boolean,
        showAccuracyCircle: boolean,
        fitBoundsOptions: object,
        onGeolocate: func,
        onError: func,
        onTrackStart: func,
        onTrackEnd: func,
      },
      props,
      'top-right',
    );
  }
  protected create(p: GeolocateControlProps) {
    const c = new maplibregl.GeolocateControl({
      positionOptions: p.positionOptions ?? { enableHighAccuracy: false, timeout: 6000 },
      trackUserLocation: p.trackUserLocation ?? false,
      showUserLocation: p.showUserLocation ?? true,
      showAccuracyCircle: p.showAccuracyCircle ?? true,
      fitBoundsOptions: p.fitBoundsOptions ?? { maxZoom: 15 },
    });
    // MapLibre adds the button after an asynchronous geolocation check and names it later still; in between it was a
    // button without an accessible name (axe: button-name), so it gets MapLibre's own label as soon as it appears.
    const onAdd = c.onAdd.bind(c);
    c.onAdd = (map) => {
      const el = onAdd(map);
      const label = (map as unknown as { _getUIString?: (key: string) => string })._getUIString?.('GeolocateControl.FindMyLocation') ?? 'Find my location';
      const nameButton = () => {
        const button = el.querySelector('button');
        if (button && !button.getAttribute('aria-label')) button.setAttribute('aria-label', label);
        return !!button;
      };
      if (!nameButton()) {
        const watch = new MutationObserver(() => nameButton() && watch.disconnect());
        watch.observe(el, { childList: true });
      }
      return el;
    };
    c.on('geolocate', (e) => this.props.onGeolocate?.(e as unknown as GeolocationPosition));
    c.on('error', (e) => this.props.onError?.(e as unknown as GeolocationPositionError));
    c.on('trackuserlocationstart', () => this.props.onTrackStart?.());
    c.on('trackuserlocationend', () => this.props.onTrackEnd?.());
    return c;
  }
  /** Asks for the position (as if the button was clicked); false when the control is not on a map yet. */
  trigger(): boolean {
    return this.control?.trigger() ?? false;
  }
}

export interface AttributionControlProps extends ControlProps {
  compact?: boolean;
  customAttribution?: string | string[];
}

export class AttributionControl extends BaseControl<AttributionControlProps, maplibregl.AttributionControl> {
  protected readonly recreateKeys: (keyof AttributionControlProps)[] = ['compact', 'customAttribution'];
  constructor(props: AttributionControlProps = {}) {
    super(
      'AttributionControl',
      {
        compact: boolean,
        customAttribution: (v) => (v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')) ? undefined : `must be a string or strings, got ${show(v)}`),
      },
      props,
      'bottom-right',
    );
  }
  protected create(p: AttributionControlProps) {
    return new maplibregl.AttributionControl({ compact: p.compact ?? true, customAttribution: p.customAttribution });
  }
}

export type { ControlPosition };
