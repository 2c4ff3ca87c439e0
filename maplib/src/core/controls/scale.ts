// Scale (MapGIS `mapgis-custom-scale`): scale bars in metric, imperial and nautical units and the scale denominator 1:N
// at the screen's DPI, for the map's centre. Metres per pixel are measured through the map's own unproject, so the
// figures hold in a Web Mercator map and in a geographic (EPSG:4326 / 4490) one alike; the maths is the geometry kit's.
import type { MapView } from '../map/mapView.ts';
import { DomControl, type DomControlProps } from './domControl.ts';
import { boolean, func, number, show, type Rule } from '../base/validateProps.ts';
import { groundMetresPerPixel, scaleBar, scaleDenominator, CSS_DPI, SCALE_SYSTEMS, type ScaleBar, type ScaleSystem } from '../geo/index.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The scale at the map's centre: metres per pixel, the denominator N of 1:N at `dpi`, and one bar per unit system. */
export interface ScaleReading {
  metresPerPixel: number;
  denominator: number;
  dpi: number;
  bars: (ScaleBar & { system: ScaleSystem })[];
}

export interface ScaleEvent extends ScaleReading {
  control: Scale;
}

/** Inline CSS for the panel: an object of properties (camelCase or kebab-case; numbers are pixels) or a CSS string. */
export type OutStyle = Record<string, string | number> | string;

export interface ScaleProps extends DomControlProps {
  /** One unit system or several (a bar each, in that order): `'metric'`, `'imperial'`, `'nautical'`. Default `'metric'`. */
  units?: ScaleSystem | ScaleSystem[];
  /** The longest a bar may be, in pixels. Default 100. */
  maxWidth?: number;
  /** Screen pixels per inch for the denominator. Default 96 (CSS pixels). */
  dpi?: number;
  /** Show 1:N under the bars. Default true. */
  denominator?: boolean;
  /** Inline CSS for the panel (MapGIS's prop): `{ marginBottom: 30 }`, `'opacity: 0.9'`. */
  outStyle?: OutStyle;
  /** The figures shown changed (a zoom, a pan to another latitude, a prop). */
  onChange?: (e: ScaleEvent) => void;
}

/** How each length unit is written, from the message tables. */
const UNIT_WORDS: Record<ScaleBar['unit'], MessageKey> = { m: 'scale.m', km: 'scale.km', ft: 'scale.ft', mi: 'scale.mi', nmi: 'scale.nmi' };

/** CSS properties whose numbers have no unit (the rest, as React does, are pixels). */
const UNITLESS = new Set(['opacity', 'zIndex', 'z-index', 'fontWeight', 'font-weight', 'lineHeight', 'line-height', 'flex', 'flexGrow', 'flex-grow', 'flexShrink', 'flex-shrink', 'order']);

const unitsRule: Rule = (v) => {
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : [v];
  const ok = list.length > 0 && list.every((u) => (SCALE_SYSTEMS as readonly unknown[]).includes(u)) && new Set(list).size === list.length;
  return ok ? undefined : `must be 'metric', 'imperial' or 'nautical', or an array of them without repeats, got ${show(v)}`;
};

const outStyleRule: Rule = (v) => {
  if (v === undefined || typeof v === 'string') return undefined;
  const ok = typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)));
  return ok ? undefined : `must be a CSS string or an object of CSS properties (strings or numbers), got ${show(v)}`;
};

/** 1:N with N rounded and grouped in thousands: 1:4,622,324. */
export function formatDenominator(n: number): string {
  return `1:${Math.round(n).toLocaleString('en-US')}`;
}

export class Scale extends DomControl<ScaleProps> {
  protected readonly panelClass = 'maplib-scale';
  protected readonly panelLabel = 'scale.bar';
  private rows: { line: HTMLElement; label: HTMLElement }[] = [];
  private ratio?: HTMLElement;
  /** The text last shown, so a frame that changes nothing writes nothing and fires nothing. */
  private shown = '';
  private reading?: ScaleReading;

  constructor(props: ScaleProps = {}) {
    super(
      'Scale',
      { units: unitsRule, maxWidth: number(20, 2000), dpi: number(1, 10_000), denominator: boolean, outStyle: outStyleRule, onChange: func },
      props,
      'bottom-left',
    );
  }

  protected mount(view: MapView): void {
    super.mount(view);
    // Every frame the map draws: zooms, pans to another latitude, a resize, a new projection.
    this.onDetach(view.on('render', () => this.measure()));
    this.onDetach(view.on('localechange', () => this.measure(true)));
  }

