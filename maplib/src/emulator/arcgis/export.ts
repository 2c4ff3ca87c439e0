// ArcGIS MapServer `export`: a dynamic image for a bbox (f=image), or its description (f=json), after fitting the
// extent to the image's aspect ratio as ArcGIS does.
import { reprojectBBox, type BBox } from '../../core/geo/index.ts';
import { crsByWkid } from '../geo/crs.ts';
import { selectLayers, LayerFilterError } from '../layerFilter.ts';
import { parseBool, parseNumbers, type Params } from '../params.ts';
import { json } from '../respond.ts';
import { imageFormat, renderImage } from '../render/renderImage.ts';
import { extentProblem } from '../render/extent.ts';
import { drawLayers } from '../render/renderTile.ts';
import type { HandlerContext } from '../types.ts';
import { arcgisError, INVALID } from './errors.ts';
import { arcgisScale, type MapService } from './services.ts';

/** `bbox` as `xmin,ymin,xmax,ymax` or an Esri envelope JSON (which may carry its own spatialReference). */
function parseBBox(value: string): { box: BBox; wkid?: number } | undefined {
  if (value.trim().startsWith('{')) {
    try {
      const o = JSON.parse(value);
      const box = [o.xmin, o.ymin, o.xmax, o.ymax].map(Number) as BBox;
      if (box.some((n) => !Number.isFinite(n))) return undefined;
      return { box, wkid: o.spatialReference?.latestWkid ?? o.spatialReference?.wkid };
    } catch {
      return undefined;
    }
  }
  const n = parseNumbers(value, 4);
  return n && { box: n as BBox };
}

/** ArcGIS grows the shorter side of the extent so the map is not stretched in the image. */
export function fitAspect(box: BBox, width: number, height: number): BBox {
  const [x0, y0, x1, y1] = box;
  const w = x1 - x0;
  const h = y1 - y0;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  if (w / h > width / height) {
    const nh = (w * height) / width;
    return [x0, cy - nh / 2, x1, cy + nh / 2];
  }
  const nw = (h * width) / height;
  return [cx - nw / 2, y0, cx + nw / 2, y1];
}

export async function exportMap(ctx: HandlerContext, service: MapService, p: Params): Promise<Response> {
  const f = (p.get('f') ?? 'html').toLowerCase();
  if (!['image', 'json', 'pjson'].includes(f)) return arcgisError(400, INVALID, [`f=${f} is not emulated; use f=image or f=json`], f);
  const bboxParam = p.nonEmpty('bbox');
  const parsed = bboxParam && parseBBox(bboxParam);
  if (!parsed) return arcgisError(400, INVALID, [bboxParam ? `Invalid bbox '${bboxParam}'` : "'bbox' must be specified"], f);
  const bboxCrs = parsed.wkid !== undefined ? crsByWkid(parsed.wkid) : p.has('bboxSR') ? crsByWkid(p.get('bboxSR')) : service.crs;
  if (!bboxCrs) return arcgisError(400, INVALID, [`Invalid bboxSR '${p.get('bboxSR') ?? parsed.wkid}' (the emulator knows 3857/102100, 4326, 4490)`], f);
  const imageCrs = p.has('imageSR') && p.get('imageSR') !== '' ? crsByWkid(p.get('imageSR')) : service.crs;
  if (!imageCrs) return arcgisError(400, INVALID, [`Invalid imageSR '${p.get('imageSR')}'`], f);
  const size = p.has('size') ? parseNumbers(p.get('size'), 2) : [400, 400];
  if (!size || size.some((n) => !Number.isInteger(n) || n <= 0 || n > 4096)) return arcgisError(400, INVALID, [`Invalid size '${p.get('size')}'`], f);
  const format = imageFormat(p.get('format'), 'image/png');
  if (!format) return arcgisError(400, INVALID, [`Invalid format '${p.get('format')}' (png, png8, png24, png32, jpg)`], f);
  const dpi = p.has('dpi') ? Number(p.get('dpi')) : 96;
  if (!Number.isFinite(dpi) || dpi <= 0) return arcgisError(400, INVALID, [`Invalid dpi '${p.get('dpi')}'`], f);
  let layers;
  try {
    layers = selectLayers(ctx.catalog.layers, p.get('layers'));
  } catch (err) {
    if (err instanceof LayerFilterError) return arcgisError(400, INVALID, [err.message], f);
    throw err;
  }
  const [width, height] = size;
  const box = reprojectBBox(parsed.box, bboxCrs.kind, imageCrs.kind);
  if (!(box[0] < box[2] && box[1] < box[3])) return arcgisError(400, INVALID, [`Invalid bbox '${bboxParam}': minimum must be below maximum`], f);
  const extent = fitAspect(box, width, height);
  // Checked after fitting: a thin bbox in a wide image grows.
  const tooFar = extentProblem(extent, imageCrs.kind);
  if (tooFar) return arcgisError(400, INVALID, [`Invalid bbox '${bboxParam}': ${tooFar}`], f);
  const transparent = parseBool(p.get('transparent'), false) && format === 'image/png';
  if (f === 'image') {
    return renderImage(ctx.surface, { bbox: extent, kind: imageCrs.kind, layers: await drawLayers(ctx, layers), background: transparent ? null : '#ffffff', width, height, format });
  }
  // f=json describes the image; its href serves the same image (ArcGIS writes it to an output folder instead).
  const href = new URL(ctx.url.href);
  href.searchParams.set('f', 'image');
  const wkid = imageCrs.kind === 'mercator' ? { wkid: 102100, latestWkid: 3857 } : { wkid: imageCrs.wkid, latestWkid: imageCrs.wkid };
  return json({
    href: href.href,
    width,
    height,
    extent: { xmin: extent[0], ymin: extent[1], xmax: extent[2], ymax: extent[3], spatialReference: wkid },
    scale: arcgisScale((extent[2] - extent[0]) / width, imageCrs.kind === 'geographic', dpi),
  });
}
