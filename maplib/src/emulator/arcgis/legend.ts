// ArcGIS MapServer `legend?f=json`: one swatch per layer, as base64 PNG image data.
import { json } from '../respond.ts';
import { base64, drawSwatch } from '../render/swatch.ts';
import type { HandlerContext } from '../types.ts';

/** ArcGIS's `url` of a legend image is an opaque id; a short hash of the style stands in for it. */
function styleId(s: object): string {
  let h = 2166136261;
  for (const c of JSON.stringify(s)) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

export async function legend(ctx: HandlerContext): Promise<Response> {
  const layers = await Promise.all(
    ctx.catalog.layers.map(async (l) => ({
      layerId: l.index,
      layerName: l.name,
      layerType: 'Feature Layer',
      minScale: 0,
      maxScale: 0,
      legend: [{ label: '', url: styleId(l.style), imageData: base64(await drawSwatch(ctx.surface, l)), contentType: 'image/png', height: 20, width: 20 }],
    })),
  );
  return json({ layers });
}
