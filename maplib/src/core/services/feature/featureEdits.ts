// The requests of feature edits, per protocol, and what their answers say:
// - igs: POST `…/mrfs/docs/{doc}/0/{layer}/addFeatures?f=json` (or `mrfs/layer/addFeatures?gdbp=…`) with a Zondy
//   FeatureSet as the JSON body, the same for updateFeatures (FIDs set); `deleteFeatures?objectIds=1,2&f=json` as a
//   POST; answers `{succeed, FIDs}` (MapGIS's EditDocFeature / EditLayerFeature send the same);
// - arcgis: POST `…/FeatureServer/{layer}/addFeatures` (updateFeatures, deleteFeatures) as a form, `features` an
//   Esri JSON array in lon/lat (each geometry says wkid 4326), `objectIds` for deletes; answers `{addResults:
//   [{objectId, success, error?}]}` (ArcGIS REST API, "Add Features", "Update Features", "Delete Features");
// - ogc: OGC API Features Part 4 (draft, OGC 20-002): POST a GeoJSON Feature to `…/items` (the new id in the
//   Location header), PUT `…/items/{id}`, DELETE `…/items/{id}`, one request per feature.
import type * as GeoJSON from 'geojson';
import { Feature } from '../../query/geometry/feature.ts';
import type { LayerRef, QueryProtocol } from '../../query/parameters/types.ts';
import { layerOperationUrl } from '../../query/parameters/queryUrl.ts';
import { FeatureServiceError } from './featureServiceError.ts';

export type EditKind = 'add' | 'update' | 'delete';

/** One request of an edit and how to read the ids its answer confirms. */
export interface EditRequest {
  url: string;
  init: RequestInit;
  /** The ids the answer confirms (the new ids of adds); throws FeatureServiceError for a failure it reports. */
  read(body: unknown, response: Response, request: string): number[];
}

const IGS_OPS: Record<EditKind, string> = {
  add: 'addFeatures',
  update: 'updateFeatures',
  delete: 'deleteFeatures',
};
const ARCGIS_RESULTS: Record<EditKind, string> = {
  add: 'addResults',
  update: 'updateResults',
  delete: 'deleteResults',
};

const numbers = (list: unknown): number[] => (Array.isArray(list) ? list.map(Number).filter((n) => Number.isFinite(n)) : []);

function igsEdit(kind: EditKind, layers: LayerRef, url: string, features: Feature[], ids: number[]): EditRequest[] {
  const record: Record<string, string> = kind === 'delete' ? { objectIds: ids.join(','), f: 'json' } : { f: 'json' };
  if (layers.kind === 'gdbp') record.gdbp = layers.paths[0];
  const body = kind === 'delete' ? undefined : JSON.stringify(Feature.toFeatureSet(features, { format: 'zondy' }));
  return [
    {
      url: layerOperationUrl('FeatureService', 'igs', layers, url, IGS_OPS[kind], record),
      init: {
        method: 'POST',
        ...(body
          ? {
              body,
              headers: { 'content-type': 'application/json;charset=utf-8' },
            }
          : {}),
      },
      read: (answer) => {
        const fids = numbers((answer as { FIDs?: unknown })?.FIDs);
        return fids.length ? fids : kind === 'add' ? [] : kind === 'delete' ? ids : features.map((f) => Number(f.FID));
      },
    },
  ];
}

function arcgisEdit(kind: EditKind, layers: LayerRef, url: string, features: Feature[], ids: number[]): EditRequest[] {
  const form = new URLSearchParams();
  if (kind === 'delete') form.set('objectIds', ids.join(','));
  else {
    const set = Feature.toFeatureSet(features, { format: 'esri' });
    const list = set.features.map((f) => {
      const attributes = { ...f.attributes };
      if (kind === 'add') delete attributes.OBJECTID;
      // Coordinates are lon/lat: say so, or the server reads them in the layer's spatial reference.
      return f.geometry
        ? {
            attributes,
            geometry: { ...f.geometry, spatialReference: { wkid: 4326 } },
          }
        : { attributes };
    });
    form.set('features', JSON.stringify(list));
  }
  form.set('f', 'json');
  return [
    {
      url: layerOperationUrl('FeatureService', 'arcgis', layers, url, IGS_OPS[kind]),
      init: {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      read: (answer, _response, request) => {
        const results = (answer as Record<string, unknown> | undefined)?.[ARCGIS_RESULTS[kind]];
        if (!Array.isArray(results))
          throw new FeatureServiceError(`the answer has no ${ARCGIS_RESULTS[kind]}: ${JSON.stringify(answer)?.slice(0, 120)}`, 200, request);
        const failed = results.filter((r) => !r?.success);
        if (failed.length) {
          const e = failed[0].error;
          throw new FeatureServiceError(String(e?.description ?? e?.message ?? `${failed.length} of ${results.length} edits failed`), 200, request);
        }
        return numbers(results.map((r) => r.objectId));
      },
    },
  ];
}

function ogcEdit(kind: EditKind, layers: LayerRef, url: string, features: Feature[], ids: number[]): EditRequest[] {
  const at = (path: string) => layerOperationUrl('FeatureService', 'ogc', layers, url, path);
  const geojson = (f: Feature): RequestInit => ({
    body: JSON.stringify(f.toGeoJSON()),
    headers: { 'content-type': 'application/geo+json' },
  });
  if (kind === 'delete')
    return ids.map((id) => ({
      url: at(`items/${id}`),
      init: { method: 'DELETE' },
      read: () => [id],
    }));
  if (kind === 'update')
    return features.map((f) => ({
      url: at(`items/${encodeURIComponent(String(f.FID))}`),
      init: { method: 'PUT', ...geojson(f) },
      read: () => [Number(f.FID)],
    }));
  return features.map((f) => ({
    url: at('items'),
    init: { method: 'POST', ...geojson(f) },
    read: (_answer, response) => {
      const id = /\/items\/([^/?#]+)\/?(?:[?#].*)?$/.exec(response.headers.get('location') ?? '')?.[1];
      return id !== undefined && Number.isFinite(Number(decodeURIComponent(id))) ? [Number(decodeURIComponent(id))] : [];
    },
  }));
}

const EDITORS: Record<QueryProtocol, typeof igsEdit> = {
  igs: igsEdit,
  arcgis: arcgisEdit,
  ogc: ogcEdit,
};

/** The requests of an edit of one layer. */
export function editRequests(protocol: QueryProtocol, kind: EditKind, layers: LayerRef, url: string, features: Feature[], ids: number[]): EditRequest[] {
  return EDITORS[protocol](kind, layers, url, features, ids);
}

/** Features as given (MapLib Features or GeoJSON Features) as Features; throws naming the one that is neither. */
export function asFeatures(list: unknown, fail: (problem: string) => never): Feature[] {
  if (!Array.isArray(list) || !list.length)
    return fail(`features must be a non-empty list of Features or GeoJSON Features, got ${JSON.stringify(list)?.slice(0, 60)}`);
  return list.map((f, i) => {
    if (f instanceof Feature) return f;
    if ((f as GeoJSON.Feature)?.type === 'Feature') return Feature.fromGeoJSON(f)[0];
    return fail(`feature ${i} must be a Feature or a GeoJSON Feature, got ${JSON.stringify(f)?.slice(0, 60)}`);
  });
}
