// Draws a printed page onto a 2D canvas: white paper, the title (in the system's own fonts, so Chinese needs no font
// download and the PDF embeds none), the map copy in its frame, the markers and popups of the live map at their places,
// the scale bar (the geometry kit's scale maths), the north arrow turned by the bearing, and the legend. Where each
// goes comes from printLayout.ts; sizes are millimetres there, pixels here.
import { scaleBar, scaleDenominator, CSS_DPI } from '../../geo/mapScale.ts';
import type { LegendSymbol } from '../../layers/base/legend.ts';
import type { LengthSymbol } from '../../geo/units.ts';
import { FURNITURE_MM, type PrintLayout } from './printLayout.ts';
import type { LegendRow } from './printLegend.ts';
import type { MapCapture } from './mapCapture.ts';
import { paintElement } from './domPaint.ts';

/** The system's fonts, Chinese ones named (canvas text falls back glyph by glyph, so any installed CJK font serves). */
export const PRINT_FONTS = 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", sans-serif';

export interface PageContent {
  layout: PrintLayout;
  map: MapCapture;
  title?: string;
  /** Legend rows and the legend's heading; none: no legend. */
  legend?: { heading: string; rows: LegendRow[] };
  /** The scale bar's words: a unit (`km` → 公里) and 1:N (`1:4,622,324`); undefined: no scale bar. */
  scaleWords?: { unit: (unit: LengthSymbol) => string; ratio: (denominator: number) => string };
  /** The letter on the north arrow; undefined: no arrow. */
  north?: string;
  /** DOM elements over the live map to paint (markers, popups), and the live map's container they are placed in. */
  overlays?: { container: HTMLElement; elements: Element[] };
}

