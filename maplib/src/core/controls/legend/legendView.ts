// The pieces a legend panel is drawn with: a swatch from a symbol's description, a service's own image, a colour ramp
// with ticks, and a row (swatch + words, with a checkbox when the row toggles something). Shared by Legend and
// MvtLegend so both look and read alike; maplib.css styles them (.maplib-legend-*).
import type { StyleSwatch } from './styleLegend.ts';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A swatch drawn in CSS from a symbol's description (a MapLib layer's `LegendSymbol` fits too). */
export function swatchElement(s: StyleSwatch): HTMLElement {
  const box = document.createElement('span');
  box.className = `maplib-legend-swatch maplib-legend-swatch-${s.shape}`;
  box.setAttribute('aria-hidden', 'true');
  const mark = document.createElement('span');
  mark.className = 'maplib-legend-mark';
  if (s.opacity !== undefined) mark.style.opacity = String(s.opacity);
  switch (s.shape) {
    case 'line':
      mark.style.background = s.color;
      mark.style.height = `${clamp(Math.round(s.size ?? 1), 1, 8)}px`;
      break;
    case 'circle': {
      const d = clamp(Math.round((s.size ?? 5) * 2), 6, 16);
      Object.assign(mark.style, { background: s.color, width: `${d}px`, height: `${d}px` });
      if (s.strokeColor) mark.style.boxShadow = `0 0 0 ${clamp(s.strokeWidth ?? 1, 1, 3)}px ${s.strokeColor}`;
      break;
    }
    case 'text':
      mark.textContent = 'Aa';
      mark.style.color = s.color;
      if (s.strokeColor) mark.style.textShadow = `0 0 ${clamp(s.strokeWidth ?? 1, 1, 3)}px ${s.strokeColor}`;
      break;
    case 'icon':
      mark.textContent = '●';
      mark.style.color = s.color;
      break;
    default:
      // fill and extrusion: an area; a fill's outline as its border.
      mark.style.background = s.color;
      if (s.strokeColor) mark.style.borderColor = s.strokeColor;
  }
  box.append(mark);
  return box;
}

/** A service's own legend image (base64 `imageData` or a URL), its label as alternative text. */
export function imageElement(src: string, alt: string, width?: number, height?: number): HTMLImageElement {
  const img = document.createElement('img');
  img.className = 'maplib-legend-image';
  img.src = src;
  img.alt = alt;
  if (width) img.width = width;
  if (height) img.height = height;
  return img;
}

/** The least distance between two ticks, in % of the bar (a 140 px bar: 25 px, room for "0.25"). */
const MIN_TICK_GAP = 18;

/** Tick values as short text: up to two decimals, no trailing zeros. */
export const tickText = (v: number) => String(Math.round(v * 100) / 100);

/**
 * A continuous ramp: a gradient bar whose colours sit at their values' places between the first and last stop, and a
 * tick under each stop. The bar is an image for screen readers, named by `label` (input and range).
 */
export function rampElement(stops: { value: number; color: string }[], label: string): HTMLElement {
  const ramp = document.createElement('div');
  ramp.className = 'maplib-legend-ramp';
  const [lo, hi] = [stops[0].value, stops[stops.length - 1].value];
  const at = (v: number) => (hi === lo ? 0 : ((v - lo) / (hi - lo)) * 100);
  const bar = document.createElement('div');
  bar.className = 'maplib-legend-ramp-bar';
  bar.setAttribute('role', 'img');
  bar.setAttribute('aria-label', label);
  bar.style.background = stops.length === 1 ? stops[0].color : `linear-gradient(to right, ${stops.map((s) => `${s.color} ${at(s.value).toFixed(2)}%`).join(', ')})`;
  const ticks = document.createElement('div');
  ticks.className = 'maplib-legend-ramp-ticks';
  ticks.setAttribute('aria-hidden', 'true');
  for (const [i, s] of stops.entries()) {
    // Ticks closer than MIN_TICK_GAP to the one before are left out (the last one always shows, its neighbour goes).
    const last = i === stops.length - 1;
    if (ticks.lastElementChild && at(s.value) - Number((ticks.lastElementChild as HTMLElement).dataset.at) < MIN_TICK_GAP) {
      if (!last) continue;
      if (ticks.childElementCount > 1) ticks.lastElementChild.remove();
    }
    const tick = document.createElement('span');
    tick.dataset.at = String(at(s.value));
    tick.textContent = tickText(s.value);
    tick.style.left = `${at(s.value)}%`;
    ticks.append(tick);
  }
  ramp.append(bar, ticks);
  return ramp;
}

export interface RowOptions {
  /** The swatch or image before the words. */
  symbol?: Node;
  label: string;
  /** A checkbox: checked when what the row stands for is shown; `onChange` gets the new state. */
  toggle?: { checked: boolean; onChange: (checked: boolean) => void };
  /** Names the row for a legend's own bookkeeping (focus kept across a redraw). */
  key: string;
  /** Greyed: what the row stands for is not drawn now. */
  dim?: boolean;
  className?: string;
}

/** A legend row: `<label>` with a native checkbox when it toggles (Tab, Space), else a plain row. */
export function rowElement(o: RowOptions): HTMLElement {
  const row = document.createElement(o.toggle ? 'label' : 'div');
  row.className = ['maplib-legend-row', o.dim && 'maplib-legend-dim', o.className].filter(Boolean).join(' ');
  if (o.toggle) {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = o.toggle.checked;
    box.dataset.legendKey = o.key;
    const onChange = o.toggle.onChange;
    box.addEventListener('change', () => onChange(box.checked));
    row.append(box);
  }
  if (o.symbol) row.append(o.symbol);
  const words = document.createElement('span');
  words.className = 'maplib-legend-label';
  words.textContent = o.label;
  row.append(words);
  return row;
}
