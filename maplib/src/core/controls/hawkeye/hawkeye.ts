// Hawkeye (鹰眼, MapGIS's mapgis-hawkeye): an overview map in a corner of the main map. A second, small MapView follows
// the main one a few zoom levels out and draws the main view's extent as a box; dragging the box or clicking the
// overview moves the main map; a button collapses it. The overview is a MapView of its own (the offline basemap,
// counted by getLiveMapCount, destroyed with the control), so nothing done on it reaches the main map's handlers.
import type * as GeoJSON from 'geojson';
import type { MapMouseEvent, MapTouchEvent } from 'maplibre-gl';
import { DomControl, type DomControlProps } from '../domControl.ts';
import { createMap, type MapView } from '../../map/mapView.ts';
import { basemapRule, type Basemap } from '../../map/mapOptions.ts';
import type { LngLatArray } from '../../map/lngLat.ts';
import { boolean, func, number, object, string, type Rule, type Rules } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { longitudeNear } from '../../geo/angles.ts';
import { DEFAULT_ZOOM_OFFSET, extentPolygon, grabsBox, overviewZoom } from './extentBox.ts';
import { BOX_STYLE_RULES, ExtentBoxLayer, type BoxStyle } from './extentBoxLayer.ts';
import { BoxDrag } from './boxDrag.ts';

export interface HawkeyeToggleEvent {
  collapsed: boolean;
  hawkeye: Hawkeye;
}

export interface HawkeyeNavigateEvent {
  /** The main map's new centre `[lng, lat]`. */
  center: LngLatArray;
  /** What moved it: the box dragged, or a click on the overview. */
  via: 'drag' | 'click';
  hawkeye: Hawkeye;
}

export interface HawkeyeProps extends DomControlProps {
  /** Width of the overview map in CSS pixels, 60…1000. Default 200. */
  width?: number;
  /** Height of the overview map in CSS pixels, 60…1000. Default 150. */
  height?: number;
  /** Zoom levels between the overview and the main map, −10…0: the overview's zoom is the main's plus this. Default −4. */
  zoomOffset?: number;
  /** The overview's basemap: a name, a style object or a style URL, as the map's `basemap`. Default `'offline'`. */
  basemap?: Basemap;
  /** Tianditu key, for `basemap: 'tianditu'`. */
  token?: string;
  /** How the extent box looks: `{ color, fillOpacity, lineWidth }`. */
  boxStyle?: BoxStyle;
  /** Whether only the expand button shows. Default false. */
  collapsed?: boolean;
  /** The collapse button (or `toggle()`) collapsed or expanded the overview. */
  onToggle?: (e: HawkeyeToggleEvent) => void;
  /** The overview moved the main map: a box drag ended, or a click recentred it. */
  onNavigate?: (e: HawkeyeNavigateEvent) => void;
}

export const DEFAULT_WIDTH = 200;
export const DEFAULT_HEIGHT = 150;
/** Pixels a pressed box must move before it drags: less is a click (MapLibre's own click tolerance). */
const DRAG_THRESHOLD = 3;

// `boxStyle.fillOpacity must be …`: each key of the box style checked as a prop of its own, so the message names it.
const boxStyleKeyRules: Rules = Object.fromEntries(
  Object.entries(BOX_STYLE_RULES).map(([key, rule]): [string, Rule] => [
    `boxStyle.${key}`,
    (_v, p) => rule((p.boxStyle as Record<string, unknown> | undefined)?.[key], p),
  ]),
);

const RULES: Rules = {
  width: number(60, 1000),
  height: number(60, 1000),
  zoomOffset: number(-10, 0),
  basemap: basemapRule,
  token: string,
  boxStyle: object,
  ...boxStyleKeyRules,
  collapsed: boolean,
  onToggle: func,
  onNavigate: func,
};

/** The arrow of the toggle: collapsing points into the panel's corner, expanding out of it. */
const ARROWS: Record<string, { collapse: string; expand: string }> = {
  'bottom-right': { collapse: '↘', expand: '↖' },
  'bottom-left': { collapse: '↙', expand: '↗' },
  'top-right': { collapse: '↗', expand: '↙' },
  'top-left': { collapse: '↖', expand: '↘' },
};

let frameCounter = 0;

export class Hawkeye extends DomControl<HawkeyeProps> {
  protected readonly panelClass = 'maplib-hawkeye';
  protected readonly panelLabel = 'hawkeye.panel';
  private overview?: MapView;
  private box?: ExtentBoxLayer;
  private body?: HTMLElement;
  private frame?: HTMLElement;
  private toggleButton?: HTMLButtonElement;
  private collapsedNow: boolean;
  /** The extent box last drawn, in lon/lat (its longitudes near the overview's centre). */
  private extent?: GeoJSON.Polygon;
  /** The press that may become a drag: where it began and where the main map's centre was, in overview pixels. */
  private press?: { point: [number, number]; center: [number, number]; moved: boolean };
  /** A drag just moved the map: the click its release may fire (within MapLibre's click tolerance) is not one. */
  private swallowClick = false;
  private readonly drag = new BoxDrag({ onMove: (p) => this.dragTo(p), onEnd: () => this.endDrag() });