/** The page drawn; `canvas` is `layout.page.width` × `layout.page.height` pixels. */
export async function composePage(content: PageContent): Promise<HTMLCanvasElement> {
  const { layout } = content;
  const canvas = document.createElement('canvas');
  canvas.width = layout.page.width;
  canvas.height = layout.page.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(`the browser gave no 2D canvas of ${canvas.width} × ${canvas.height} px`);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const mm = (v: number) => v * layout.pxPerMm;
  const { map } = layout;

  if (layout.title && content.title) {
    const box = layout.title;
    ctx.fillStyle = '#111';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${mm(FURNITURE_MM.titleFont)}px ${PRINT_FONTS}`;
    ctx.fillText(fitText(ctx, content.title, box.width), box.x + box.width / 2, box.y + box.height / 2, box.width);
  }

  ctx.save();
  ctx.beginPath();
  ctx.rect(map.x, map.y, map.width, map.height);
  ctx.clip();
  ctx.drawImage(content.map.canvas, map.x, map.y, map.width, map.height);
  if (content.overlays) await paintOverlays(ctx, layout, content.overlays);
  ctx.restore();
  ctx.strokeStyle = '#333';
  ctx.lineWidth = Math.max(1, mm(0.3));
  ctx.strokeRect(map.x, map.y, map.width, map.height);

  if (content.scaleWords) drawScaleBar(ctx, layout, content.map.metresPerPixel, content.scaleWords);
  if (content.north !== undefined) drawNorthArrow(ctx, layout, content.map.bearing, content.north);
  if (content.legend && content.legend.rows.length) drawLegend(ctx, layout, content.legend.heading, content.legend.rows);
  return canvas;
}

/** `text` cut with an ellipsis to fit `width`. */
function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length && ctx.measureText(chars.join('') + '…').width > width) chars.pop();
  return chars.join('') + '…';
}

/**
 * The live map's markers and popups, placed by their offset from the live map's centre: the copy has the same centre,
 * zoom and bearing, so an element `d` CSS pixels from the live centre is `d` CSS pixels from the frame's centre.
 */
async function paintOverlays(ctx: CanvasRenderingContext2D, layout: PrintLayout, overlays: NonNullable<PageContent['overlays']>): Promise<void> {
  const c = overlays.container.getBoundingClientRect();
  const s = layout.scale;
  const { map } = layout;
  // client (x, y) → page: frame centre + (x − live centre) · scale
  ctx.setTransform(s, 0, 0, s, map.x + map.width / 2 - (c.left + c.width / 2) * s, map.y + map.height / 2 - (c.top + c.height / 2) * s);
  for (const el of overlays.elements) await paintElement(ctx, el);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

/** A box the furniture stands on, so it reads over any map. */
function plate(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, px: number): void {
  ctx.fillStyle = 'rgba(255, 255, 255, 0.88)';
  ctx.strokeStyle = '#666';
  ctx.lineWidth = Math.max(1, px * 0.2);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, px);
  ctx.fill();
  ctx.stroke();
}

function drawScaleBar(ctx: CanvasRenderingContext2D, layout: PrintLayout, metresPerCssPixel: number, words: NonNullable<PageContent['scaleWords']>): void {
  if (!(metresPerCssPixel > 0 && Number.isFinite(metresPerCssPixel))) return;
  const px = layout.pxPerMm;
  const s = layout.scale;
  // The bar in CSS pixels of the copy, then in page pixels; 1:N at 96 dpi is the paper's scale (a CSS pixel on paper is 1/96 in).
  const bar = scaleBar(metresPerCssPixel, layout.scaleBar.maxWidth / s, 'metric');
  const width = bar.width * s;
  const label = `${bar.length} ${words.unit(bar.unit)}`;
  const ratio = words.ratio(scaleDenominator(metresPerCssPixel, CSS_DPI));
  ctx.font = `${FURNITURE_MM.scaleFont * px}px ${PRINT_FONTS}`;
  const textWidth = Math.max(ctx.measureText(label).width, ctx.measureText(ratio).width);
  const pad = 1.5 * px;
  const lineH = FURNITURE_MM.scaleFont * 1.3 * px;
  const boxW = Math.max(width, textWidth) + 2 * pad;
  const boxH = 2 * lineH + 1.6 * px + 2 * pad;
  const x = layout.scaleBar.x;
  const y = layout.scaleBar.y - boxH;
  plate(ctx, x, y, boxW, boxH, px);
  ctx.fillStyle = '#111';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(label, x + pad, y + pad);
  // The bar: a line with end ticks, under its label.
  const barY = y + pad + lineH + 1.2 * px;
  ctx.strokeStyle = '#111';
  ctx.lineWidth = Math.max(1, 0.5 * px);
  ctx.beginPath();
  ctx.moveTo(x + pad, barY - 1.2 * px);
  ctx.lineTo(x + pad, barY);
  ctx.lineTo(x + pad + width, barY);
  ctx.lineTo(x + pad + width, barY - 1.2 * px);
  ctx.stroke();
  ctx.fillText(ratio, x + pad, barY + 0.6 * px);
}

function drawNorthArrow(ctx: CanvasRenderingContext2D, layout: PrintLayout, bearing: number, letter: string): void {
  const box = layout.arrow;
  const px = layout.pxPerMm;
  plate(ctx, box.x, box.y, box.width, box.height, px);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = box.width * 0.42;
  ctx.save();
  ctx.translate(cx, cy + r * 0.3);
  // Map bearing b turns the map b° anticlockwise on screen: north points b° to the left of up.
  ctx.rotate((-bearing * Math.PI) / 180);
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.moveTo(0, -r * 0.6);
  ctx.lineTo(r * 0.32, r * 0.45);
  ctx.lineTo(0, r * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#888';
  ctx.beginPath();
  ctx.moveTo(0, -r * 0.6);
  ctx.lineTo(-r * 0.32, r * 0.45);
  ctx.lineTo(0, r * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = '#111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = `bold ${2.6 * px}px ${PRINT_FONTS}`;
  ctx.fillText(letter, cx, box.y + 0.4 * px);
}

function drawLegend(ctx: CanvasRenderingContext2D, layout: PrintLayout, heading: string, rows: LegendRow[]): void {
  const px = layout.pxPerMm;
  const F = FURNITURE_MM;
  const pad = F.legendPad * px;
  const rowH = F.legendRow * px;
  const swatch = F.legendSwatch * px;
  const indent = 3 * px;
  const font = `${F.legendFont * px}px ${PRINT_FONTS}`;
  const bold = `bold ${F.legendFont * 1.1 * px}px ${PRINT_FONTS}`;
  const maxText = layout.legend.maxWidth - 2 * pad - swatch - 2 * px - indent;
  ctx.font = font;
  const texts = rows.map((row) => fitText(ctx, row.label, maxText));
  const widths = rows.map((row, i) => (row.kind === 'heading' ? 0 : swatch + 2 * px) + (row.kind === 'symbol' && row.indent ? indent : 0) + ctx.measureText(texts[i]).width);
  ctx.font = bold;
  const headingW = ctx.measureText(heading).width;
  const w = Math.min(layout.legend.maxWidth, Math.max(headingW, ...widths) + 2 * pad);
  const maxRows = Math.max(1, Math.floor((layout.map.height / 2 - 2 * pad) / rowH) - 1);
  const shown = rows.slice(0, maxRows);
  const h = (shown.length + 1) * rowH + 2 * pad;
  const x = layout.legend.right - w;
  const y = layout.legend.bottom - h;
  plate(ctx, x, y, w, h, px);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#111';
  ctx.fillText(heading, x + pad, y + pad + rowH / 2);
  shown.forEach((row, i) => {
    const top = y + pad + (i + 1) * rowH;
    const mid = top + rowH / 2;
    let left = x + pad + (row.kind === 'symbol' && row.indent ? indent : 0);
    ctx.font = row.kind === 'heading' ? bold : font;
    if (row.kind === 'symbol') drawSwatch(ctx, row.symbol, left, mid - swatch / 2, swatch, px);
    if (row.kind === 'ramp') {
      const gradient = ctx.createLinearGradient(left, 0, left + swatch, 0);
      for (const stop of row.stops) gradient.addColorStop(Math.min(1, Math.max(0, (stop.value - row.stops[0].value) / (row.stops.at(-1)!.value - row.stops[0].value || 1))), stop.color);
      ctx.fillStyle = gradient;
      ctx.fillRect(left, mid - swatch / 2, swatch, swatch);
    }
    if (row.kind !== 'heading') left += swatch + 2 * px;
    ctx.fillStyle = '#111';
    ctx.fillText(texts[i], left, mid);
  });
}

function drawSwatch(ctx: CanvasRenderingContext2D, symbol: LegendSymbol, x: number, y: number, size: number, px: number): void {
  ctx.save();
  ctx.globalAlpha = symbol.opacity ?? 1;
  ctx.fillStyle = symbol.color;
  ctx.strokeStyle = symbol.strokeColor ?? symbol.color;
  const stroke = (symbol.strokeWidth ?? 0) * px * 0.35;
  ctx.lineWidth = stroke;
  const c = size / 2;
  if (symbol.shape === 'circle') {
    const r = Math.min(c, Math.max(px * 0.8, ((symbol.size ?? 5) * px) / 3.78));
    ctx.beginPath();
    ctx.arc(x + c, y + c, r, 0, 2 * Math.PI);
    ctx.fill();
    if (stroke) ctx.stroke();
  } else if (symbol.shape === 'line') {
    ctx.strokeStyle = symbol.color;
    ctx.lineWidth = Math.max(px * 0.3, ((symbol.size ?? 2) * px) / 3.78);
    ctx.beginPath();
    ctx.moveTo(x, y + c);
    ctx.lineTo(x + size, y + c);
    ctx.stroke();
  } else if (symbol.shape === 'text') {
    ctx.textAlign = 'center';
    ctx.font = `bold ${size}px ${PRINT_FONTS}`;
    ctx.fillText('A', x + c, y + c);
  } else {
    ctx.fillRect(x, y, size, size);
    if (symbol.strokeColor) {
      ctx.lineWidth = Math.max(1, px * 0.25);
      ctx.strokeRect(x, y, size, size);
    }
  }
  ctx.restore();
}
