// The whole request URL of a query for a service URL, per protocol. The service URL's own query (a token) is kept.
// - igs: `…/igs/rest/mrfs/docs/{doc}/0/{layers}/query` for layer indexes, the document named by any `…/igs/rest/
//   {mrfs|mrms|mrcs}/docs/{doc}` URL (MapGIS's FeatureService took the map service's); `…/igs/rest/mrfs/layer/query`
//   with `gdbp=` for GDB paths, from any URL under `/igs/rest/` or the server's origin (`http://host:6163`).
// - arcgis: `…/{MapServer|FeatureServer}/{layer}/query` (the layer from `layers`, or already in the URL).
// - ogc: `{landing page}/collections/{id}/items` (or the URL's own `…/collections/{id}`).
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import { withQuery } from '../../services/requestUrl.ts';
import { encodeUrlText } from '../../services/igs/igsUrl.ts';
import { igsQuery } from './igsQuery.ts';
import { arcgisQuery } from './arcgisQuery.ts';
import { ogcQuery } from './ogcQuery.ts';
import { QUERY_PROTOCOLS, type LayerRef, type QueryProtocol, type QueryRecord, type QueryRequest } from './types.ts';

/** A URL split at its query (`query` with its `?`, or ''); a fragment dropped. */
function split(url: string): { path: string; query: string } {
  const noHash = url.split('#')[0];
  const at = noHash.indexOf('?');
  return at < 0 ? { path: noHash.replace(/\/+$/, ''), query: '' } : { path: noHash.slice(0, at).replace(/\/+$/, ''), query: noHash.slice(at) };
}

type Target = Pick<QueryRequest, 'layers'>;

function igsPath(r: Target, path: string, fail: (p: string) => never, op: string): string {
  const rest = /^(.*?\/igs\/rest\/)/i.exec(path + '/');
  if (r.layers.kind === 'gdbp') return `${rest ? rest[1] : `${path}/igs/rest/`}mrfs/layer/${op}`;
  const doc = /^(.*?\/igs\/rest\/)(?:mrfs|mrms|mrcs)\/docs\/([^/]+)/i.exec(path);
  if (!doc) return fail(`the IGServer URL names no map document (…/igs/rest/mrms/docs/{name}), which layer indexes need; got ${show(path)}`);
  const ids = r.layers.kind === 'index' ? r.layers.ids.join(',') : '';
  return `${doc[1]}mrfs/docs/${encodeUrlText(doc[2])}/0/${ids}/${op}`;
}

function arcgisPath(r: Target, path: string, fail: (p: string) => never, op: string): string {
  const m = /^(.*\/(?:MapServer|FeatureServer))(?:\/(\d+))?(?:\/(?:query|addFeatures|updateFeatures|deleteFeatures|applyEdits))?$/i.exec(path);
  if (!m) return fail(`the ArcGIS URL must end in /MapServer or /FeatureServer (optionally /{layerId}), got ${show(path)}`);
  const ids = r.layers.kind === 'index' ? r.layers.ids : [];
  if (m[2] !== undefined && ids.length && (ids.length > 1 || ids[0] !== Number(m[2]))) fail(`the URL names layer ${m[2]}, layers names ${ids.join(', ')}`);
  if (m[2] === undefined && ids.length !== 1) fail(`an ArcGIS query reads one layer: give layers one id (or put it in the URL), got ${ids.length ? ids.join(', ') : 'none'}`);
  return `${m[1]}/${m[2] ?? ids[0]}/${op}`;
}

function ogcPath(r: Target, path: string, fail: (p: string) => never, op: string): string {
  const m = /^(.*\/collections\/[^/]+)(?:\/items)?$/.exec(path);
  if (m) return `${m[1]}/${op}`;
  const names = r.layers.kind === 'index' ? r.layers.ids.map(String) : r.layers.kind === 'name' ? r.layers.names : [];
  if (names.length !== 1) fail(`an OGC API Features query reads one collection: give layers its id (or put /collections/{id} in the URL), got ${names.length ? names.join(', ') : 'none'}`);
  return `${path}/collections/${encodeURIComponent(names[0])}/${op}`;
}

const WRITERS: Record<QueryProtocol, { query: (r: QueryRequest) => QueryRecord; path: typeof igsPath; queryOp: string }> = {
  igs: { query: igsQuery, path: igsPath, queryOp: 'query' },
  arcgis: { query: arcgisQuery, path: arcgisPath, queryOp: 'query' },
  ogc: { query: ogcQuery, path: ogcPath, queryOp: 'items' },
};

/**
 * The URL of another operation on the layer a query would read (FeatureService's edits): `operation` takes the
 * place of igs/arcgis `query` (`addFeatures`, `deleteFeatures`, …) or of OGC's `items` (`items`, `items/{id}`).
 * `component` names the caller in errors.
 */
export function layerOperationUrl(component: string, protocol: QueryProtocol, layers: LayerRef, serviceUrl: string, operation: string, record: QueryRecord = {}): string {
  const fail: (problem: string) => never = (problem) => {
    throw new MapLibError(component, [problem]);
  };
  const { path, query } = split(serviceUrl.trim());
  return withQuery(WRITERS[protocol].path({ layers }, path, fail, operation) + query, record);
}

/**
 * The request URL of a parameter for a service: `protocol` is 'igs', 'arcgis' or 'ogc'; `serviceUrl` the service
 * (see the top of this file for the forms each protocol takes). Values are percent-encoded, with `,` `:` `/` kept.
 */
export function queryUrl(parameter: { toRequest(): QueryRequest }, protocol: QueryProtocol, serviceUrl: string): string {
  const r = parameter.toRequest();
  const fail: (problem: string) => never = (problem) => {
    throw new MapLibError(r.component, [problem]);
  };
  if (!QUERY_PROTOCOLS.includes(protocol)) fail(`protocol must be ${QUERY_PROTOCOLS.map((p) => `'${p}'`).join(', ')}, got ${show(protocol)}`);
  if (typeof serviceUrl !== 'string' || serviceUrl.trim() === '') fail(`the service URL must be a non-empty string, got ${show(serviceUrl)}`);
  const writer = WRITERS[protocol];
  const record = writer.query(r);
  const { path, query } = split(serviceUrl.trim());
  return withQuery(writer.path(r, path, fail, writer.queryOp) + query, record);
}