  constructor(props: HawkeyeProps = {}) {
    super('Hawkeye', RULES, props, 'bottom-right');
    this.collapsedNow = !!props.collapsed;
  }

  // The panel is made once per corner (onAdd); every prop change after that is applied in place by patch, so the
  // overview map in it lives until the control leaves the map or moves to another corner.
  protected render(p: HawkeyeProps): Node {
    const body = (this.body = document.createElement('div'));
    body.className = 'maplib-hawkeye-body';
    body.dataset.corner = p.position ?? this.defaultPosition;
    const frame = (this.frame = document.createElement('div'));
    frame.className = 'maplib-hawkeye-map';
    frame.id = `maplib-hawkeye-${++frameCounter}`;
    this.sizeFrame();
    const button = (this.toggleButton = this.button({ label: 'hawkeye.collapse', icon: '', className: 'maplib-hawkeye-toggle', onClick: () => this.toggle() }));
    button.setAttribute('aria-controls', frame.id);
    body.append(button, frame);
    this.showCollapsed();
    return body;
  }

  protected mount(view: MapView): void {
    super.mount(view);
    const p = this.props;
    const overview = (this.overview = createMap(this.frame!, {
      basemap: p.basemap ?? 'offline',
      token: p.token,
      crs: view.getCrs(),
      labels: 'none',
      center: view.getCenter(),
      zoom: overviewZoom(view.getZoom(), p.zoomOffset ?? DEFAULT_ZOOM_OFFSET),
      attributionControl: false,
      // The overview pans by itself (a look around before a click); its zoom and bearing belong to the main map.
      dragRotate: false,
      scrollZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
      touchZoomRotate: false,
      // A page's defaults (the docs site's two-finger hint) are for full maps: one finger drags the box here.
      maplibreOptions: { cooperativeGestures: false, pitchWithRotate: false },
    }));
    const canvas = overview.maplibre.getCanvas();
    // The main map has the keyboard; the overview is for the pointer, so it is no tab stop of its own.
    canvas.tabIndex = -1;
    this.say(canvas, 'hawkeye.map', 'aria-label');
    this.drawBox();
    this.box = overview.add(new ExtentBoxLayer({ id: 'maplib-hawkeye-box', data: this.extent!, boxStyle: p.boxStyle }));
    overview.on('mousedown', this.onPress);
    overview.on('touchstart', this.onPress);
    overview.on('click', this.onOverviewClick);
    overview.on('mousemove', this.onHover);
    overview.on('mouseout', () => overview.interactions.setHoverCursor(this, null));
    this.onDetach(view.on('move', this.follow));
    this.onDetach(view.on('resize', this.follow));
  }

  protected unmount(): void {
    this.press = undefined;
    this.drag.deactivate();
    this.overview?.destroy();
    this.overview = this.box = this.extent = undefined;
    super.unmount();
  }

  protected patch(prev: HawkeyeProps, next: HawkeyeProps): void {
    if (prev.width !== next.width || prev.height !== next.height) {
      this.sizeFrame();
      this.overview?.resize();
      this.follow();
    }
    if (prev.zoomOffset !== next.zoomOffset) this.follow();
    if (!deepEqual(prev.basemap, next.basemap) || prev.token !== next.token) this.overview?.update({ basemap: next.basemap ?? 'offline', token: next.token });
    if (!deepEqual(prev.boxStyle, next.boxStyle)) this.box?.update({ boxStyle: next.boxStyle });
    if (prev.collapsed !== next.collapsed) this.setCollapsed(!!next.collapsed);
  }

  /** Collapses (`true`), expands (`false`) or flips the overview; fires `onToggle` when that changed it. */
  toggle(collapsed = !this.collapsedNow): void {
    if (collapsed === this.collapsedNow) return;
    this.setCollapsed(collapsed);
    this.props.onToggle?.({ collapsed, hawkeye: this });
  }

  /** Whether only the expand button shows. */
  isCollapsed(): boolean {
    return this.collapsedNow;
  }

  /** The overview map (a MapView of its own: add layers to it, read its zoom), while the control is on a map. */
  getOverview(): MapView | undefined {
    return this.overview;
  }

  /** The extent box as drawn: the main view's four corners in lon/lat, closed. */
  getBox(): GeoJSON.Polygon | undefined {
    return this.extent;
  }

  private setCollapsed(collapsed: boolean): void {
    if (collapsed === this.collapsedNow) return;
    this.collapsedNow = collapsed;
    this.showCollapsed();
    // While collapsed the overview stopped following (and was not laid out): size and place it again.
    if (!collapsed && this.overview) {
      this.overview.resize();
      this.follow();
    }
  }

