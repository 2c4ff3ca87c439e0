// Zoom (MapGIS `mapgis-zoom`): zoom in, zoom out and home buttons in a map corner. The buttons follow the map: one that
// cannot act (zoom in at the map's maxZoom, zoom out at its minZoom) is disabled, for the mouse and for assistive
// technology alike. Home goes back to the view the map opened with, or to the `home` prop's view. Themes: the page's
// light or dark scheme by default, or a named one (`theme`), all through the DOM controls' CSS variables.
import type { MapView } from '../map/mapView.ts';
import type { BoundsArray, LngLatArray } from '../map/lngLat.ts';
import { DomControl, type DomControlProps } from './domControl.ts';
import { bounds, func, isLngLat, number, oneOf, show, type Rule } from '../base/validateProps.ts';

/** Where home is: a centre (with a zoom, bearing and pitch, when given), or a box the view fits. */
export type ZoomHome = { center: LngLatArray; zoom?: number; bearing?: number; pitch?: number } | { bounds: BoundsArray };

/** The looks a Zoom has: the page's scheme (`'auto'`), light or dark whatever the page, or a colour. */
export const ZOOM_THEMES = ['auto', 'light', 'dark', 'blue', 'green', 'purple'] as const;
export type ZoomTheme = (typeof ZOOM_THEMES)[number];

/** What the buttons' events carry: the zoom the map is going to. */
export interface ZoomEvent {
  zoom: number;
  control: Zoom;
}

export interface ZoomProps extends DomControlProps {
  /** Zoom levels one click adds or takes away. Default 1. */
  delta?: number;
  /** Length of the zoom animation in ms (0: a jump). Default 250; readers who ask for reduced motion get a jump anyway. */
  duration?: number;
  /** The view the home button goes to; `false` hides the button. Default: the view the map opened with. */
  home?: ZoomHome | false;
  /** `'auto'` (the page's light or dark scheme), `'light'`, `'dark'`, `'blue'`, `'green'` or `'purple'`. Default `'auto'`. */
  theme?: ZoomTheme;
  onZoomIn?: (e: ZoomEvent) => void;
  onZoomOut?: (e: ZoomEvent) => void;
  onHome?: (e: ZoomEvent) => void;
}

/** Zoom levels closer than this are the same level: an animation ends exactly on its target, an input may not. */
const SAME_ZOOM = 1e-6;

/** Which buttons can act at `zoom` on a map limited to `minZoom`…`maxZoom`. */
export function zoomAbilities(zoom: number, minZoom: number, maxZoom: number): { zoomIn: boolean; zoomOut: boolean } {
  return { zoomIn: zoom < maxZoom - SAME_ZOOM, zoomOut: zoom > minZoom + SAME_ZOOM };
}

const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

const homeRule: Rule = (v) => {
  if (v === undefined || v === false) return undefined;
  const bad = `must be { center: [lng, lat], zoom? }, { bounds: [[west, south], [east, north]] } or false, got ${show(v)}`;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad;
  const h = v as Record<string, unknown>;
  if ('bounds' in h) return bounds(h.bounds, {}) ? bad : undefined;
  if (!isLngLat(h.center)) return bad;
  for (const key of ['zoom', 'bearing', 'pitch'] as const) if (h[key] !== undefined && !finite(h[key])) return `${key} must be a number, got ${show(h[key])}`;
  return undefined;
};

// 20×20 glyphs drawn in the button's text colour, so every theme colours them and no font has to hold them.
const ICONS = {
  in: 'M9 4h2v5h5v2h-5v5H9v-5H4V9h5z',
  out: 'M4 9h12v2H4z',
  home: 'M10 3 2.5 9.5l1.3 1.5L5 10v7h4v-4h2v4h4v-7l1.2 1 1.3-1.5z',
};

function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('fill', 'currentColor');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', path);
  svg.append(p);
  return svg;
}

export class Zoom extends DomControl<ZoomProps> {
  protected readonly panelClass = 'maplib-zoom';
  protected readonly panelLabel = 'zoom.controls';
  private inButton?: HTMLButtonElement;
  private outButton?: HTMLButtonElement;
  /** The view the map opened with: home when the `home` prop gives none. */
  private initialView?: ZoomHome;
  /** The map `initialView` is of (a re-create on the same map, for a new corner, keeps it). */
  private initialViewOf?: MapView;

  constructor(props: ZoomProps = {}) {
    super(
      'Zoom',
      {
        delta: number(0.01, 24),
        duration: number(0, 60_000),
        home: homeRule,
        theme: oneOf(...ZOOM_THEMES),
        onZoomIn: func,
        onZoomOut: func,
        onHome: func,
      },
      props,
      'top-left',
    );
  }

