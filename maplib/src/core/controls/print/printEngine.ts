// The print chunk (maplib-print.js beside maplib.js in the browser build, a split chunk in ESM), loaded on the first
// print: the offscreen map copy, the page composer with its DOM painter, and the PNG and JPEG encoders. The control
// (print.ts) keeps only its panel, its props and the layout maths in maplib.js. No MapLibre here: the copy is made
// with the createMap the control passes in.
import type { MapView } from '../../map/mapView.ts';
import type { MapOptions } from '../../map/mapOptions.ts';
import type { PrintLayout } from './printLayout.ts';
import { legendRows, type LegendRow } from './printLegend.ts';
import type { LegendDescription } from '../../layers/base/legend.ts';
import { captureMap } from './mapCapture.ts';
import { composePage, type PageContent } from './printCompose.ts';
import { withPngDpi } from './pngDpi.ts';

export interface PageRequest {
  view: MapView;
  createMap: (container: HTMLElement, options: MapOptions) => MapView;
  layout: PrintLayout;
  title: string;
  /** Wait before reading the copy, ms. */
  delay: number;
  legend?: { heading: string; items: { title: string; legend: LegendDescription }[] };
  scaleWords?: PageContent['scaleWords'];
  north?: string;
  markers: boolean;
}

/** The page drawn on a canvas of `layout.page` pixels. */
export async function drawPage(r: PageRequest): Promise<HTMLCanvasElement> {
  const { view, layout } = r;
  const map = await captureMap(view, { width: layout.map.width / layout.scale, height: layout.map.height / layout.scale, pixelRatio: layout.scale, delay: r.delay, createMap: r.createMap });
  try {
    const m = view.maplibre;
    // MapLibre puts markers in the canvas container and popups in the map's container.
    const elements = [...m.getCanvasContainer().querySelectorAll(':scope > .maplibregl-marker'), ...m.getContainer().querySelectorAll(':scope > .maplibregl-popup')];
    const legend: { heading: string; rows: LegendRow[] } | undefined = r.legend && { heading: r.legend.heading, rows: legendRows(r.legend.items) };
    return await composePage({ layout, map, title: r.title, legend, scaleWords: r.scaleWords, north: r.north, overlays: r.markers ? { container: m.getContainer(), elements } : undefined });
  } finally {
    // The copy holds width × height × 4 bytes until collected: let go of it now.
    map.canvas.width = map.canvas.height = 0;
  }
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`the browser could not encode the ${canvas.width} × ${canvas.height} px page as ${type}`))), type, quality),
  );
}

/** The page as a PNG that says its DPI (pHYs), so it prints at the paper's size. */
export async function encodePng(page: HTMLCanvasElement, dpi: number): Promise<Blob> {
  const png = new Uint8Array(await (await canvasBlob(page, 'image/png')).arrayBuffer());
  return new Blob([withPngDpi(png, dpi) as Uint8Array<ArrayBuffer>], { type: 'image/png' });
}

/** The page as JPEG bytes, for the PDF. */
export async function encodeJpeg(page: HTMLCanvasElement, quality = 0.92): Promise<Uint8Array> {
  return new Uint8Array(await (await canvasBlob(page, 'image/jpeg', quality)).arrayBuffer());
}

export { readPngInfo, withPngDpi } from './pngDpi.ts';