  onAdd(): HTMLElement {
    const panel = super.onAdd();
    this.applyOutStyle();
    return panel;
  }

  protected render(p: ScaleProps): Node[] {
    const systems = unitList(p.units);
    this.rows = systems.map(() => {
      const line = document.createElement('span');
      line.className = 'maplib-scale-line';
      line.setAttribute('aria-hidden', 'true');
      const label = document.createElement('span');
      label.className = 'maplib-scale-label';
      return { line, label };
    });
    const nodes: Node[] = this.rows.map(({ line, label }) => {
      const row = document.createElement('div');
      row.className = 'maplib-scale-row';
      row.append(line, label);
      return row;
    });
    this.ratio = undefined;
    if (p.denominator !== false) {
      this.ratio = document.createElement('div');
      this.ratio.className = 'maplib-scale-ratio';
      nodes.push(this.ratio);
    }
    this.shown = '';
    this.measure(true);
    return nodes;
  }

  protected patch(prev: ScaleProps, next: ScaleProps): void {
    if (!sameStyle(prev.outStyle, next.outStyle)) this.applyOutStyle(prev.outStyle);
    // The unit words are written by measure(), not through say(): a locale of its own re-words them here.
    if (prev.locale !== next.locale) this.measure(true);
    super.patch(prev, next);
  }

  /**
   * MapGIS's `update()`: measures the map again now and returns the reading. With props, as on every MapLib component,
   * it changes them (`update({ units: 'imperial' })`).
   */
  update(partial?: Partial<ScaleProps>): void {
    if (partial === undefined) {
      this.measure(true);
      return;
    }
    super.update(partial);
  }

  /** The scale shown now (undefined before the control is on a map). */
  getScale(): ScaleReading | undefined {
    return this.reading;
  }

  /** Measures the scale at the map's centre and shows it; fires `onChange` when what is shown changed. */
  private measure(force = false): void {
    const view = this.view;
    if (!view || view.removed || !this.panel) return;
    const container = view.container;
    const at: [number, number] = [container.clientWidth / 2, container.clientHeight / 2];
    const mpp = groundMetresPerPixel((pixel) => view.unproject(pixel), at);
    if (!(mpp > 0 && Number.isFinite(mpp))) return;
    const dpi = this.props.dpi ?? CSS_DPI;
    const maxWidth = this.props.maxWidth ?? 100;
    const systems = unitList(this.props.units);
    const reading: ScaleReading = {
      metresPerPixel: mpp,
      denominator: scaleDenominator(mpp, dpi),
      dpi,
      bars: systems.map((system) => ({ system, ...scaleBar(mpp, maxWidth, system) })),
    };
    this.reading = reading;
    const labels = reading.bars.map((bar) => `${bar.length} ${this.text(UNIT_WORDS[bar.unit])}`);
    const widths = reading.bars.map((bar) => `${Math.round(bar.width)}px`);
    const ratio = formatDenominator(reading.denominator);
    const text = [...labels, ...widths, this.ratio ? ratio : ''].join('|');
    if (text === this.shown && !force) return;
    const changed = text !== this.shown;
    this.shown = text;
    this.rows.forEach(({ line, label }, i) => {
      line.style.width = widths[i];
      label.textContent = labels[i];
    });
    if (this.ratio) this.ratio.textContent = ratio;
    if (changed) this.props.onChange?.({ ...reading, control: this });
  }

  /** Writes `outStyle` on the panel, taking off what `previous` had set. */
  private applyOutStyle(previous?: OutStyle): void {
    const style = this.panel?.style;
    if (!style) return;
    for (const [name] of cssEntries(previous)) style.removeProperty(name);
    for (const [name, value] of cssEntries(this.props.outStyle)) style.setProperty(name, value);
  }
}

function unitList(units: ScaleProps['units']): ScaleSystem[] {
  return units === undefined ? ['metric'] : Array.isArray(units) ? units : [units];
}

function sameStyle(a: OutStyle | undefined, b: OutStyle | undefined): boolean {
  return JSON.stringify(cssEntries(a)) === JSON.stringify(cssEntries(b));
}

/** `outStyle` as [kebab-case property, CSS value] pairs (a string is parsed by the browser's own CSS parser). */
function cssEntries(style: OutStyle | undefined): [string, string][] {
  if (style === undefined) return [];
  if (typeof style === 'string') {
    const parsed = document.createElement('div').style;
    parsed.cssText = style;
    return [...parsed].map((name) => [name, parsed.getPropertyValue(name)]);
  }
  return Object.entries(style).map(([key, value]) => {
    const name = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    return [name, typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value)];
  });
}
