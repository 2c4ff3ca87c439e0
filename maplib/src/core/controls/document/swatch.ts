// The small picture at the start of a DocumentTree row: the layer's legend symbol (a dot, a stroke, an area, a ramp,
// the first classes' colours) from `layer.legend()`, else a glyph of its MapLibre layer type.
import type { LegendDescription, LegendSymbol } from '../../layers/base/legend.ts';

/** Glyphs of MapLibre layer types, for layers with no legend of their own (raster tiles, several style layers). */
const TYPE_GLYPHS: Record<string, string> = {
  raster: '▦',
  fill: '▰',
  line: '╱',
  circle: '●',
  symbol: 'T',
  heatmap: '◍',
  'fill-extrusion': '▟',
  background: '▩',
  hillshade: '◭',
};

export function typeGlyph(type: string | undefined): string {
  return (type && TYPE_GLYPHS[type]) || '◇';
}

function symbolStyle(el: HTMLElement, s: LegendSymbol): void {
  el.dataset.shape = s.shape;
  if (s.shape === 'line') el.style.borderTopColor = s.color;
  else if (s.shape === 'text') el.style.color = s.color;
  else el.style.background = s.color;
  if (s.opacity !== undefined) el.style.opacity = String(Math.max(0.25, s.opacity));
  if (s.strokeColor) el.style.boxShadow = `inset 0 0 0 ${Math.min(2, s.strokeWidth ?? 1)}px ${s.strokeColor}`;
}

/** The swatch of a legend (hidden from screen readers: the row's name says what the layer is). */
export function swatchOf(legend: LegendDescription | undefined, mapType: string | undefined): HTMLElement {
  const el = document.createElement('span');
  el.className = 'maplib-doc-swatch';
  el.setAttribute('aria-hidden', 'true');
  if (!legend) {
    el.dataset.shape = 'glyph';
    el.textContent = typeGlyph(mapType);
  } else if (legend.type === 'symbol') {
    symbolStyle(el, legend.symbol);
    if (legend.symbol.shape === 'text') el.textContent = 'T';
  } else if (legend.type === 'ramp') {
    el.dataset.shape = 'ramp';
    el.style.background = `linear-gradient(90deg, ${legend.stops.map((s) => s.color).join(', ')})`;
  } else {
    el.dataset.shape = 'ramp';
    const colors = legend.classes.map((c) => c.symbol.color);
    const step = 100 / colors.length;
    el.style.background = `linear-gradient(90deg, ${colors.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(', ')})`;
  }
  return el;
}
