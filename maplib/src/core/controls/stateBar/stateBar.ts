// StateBar: the status bar MapGIS calls mapgis-state — the lon/lat under the pointer, the zoom level, the scale 1:N and
// the map's CRS, in a map corner; a `render` function gives a layout of one's own (React: a render prop; the original's
// scoped slot), with or without the built-in items (`default`).
import type { MapView } from '../../map/mapView.ts';
import { DomControl, type DomControlProps, type Words } from '../domControl.ts';
import { boolean, func, number, oneOf } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { coordinateWidth, stateOf, type CoordinateFormat, type StateBarState } from './stateFormat.ts';

export interface StateBarProps extends DomControlProps {
  /** Show the built-in items (the original's `default`). `false` with a `render` shows only the custom layout. Default `true`. */
  default?: boolean;
  /** Show the scale 1:N. Default `true`. */
  scale?: boolean;
  /** Show the zoom level. Default `true`. */
  level?: boolean;
  /** Show the longitude under the pointer. Default `true`. */
  lng?: boolean;
  /** Show the latitude under the pointer. Default `true`. */
  lat?: boolean;
  /** Show the map's CRS. Default `true`. */
  crs?: boolean;
  /** Decimal degrees or degrees-minutes-seconds. Default `'decimal'`. */
  format?: CoordinateFormat;
  /** Decimals of decimal degrees, 0…10 (DMS seconds get `digits − 3`). Default `5`. */
  digits?: number;
  /** Dots per inch the scale assumes. Default `96`. */
  dpi?: number;
  /** A layout of one's own, called with the state whenever it changes: a DOM node, or text. */
  render?: (state: StateBarState) => Node | string | null | undefined;
  /** The state changed: the pointer moved, the map moved or zoomed, the pointer left the map. */
  onChange?: (state: StateBarState) => void;
}

/** The built-in items, in the order they are shown. */
const ITEMS = ['lng', 'lat', 'level', 'scale', 'crs'] as const;
type Item = (typeof ITEMS)[number];

const LABELS: Record<Item, Words> = { lng: 'state.lng', lat: 'state.lat', level: 'state.level', scale: 'state.scale', crs: 'state.crs' };

/** Map events after which the state is read again (a CRS change reloads the style). */
const MAP_EVENTS = ['move', 'style.load'] as const;

export class StateBar extends DomControl<StateBarProps> {
  protected readonly panelClass = 'maplib-state-bar';
  protected readonly panelLabel = 'state.bar';
  /** The pointer's last point on the map, in pixels of the canvas container; null once it left. */
  private pointer: [number, number] | null = null;
  /** The state last shown and announced. */
  private state?: StateBarState;
  private values: Partial<Record<Item, HTMLElement>> = {};
  private custom?: HTMLElement;

  constructor(props: StateBarProps = {}) {
    super(
      'StateBar',
      {
        default: boolean,
        scale: boolean,
        level: boolean,
        lng: boolean,
        lat: boolean,
        crs: boolean,
        format: oneOf('decimal', 'dms'),
        digits: number(0, 10, true),
        dpi: number(1, 10000),
        render: func,
        onChange: func,
      },
      props,
      // Above the attribution, which MapLibre keeps at the bottom right: at the bottom left a wide bar ran under it.
      'bottom-right',
    );
  }

  protected mount(view: MapView): void {
    super.mount(view);
    // A pointer at a pixel: its lon/lat is read again after the map moves under it (a zoom with the wheel). A tap on
    // a touch screen comes as a mousemove too (the browser's compatibility mouse events), so it shows the tapped place.
    this.onDetach(
      view.on('mousemove', (e: { point: { x: number; y: number } }) => {
        this.pointer = [e.point.x, e.point.y];
        this.refresh();
      }),
    );
    this.onDetach(
      view.on('mouseout', () => {
        this.pointer = null;
        this.refresh();
      }),
    );
    for (const type of MAP_EVENTS) this.onDetach(view.on(type, () => this.refresh()));
    this.onDetach(() => {
      this.pointer = null;
      this.state = undefined;
    });
  }

  protected render(p: StateBarProps): Node[] {
    const nodes: HTMLElement[] = [];
    this.values = {};
    if (p.default !== false) {
      for (const item of ITEMS) {
        if (p[item] === false) continue;
        const el = document.createElement('span');
        el.className = `maplib-state-item maplib-state-${item}`;
        const label = this.say(document.createElement('span'), LABELS[item]);
        label.className = 'maplib-state-label';
        const value = document.createElement('span');
        value.className = 'maplib-state-value';
        if (item === 'lng' || item === 'lat') value.style.minWidth = `${coordinateWidth(item, p.format, p.digits)}ch`;
        el.append(label, ' ', value);
        nodes.push(el);
        this.values[item] = value;
      }
    }
    this.custom = undefined;
    if (p.render) {
      this.custom = document.createElement('div');
      this.custom.className = 'maplib-state-custom';
      nodes.push(this.custom);
    }
    this.refresh(true);
    return nodes;
  }

  // The panel is made again when a shown prop changes (DomControl); a new `render` function is called at once.
  protected patch(prev: StateBarProps, next: StateBarProps): boolean | void {
    super.patch(prev, next);
    if (prev.render !== next.render && typeof prev.render === 'function' && typeof next.render === 'function') this.refresh(true);
  }

  /** The state now: what the bar shows (a fresh reading of the map; lon/lat null while the pointer is off it). */
  getState(): StateBarState | undefined {
    const view = this.view;
    if (!view || view.removed) return undefined;
    const pointer = this.pointer && view.unproject(this.pointer);
    const { format, digits, dpi } = this.props;
    return stateOf({ pointer, zoom: view.getZoom(), centreLat: view.getCenter()[1], crs: view.getCrs() }, { format, digits, dpi });
  }

  /** Reads the map; writes what changed (everything with `force`, on a new panel) and tells `onChange` of a change. */
  private refresh(force = false): void {
    const next = this.getState();
    if (!next) return;
    const changed = !deepEqual(next, this.state);
    this.state = next;
    if (changed || force) this.show(next);
    if (changed) this.props.onChange?.(next);
  }

  private show(state: StateBarState): void {
    for (const item of ITEMS) {
      const el = this.values[item];
      if (el && el.textContent !== state.text[item]) el.textContent = state.text[item];
    }
    const custom = this.custom;
    if (!custom || !this.props.render) return;
    const out = this.props.render(state);
    if (out && typeof out === 'object' && 'nodeType' in out) {
      // The same node again (React's portal host) stays; a new one takes its place.
      if (custom.firstChild !== out || custom.childNodes.length !== 1) custom.replaceChildren(out);
    } else {
      custom.textContent = out == null ? '' : String(out);
    }
  }
}