  protected mount(view: MapView): void {
    // The opening view: now when the map has loaded, else once it has (a geographic map fits its `bounds` on load).
    const remember = () => (this.initialView = { center: view.getCenter(), zoom: view.getZoom(), bearing: view.getBearing(), pitch: view.getPitch() });
    if (this.initialViewOf !== view) remember();
    this.initialViewOf = view;
    if (!view.isLoaded) {
      let pending = true;
      view.ready().then(() => pending && remember());
      this.onDetach(() => (pending = false));
    }
    super.mount(view);
    // Every frame the map draws: a zoom, and also a minZoom / maxZoom change, which fires no zoom event of its own.
    this.onDetach(view.on('render', () => this.showAbilities()));
  }

  onAdd(): HTMLElement {
    const panel = super.onAdd();
    this.showTheme();
    return panel;
  }

  protected render(p: ZoomProps): Node[] {
    this.inButton = this.button({ label: 'zoom.in', icon: '', className: 'maplib-zoom-in', onClick: () => void this.zoomIn() });
    this.outButton = this.button({ label: 'zoom.out', icon: '', className: 'maplib-zoom-out', onClick: () => void this.zoomOut() });
    this.inButton.firstElementChild!.append(icon(ICONS.in));
    this.outButton.firstElementChild!.append(icon(ICONS.out));
    const buttons = [this.inButton, this.outButton];
    if (p.home !== false) {
      const home = this.button({ label: 'zoom.home', icon: '', className: 'maplib-zoom-home', onClick: () => void this.goHome() });
      home.firstElementChild!.append(icon(ICONS.home));
      buttons.push(home);
    }
    this.showAbilities(true);
    return buttons;
  }

  // The theme is an attribute of the panel: changing it keeps the buttons (and the focus on one).
  protected patch(prev: ZoomProps, next: ZoomProps): void {
    if (prev.theme !== next.theme) this.showTheme();
    const { theme: _a, ...before } = prev;
    const { theme: _b, ...after } = next;
    super.patch(before, after);
  }

  /** Zooms in by `delta`; resolves when the map stops. */
  zoomIn(): Promise<void> {
    return this.zoomBy(this.props.delta ?? 1, this.props.onZoomIn);
  }

  /** Zooms out by `delta`; resolves when the map stops. */
  zoomOut(): Promise<void> {
    return this.zoomBy(-(this.props.delta ?? 1), this.props.onZoomOut);
  }

  /** Goes to the home view (the `home` prop, else the view the map opened with); resolves when the map stops. */
  goHome(): Promise<void> {
    const view = this.view;
    const home = this.props.home || this.initialView;
    if (!view || view.removed || !home) return Promise.resolve();
    const duration = this.props.duration ?? 250;
    if ('bounds' in home) {
      const camera = view.maplibre.cameraForBounds(home.bounds);
      this.props.onHome?.({ zoom: camera?.zoom ?? view.getZoom(), control: this });
      return view.fitBounds(home.bounds, { duration });
    }
    const zoom = home.zoom ?? view.getZoom();
    this.props.onHome?.({ zoom, control: this });
    return view.easeTo({ center: home.center, zoom, bearing: home.bearing ?? view.getBearing(), pitch: home.pitch ?? view.getPitch(), duration });
  }

  private zoomBy(delta: number, event: ((e: ZoomEvent) => void) | undefined): Promise<void> {
    const view = this.view;
    if (!view || view.removed) return Promise.resolve();
    const m = view.maplibre;
    const zoom = Math.min(m.getMaxZoom(), Math.max(m.getMinZoom(), m.getZoom() + delta));
    event?.({ zoom, control: this });
    return view.zoomTo(zoom, { duration: this.props.duration ?? 250 });
  }

  private showTheme(): void {
    this.panel?.setAttribute('data-maplib-theme', this.props.theme ?? 'auto');
  }

  /** Disables the button that cannot act now; `force` writes the state even if it looks unchanged (new buttons). */
  private showAbilities(force = false): void {
    const m = this.view?.maplibre;
    if (!m || !this.inButton || !this.outButton) return;
    const can = zoomAbilities(m.getZoom(), m.getMinZoom(), m.getMaxZoom());
    const moveFocus = setEnabled(this.inButton, can.zoomIn, force) || setEnabled(this.outButton, can.zoomOut, force);
    // A keyboard reader pressing Enter until the limit keeps a focus: on the button that can still act.
    if (moveFocus) (can.zoomIn ? this.inButton : this.outButton).focus();
  }
}

/**
 * Sets a button's `disabled`, and `aria-disabled="true"` with it (for readers whose tools look at that; the attribute
 * goes when the button is enabled again). Returns whether the button held the focus and lost it.
 */
function setEnabled(button: HTMLButtonElement, enabled: boolean, force: boolean): boolean {
  if (!force && button.disabled === !enabled) return false;
  const hadFocus = document.activeElement === button;
  button.disabled = !enabled;
  if (enabled) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
  return hadFocus && !enabled;
}
