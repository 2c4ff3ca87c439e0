// Draws a copy of a map at a print resolution: a second MapView in a hidden container the size of the printed map
// frame in CSS pixels, made with pixelRatio = dpi / 96, so the printed map has the screen's zoom (and so its scale at
// 96 dpi) over the paper's extent, and every line, label and symbol is drawn sharp at the paper's DPI rather than
// scaled up from the screen. It shares the live map's style (its basemap and MapLib's layers as they are now) and
// options (CRS, labels, request transforms), and is destroyed as soon as its pixels are copied. It lives in the print
// chunk (printEngine.ts), which carries no MapLibre: `createMap` comes from the caller.
import type { StyleSpecification } from 'maplibre-gl';
import type { MapOptions } from '../../map/mapOptions.ts';
import type { MapView } from '../../map/mapView.ts';
import { groundMetresPerPixel } from '../../geo/mapScale.ts';

export interface MapCapture {
  /** The map drawn, `round(width · pixelRatio)` × `round(height · pixelRatio)` pixels. */
  canvas: HTMLCanvasElement;
  /** Ground metres per CSS pixel at the frame's centre, measured on the copy (any projection). */
  metresPerPixel: number;
  bearing: number;
}

export interface CaptureOptions {
  /** The frame in CSS pixels. */
  width: number;
  height: number;
  pixelRatio: number;
  /** Wait this long (ms) after the copy went idle before reading it (MapGIS's `delay` / `delayTime`). */
  delay?: number;
  /** Longest wait for the copy to load its tiles, ms. */
  timeout?: number;
  /** MapLib's createMap (the copy is a MapView, with the same request transforms and CRS handling). */
  createMap: (container: HTMLElement, options: MapOptions) => MapView;
}

/** The live map's style without what cannot be copied: custom (JavaScript) layers live only in their own map. */
function copyableStyle(view: MapView): StyleSpecification {
  const style = view.maplibre.getStyle();
  return { ...style, layers: style.layers.filter((layer) => (layer.type as string) !== 'custom') };
}

/** Renders `view` as it is now into a new canvas at `options.pixelRatio`. */
export async function captureMap(view: MapView, options: CaptureOptions): Promise<MapCapture> {
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.className = 'maplib-print-offscreen';
  // Out of sight and out of the layout (no scrollbar, no layout shift), but laid out: MapLibre sizes by clientWidth.
  Object.assign(holder.style, { position: 'fixed', left: '-100000px', top: '0', width: `${options.width}px`, height: `${options.height}px`, pointerEvents: 'none' });
  document.body.append(holder);
  const live = view.maplibre;
  // Not copied: the live map's URL hash (a second map writing it would fight the first), and its debug drawing and
  // continuous repaint (a copy that never goes idle is never read).
  const { bounds: _bounds, maxBounds: _maxBounds, maplibreOptions, hash: _hash, repaint: _repaint, tileBoundaries: _tiles, collisionBoxes: _boxes, ...own } = view.getOptions();
  let copy: MapView | undefined;
  try {
    const side = Math.ceil(Math.max(options.width, options.height) * options.pixelRatio);
    copy = options.createMap(holder, {
      ...own,
      basemap: copyableStyle(view),
      center: view.getCenter(),
      zoom: view.getZoom(),
      bearing: view.getBearing(),
      pitch: view.getPitch(),
      interactive: false,
      attributionControl: false,
      maplibreOptions: {
        transformRequest: maplibreOptions?.transformRequest,
        pixelRatio: options.pixelRatio,
        // The copy is read once and thrown away: keeping its drawing buffer is simpler than reading inside a render.
        canvasContextAttributes: { preserveDrawingBuffer: true },
        fadeDuration: 0,
        maxCanvasSize: [side, side],
        cooperativeGestures: false,
      },
    });
    const m = copy.maplibre;
    // Images the app added with addImage (icons of symbol layers) are not in the style: copy them over.
    m.on('styleimagemissing', (e: { id: string }) => {
      const image = live.getImage(e.id);
      if (image && !m.hasImage(e.id)) m.addImage(e.id, image.data, { pixelRatio: image.pixelRatio, sdf: image.sdf });
    });
    await copy.ready();
    await idle(copy, options.timeout ?? 30_000);
    if (options.delay) await new Promise((resolve) => setTimeout(resolve, options.delay));
    const source = m.getCanvas();
    const canvas = document.createElement('canvas');
    canvas.width = source.width;
    canvas.height = source.height;
    canvas.getContext('2d')!.drawImage(source, 0, 0);
    const metresPerPixel = groundMetresPerPixel((pixel) => copy!.unproject(pixel), [holder.clientWidth / 2, holder.clientHeight / 2]);
    return { canvas, metresPerPixel, bearing: m.getBearing() };
  } finally {
    copy?.destroy();
    holder.remove();
  }
}

/** Resolves when the map has every tile and nothing moving (or after `timeout`, printing what has come). */
function idle(view: MapView, timeout: number): Promise<void> {
  const m = view.maplibre;
  if (m.loaded() && m.areTilesLoaded() && !m.isMoving()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeout);
    function done() {
      clearTimeout(timer);
      m.off('idle', done);
      resolve();
    }
    m.on('idle', done);
    m.triggerRepaint();
  });
}
