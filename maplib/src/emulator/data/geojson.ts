// `data/{layer}.geojson`: a layer's features (edits included) as GeoJSON, for GeoJSON, cluster and heatmap demos.
import { json, text } from '../respond.ts';
import type { HandlerContext } from '../types.ts';

export async function geojsonHandler(ctx: HandlerContext): Promise<Response> {
  const m = /^(.+)\.geojson$/i.exec(ctx.path.join('/'));
  const layer = m && ctx.catalog.byName(m[1]);
  if (!layer) return text(`no such data set: ${ctx.path.join('/')} (${ctx.catalog.layers.map((l) => l.name + '.geojson').join(', ')})`, 404);
  const features = await ctx.catalog.features(layer);
  return json(
    { type: 'FeatureCollection', features: features.map((f) => ({ type: 'Feature', id: f.fid, properties: f.attributes, geometry: f.geometry })) },
    200,
    'application/geo+json',
  );
}
