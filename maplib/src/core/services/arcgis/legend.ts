// ArcGIS MapServer `legend?f=json`: the request, the answer as data, and which of its sublayers an ArcGISMapLayer's
// `layers` prop (`show:0,2`, `hide:1`…) leaves drawn. The URL, parsing and selection are pure (unit-tested).
import { mapServerRoot } from './mapServer.ts';
import { tokenParams, withQuery, type ServiceToken } from '../requestUrl.ts';

/** One swatch of a sublayer: its label and image (as a data: URL or the service's image URL). */
export interface ArcgisLegendSwatch {
  label: string;
  src: string;
  width?: number;
  height?: number;
}

export interface ArcgisLegendLayer {
  layerId: number;
  layerName: string;
  legend: ArcgisLegendSwatch[];
}

/** The `legend?f=json` URL of a MapServer (its own query, such as a token, kept). */
export function arcgisLegendUrl(baseUrl: string, options: { token?: ServiceToken; tokenParam?: string } = {}): string {
  const query = baseUrl.includes('?') ? baseUrl.slice(baseUrl.indexOf('?')) : '';
  return withQuery(`${mapServerRoot(baseUrl)}/legend${query}`, { f: 'json', ...tokenParams(options.token, options.tokenParam) });
}

/**
 * The answer as sublayers and swatches: `imageData` (base64) becomes a `data:` URL of its `contentType`; without it,
 * `url` is read against `{MapServer}/{layerId}/images/`, as ArcGIS documents. An `{error}` answer throws its message.
 */
export function parseArcgisLegend(json: unknown, baseUrl: string): ArcgisLegendLayer[] {
  const doc = json as { error?: { code?: number; message?: string; details?: string[] }; layers?: unknown };
  if (doc?.error) throw new Error([doc.error.code, doc.error.message, ...(doc.error.details ?? [])].filter((x) => x !== undefined && x !== '').join(': '));
  if (!Array.isArray(doc?.layers)) throw new Error('not an ArcGIS legend answer (no "layers" array)');
  return doc.layers.map((l: any) => ({
    layerId: Number(l.layerId),
    layerName: String(l.layerName ?? l.layerId),
    legend: (Array.isArray(l.legend) ? l.legend : []).map((s: any) => {
      const swatch: ArcgisLegendSwatch = {
        label: String(s.label ?? ''),
        src: s.imageData ? `data:${s.contentType || 'image/png'};base64,${s.imageData}` : new URL(String(s.url ?? ''), `${mapServerRoot(baseUrl)}/${l.layerId}/images/`).href,
      };
      if (typeof s.width === 'number') swatch.width = s.width;
      if (typeof s.height === 'number') swatch.height = s.height;
      return swatch;
    }),
  }));
}

/**
 * Whether sublayer `id` is drawn under an ArcGISMapLayer `layers` value: `show:` only those, `hide:` all but those,
 * `include:` the defaults plus those (all are on by default here), `exclude:` the defaults less those.
 */
export function arcgisLayerShown(layers: string | undefined, id: number): boolean {
  const m = /^\s*(show|hide|include|exclude)\s*:\s*([\d\s,]*)$/i.exec(layers ?? '');
  if (!m) return true;
  const ids = m[2].split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  const op = m[1].toLowerCase();
  return op === 'show' ? ids.includes(id) : op === 'include' ? true : !ids.includes(id);
}

/** Fetches and parses a MapServer's legend. */
export async function fetchArcgisLegend(baseUrl: string, options: { token?: ServiceToken; tokenParam?: string; signal?: AbortSignal } = {}): Promise<ArcgisLegendLayer[]> {
  const url = arcgisLegendUrl(baseUrl, options);
  const response = await fetch(url, { signal: options.signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  return parseArcgisLegend(await response.json(), baseUrl);
}
