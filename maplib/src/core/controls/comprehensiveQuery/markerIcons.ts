// The result markers' images, made when the style first asks for them (MapLibre's `styleimagemissing`), so they come
// back by themselves after a basemap switch: MapLib's pins (a category colour, or the selected pin) drawn on a
// canvas, and the images of `defaultMarkerIcon` / `selectedMarkerIcon` URLs, loaded once asked for.
import type { Map as MaplibreMap } from 'maplibre-gl';

const PIN = 'maplib-cq-pin:';
const SELECTED = 'maplib-cq-pin-selected';
const URL_ICON = 'maplib-cq-url:';
/** The selected pin's colour: apart from every category colour. */
export const SELECTED_PIN_COLOR = '#e11d48';

/** The image id of a marker: the URL's when one is given, else MapLib's pin in `color` (or the selected pin). Pure. */
export function markerImageId(o: { url?: string; color?: string; selected?: boolean }): string {
  if (o.url) return URL_ICON + o.url;
  return o.selected ? SELECTED : PIN + (o.color ?? '#2563eb');
}

/** A map pin: a round head on a point at the bottom, white ring and dot, at `ratio` device pixels per CSS pixel. */
function drawPin(color: string, width: number, ratio: number): ImageData {
  const height = Math.round(width * 1.35);
  const canvas = document.createElement('canvas');
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(ratio, ratio);
  const r = width / 2 - 1.5;
  const cx = width / 2;
  const cy = r + 1.5;
  ctx.beginPath();
  ctx.moveTo(cx, height - 1);
  ctx.bezierCurveTo(cx - r * 0.35, height - r * 0.9, cx - r, cy + r * 0.75, cx - r, cy);
  ctx.arc(cx, cy, r, Math.PI, 0);
  ctx.bezierCurveTo(cx + r, cy + r * 0.75, cx + r * 0.35, height - r * 0.9, cx, height - 1);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The markers' images, made or loaded for the ids asked for: `addImages(ids)` before the data that uses them is set
 * (an image added after a tile was laid out shows only on the next layout), and the style's own requests
 * (`styleimagemissing`, after a basemap switch) while the returned `stop` has not been called.
 */
export function provideMarkerImages(map: MaplibreMap): { addImages(ids: string[]): void; stop(): void } {
  const loading = new Set<string>();
  const add = (id: string) => {
    if (map.hasImage(id)) return;
    if (id === SELECTED || id.startsWith(PIN)) {
      const ratio = 2;
      map.addImage(id, drawPin(id === SELECTED ? SELECTED_PIN_COLOR : id.slice(PIN.length), id === SELECTED ? 30 : 22, ratio), { pixelRatio: ratio });
    } else if (id.startsWith(URL_ICON) && !loading.has(id)) {
      loading.add(id);
      map
        .loadImage(id.slice(URL_ICON.length))
        .then((img) => {
          if (!map.hasImage(id) && map.style) map.addImage(id, img.data);
        })
        .catch((err) => console.warn(`ComprehensiveQuery: marker icon ${id.slice(URL_ICON.length)} could not be loaded (${(err as Error).message})`))
        .finally(() => loading.delete(id));
    }
  };
  const onMissing = (e: { id: string }) => add(e.id);
  map.on('styleimagemissing', onMissing);
  return {
    addImages: (ids) => {
      if (map.style && map.isStyleLoaded()) ids.forEach(add);
    },
    stop: () => map.off('styleimagemissing', onMissing),
  };
}