  private showCollapsed(): void {
    const { body, frame, toggleButton: button } = this;
    if (!body || !frame || !button) return;
    const collapsed = this.collapsedNow;
    body.classList.toggle('maplib-hawkeye-collapsed', collapsed);
    frame.hidden = collapsed;
    const arrows = ARROWS[body.dataset.corner ?? 'bottom-right'];
    button.firstElementChild!.textContent = collapsed ? arrows.expand : arrows.collapse;
    button.setAttribute('aria-expanded', String(!collapsed));
    const label = collapsed ? 'hawkeye.expand' : 'hawkeye.collapse';
    this.say(button, label, 'aria-label');
    this.say(button, label, 'title');
  }

  private sizeFrame(): void {
    if (!this.frame) return;
    this.frame.style.width = `${this.props.width ?? DEFAULT_WIDTH}px`;
    this.frame.style.height = `${this.props.height ?? DEFAULT_HEIGHT}px`;
  }

  /** The main map moved or resized: the overview goes along (not while the box is dragged: it would slide away), the box is drawn again. */
  private follow = (): void => {
    const { view, overview } = this;
    if (!view || view.removed || !overview || this.collapsedNow) return;
    if (!this.drag.active) {
      const m = overview.maplibre;
      overview.jumpTo({ center: view.getCenter(), zoom: overviewZoom(view.getZoom(), this.props.zoomOffset ?? DEFAULT_ZOOM_OFFSET, m.getMinZoom(), m.getMaxZoom()) });
    }
    this.drawBox();
    this.box?.update({ data: this.extent! });
  };

  /** The main view's four corners as a polygon on the overview. */
  private drawBox(): void {
    const { view, overview } = this;
    if (!view || !overview) return;
    const canvas = view.maplibre.getCanvas();
    const [w, h] = [canvas.clientWidth, canvas.clientHeight];
    const corners = ([[0, 0], [w, 0], [w, h], [0, h]] as [number, number][]).map((p) => view.unproject(p));
    this.extent = extentPolygon(corners, overview.getCenter()[0]);
  }

  /** Whether a pointer at `point` on the overview takes hold of the box. */
  private grabs(point: [number, number]): boolean {
    const overview = this.overview;
    if (!overview || !this.extent) return false;
    const ring = this.extent.coordinates[0].map((p) => {
      const q = overview.project(p as LngLatArray);
      return [q.x, q.y] as [number, number];
    });
    return grabsBox(point, ring);
  }

  private onPress = (e: MapMouseEvent | MapTouchEvent): void => {
    const { view, overview } = this;
    const o = e.originalEvent;
    this.swallowClick = false;
    if (!view || !overview || ('touches' in o ? o.touches.length !== 1 : o.button !== 0)) return;
    const point: [number, number] = [e.point.x, e.point.y];
    if (!this.grabs(point)) return;
    // The box, not the overview, moves with this press: MapLibre's pan of the overview skips it.
    e.preventDefault();
    const [lng, lat] = view.getCenter();
    const c = overview.project([longitudeNear(lng, overview.getCenter()[0]), lat]);
    this.press = { point, center: [c.x, c.y], moved: false };
    this.drag.activate(overview);
  };

  private dragTo(point: [number, number]): void {
    const { view, overview, press } = this;
    if (!view || !overview || !press) return;
    const [dx, dy] = [point[0] - press.point[0], point[1] - press.point[1]];
    if (!press.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    press.moved = true;
    // The box keeps its place under the pointer: the main map's centre goes where the box's centre now is.
    view.jumpTo({ center: overview.unproject([press.center[0] + dx, press.center[1] + dy]) });
  }

  private endDrag(): void {
    const { view, overview, press } = this;
    this.press = undefined;
    if (!press?.moved || !view || view.removed || !overview || overview.removed) return;
    this.swallowClick = true;
    // Bring the box back to the middle of the overview.
    const m = overview.maplibre;
    overview.easeTo({ center: view.getCenter(), zoom: overviewZoom(view.getZoom(), this.props.zoomOffset ?? DEFAULT_ZOOM_OFFSET, m.getMinZoom(), m.getMaxZoom()), duration: 250 });
    this.props.onNavigate?.({ center: view.getCenter(), via: 'drag', hawkeye: this });
  }

  private onOverviewClick = (e: MapMouseEvent): void => {
    const view = this.view;
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    if (!view || view.removed) return;
    const center: LngLatArray = [e.lngLat.lng, e.lngLat.lat];
    void view.easeTo({ center });
    this.props.onNavigate?.({ center, via: 'click', hawkeye: this });
  };

  private onHover = (e: MapMouseEvent): void => {
    const overview = this.overview;
    if (!overview || this.drag.active) return;
    overview.interactions.setHoverCursor(this, this.grabs([e.point.x, e.point.y]) ? 'move' : null);
  };
}
