// FeatureService: query, add, update and delete features of a layer of an IGServer feature service (mrfs), an ArcGIS
// FeatureServer / MapServer, or an OGC API Features collection, with promises; the requests are the parameter
// classes' (queryUrl), the answers read into MapLib's Feature class. MapGIS's FeatureService mixin ($_queryBySQL(
// parameter, onSuccess, onError) …) is here too, as callbacks over the same promises, for code being migrated.
import type * as GeoJSON from 'geojson';
import { show } from '../../base/validateProps.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { Feature } from '../../query/geometry/feature.ts';
import type { FieldDef } from '../../query/geometry/featureSet.ts';
import { BaseParameter, type BaseParameterOptions } from '../../query/parameters/baseParameter.ts';
import { SQLParameter, type SQLParameterOptions } from '../../query/parameters/sqlParameter.ts';
import { GeometryParameter, type GeometryParameterOptions } from '../../query/parameters/geometryParameter.ts';
import { RectangleParameter, type RectangleParameterOptions } from '../../query/parameters/rectangleParameter.ts';
import { ObjectIdsParameter, type ObjectIdsParameterOptions } from '../../query/parameters/objectIdsParameter.ts';
import { parseLayers, type LayersInput } from '../../query/parameters/layerRef.ts';
import { parseObjectIds } from '../../query/parameters/rules.ts';
import { queryUrl } from '../../query/parameters/queryUrl.ts';
import type { BoxInput, GeometryInput } from '../../query/parameters/queryShape.ts';
import { QUERY_PROTOCOLS, type LayerRef, type QueryProtocol, type QueryRequest } from '../../query/parameters/types.ts';
import { answerBody, readFeatures } from './featureAnswer.ts';
import { asFeatures, editRequests, type EditKind } from './featureEdits.ts';
import { FeatureServiceError } from './featureServiceError.ts';

export interface FeatureServiceOptions {
  /**
   * The service: IGServer `http://host:6163/igs/rest/mrfs/docs/{doc}` (a `…/mrms/docs/{doc}` map service URL works
   * too, as MapGIS's mixin took it; any `…/igs/rest/` URL for gdbp layers), ArcGIS `…/FeatureServer` or `…/MapServer`
   * (optionally `/{layerId}`), or an OGC API Features landing page or `…/collections/{id}`.
   */
  url?: string;
  /** MapGIS's mixin's name of `url`: the same (give one of them). */
  MapUrl?: string;
  /** `'igs'`, `'arcgis'` or `'ogc'`. Default: read from the URL (`/igs/rest/`, `/FeatureServer`, `/MapServer`, `/collections/`). */
  protocol?: QueryProtocol;
  /** The layer(s) queries and edits read when they name none: layer indexes, gdbp paths or a collection id. */
  layers?: LayersInput;
  /** The fetch requests go through. Default: the page's `fetch` at the time of each request (a token header, tests). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

export interface FeatureRequestOptions {
  /** Aborts the request: the promise rejects with the fetch's AbortError. */
  signal?: AbortSignal;
}
/** A shorthand's options: the parameter class's options and a signal. */
export type QueryOptions = BaseParameterOptions & FeatureRequestOptions;
export type SpatialQueryOptions = Omit<GeometryParameterOptions, 'geometry'> & FeatureRequestOptions;

export interface FeatureQueryResult {
  features: Feature[];
  /** The server's count of all matching features, for paging; undefined when it gives none. */
  total: number | undefined;
  /** The fields of the layer as the answer describes them (GeoJSON answers: read from the values). */
  fields: FieldDef[];
  /** The request URL sent. */
  request: string;
  /** The answer as the service sent it (what MapGIS's onSuccess received: `raw.SFEleArray` …). */
  raw: unknown;
  toGeoJSON(): GeoJSON.FeatureCollection;
}

export interface EditResult {
  ok: boolean;
  /** The ids of the features added (the service numbers them), updated or deleted. */
  objectIds: number[];
}

type AnyParameter = BaseParameter & { toRequest(): QueryRequest };
type OnSuccess<T> = ((result: T) => void) | undefined;
type OnError = ((error: Error) => void) | undefined;

const URL_FORMS = 'an IGServer (…/igs/rest/mrfs/docs/{doc}), ArcGIS (…/FeatureServer, …/MapServer) or OGC API Features (…/collections/{id}) service URL';

/** The protocol a URL's shape says, if it says one. */
export function protocolOfUrl(url: string): QueryProtocol | undefined {
  const path = url.split(/[?#]/)[0];
  if (/\/igs\/rest(\/|$)/i.test(path)) return 'igs';
  if (/\/(FeatureServer|MapServer)(\/|$)/i.test(path)) return 'arcgis';
  if (/\/collections(\/|$)/.test(path)) return 'ogc';
  return undefined;
}

function checkedOptions(options: FeatureServiceOptions): {
  url: string;
  protocol: QueryProtocol;
  layers: LayerRef;
  layersInput: LayersInput | undefined;
} {
  const fail = (problem: string): never => {
    throw new MapLibError('FeatureService', [problem]);
  };
  if (!options || typeof options !== 'object') return fail(`options must be { url, protocol?, layers? }, got ${show(options)}`);
  const { protocol, layers, fetch, MapUrl } = options;
  const unknown = Object.keys(options).filter((k) => !['url', 'protocol', 'layers', 'fetch', 'MapUrl'].includes(k));
  if (unknown.length) fail(`unknown option ${show(unknown[0])} (options: url, protocol, layers, fetch)`);
  if (options.url !== undefined && MapUrl !== undefined) fail('give url or MapUrl, not both');
  const url = options.url ?? MapUrl;
  if (typeof url !== 'string' || url.trim() === '') return fail(`url must be ${URL_FORMS}, got ${show(url)}`);
  if (protocol !== undefined && !QUERY_PROTOCOLS.includes(protocol)) fail(`protocol must be 'igs', 'arcgis' or 'ogc', got ${show(protocol)}`);
  const resolved = protocol ?? protocolOfUrl(url);
  if (!resolved) return fail(`url must be ${URL_FORMS}, or give protocol (an OGC API landing page has no telling shape), got ${show(url)}`);
  if (fetch !== undefined && typeof fetch !== 'function') fail(`fetch must be a function, got ${show(fetch)}`);
  const ref = parseLayers(layers);
  if (typeof ref === 'string') return fail(`layers ${ref}`);
  return {
    url: url.trim(),
    protocol: resolved,
    layers: ref,
    layersInput: layers,
  };
}

/**
 * Runs a call into MapGIS-style callbacks; a throw while making the parameter reaches onError like a failed request.
 * Without onError a failure stays a rejected promise.
 */
function settle<T>(call: () => Promise<T>, onSuccess: OnSuccess<T>, onError: OnError): Promise<void> {
  return Promise.resolve()
    .then(call)
    .then(
      (value) => onSuccess?.(value),
      (err) => {
        if (!onError) throw err;
        onError(err);
      }
    );
}

export class FeatureService {
  readonly url: string;
  readonly protocol: QueryProtocol;
  /** The default layers, as given. */
  readonly layers: LayersInput | undefined;
  private readonly layerRef: LayerRef;
  private readonly send: (input: string, init?: RequestInit) => Promise<Response>;

  constructor(options: FeatureServiceOptions) {
    const checked = checkedOptions(options);
    this.url = checked.url;
    this.protocol = checked.protocol;
    this.layers = checked.layersInput;
    this.layerRef = checked.layers;
    this.send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The layers of a call: its own, else the service's; a sentence when neither names one (or edits name several). */
  private layersOf(given: LayersInput | undefined, one: boolean): LayerRef {
    const ref = given === undefined ? this.layerRef : parseLayers(given);
    const fail = (problem: string): never => {
      throw new MapLibError('FeatureService', [problem]);
    };
    if (typeof ref === 'string') return fail(`layers ${ref}`);
    if (ref.kind === 'none') {
      // An ArcGIS or OGC URL may name the layer itself (…/FeatureServer/2, …/collections/quakes).
      if (/\/(FeatureServer|MapServer)\/\d+|\/collections\/[^/?#]+/i.test(this.url)) return ref;
      return fail('layers: name the layer (a layer index, a gdbp path or a collection id) in the call or in the service options');
    }
    const count = ref.kind === 'index' ? ref.ids.length : ref.kind === 'gdbp' ? ref.paths.length : ref.names.length;
    if (one && count !== 1) fail(`an edit changes one layer, got ${count}`);
    return ref;
  }

  /** The parameter's request with the service's layers when it names none. */
  private withLayers(parameter: AnyParameter): { toRequest(): QueryRequest } {
    if (!(parameter instanceof BaseParameter))
      throw new MapLibError('FeatureService', [
        `query takes a BaseParameter, SQLParameter, ObjectIdsParameter, GeometryParameter or RectangleParameter, got ${show(parameter)}`,
      ]);
    return {
      toRequest: () => {
        const r = parameter.toRequest();
        return r.layers.kind === 'none' && this.layerRef.kind !== 'none' ? { ...r, layers: this.layerRef } : r;
      },
    };
  }

  /** The URL a query sends, without sending it (pages show it; hooks key on it). */
  requestUrl(parameter: BaseParameter): string {
    return queryUrl(this.withLayers(parameter), this.protocol, this.url);
  }

  /** Sends a request; the answer's JSON, or FeatureServiceError with the service's message. Aborts reject as fetch does. */
  private async fetchJson(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<{ body: unknown; response: Response; request: string }> {
    const request = init.method && init.method !== 'GET' ? `${init.method} ${url}` : url;
    let response: Response;
    try {
      response = await this.send(url, { ...init, signal });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new FeatureServiceError(`no answer from the service: ${(err as Error)?.message ?? String(err)}`, 0, request);
    }
    return { body: await answerBody(response, request), response, request };
  }

  /** Queries with any of the five parameter classes. */
  async query(parameter: BaseParameter, options: FeatureRequestOptions = {}): Promise<FeatureQueryResult> {
    const url = this.requestUrl(parameter);
    const { body } = await this.fetchJson(url, {}, options.signal);
    const r = parameter.toRequest();
    const read = readFeatures(this.protocol, body, url, r.pageIndex * r.pagination);
    return {
      ...read,
      request: url,
      raw: body,
      toGeoJSON: () => Feature.toGeoJSON(read.features),
    };
  }

  private static split<T extends FeatureRequestOptions>(options: T | undefined): [Omit<T, 'signal'>, FeatureRequestOptions] {
    const { signal, ...rest } = options ?? ({} as T);
    return [rest, { signal }];
  }

  /** Features a SQL where clause selects: `queryBySQL("mag >= 6", { layers: 2 })`. */
  async queryBySQL(where: string, options?: QueryOptions): Promise<FeatureQueryResult> {
    const [rest, request] = FeatureService.split(options);
    return this.query(new SQLParameter({ ...rest, where }), request);
  }

  /** Features meeting (or inside, `spatialRelationType: 'MustInside'`) a lon/lat box `[west, south, east, north]`. */
  async queryByRectangle(box: BoxInput, options?: SpatialQueryOptions): Promise<FeatureQueryResult> {
    const [rest, request] = FeatureService.split(options);
    return this.query(
      new RectangleParameter({
        ...(rest as Omit<RectangleParameterOptions, 'geometry'>),
        geometry: box,
      }),
      request
    );
  }

  /** Features meeting (or inside) a GeoJSON geometry or Feature, a MapLib geometry, or a box. */
  async queryByGeometry(geometry: GeometryInput | BoxInput, options?: SpatialQueryOptions): Promise<FeatureQueryResult> {
    const [rest, request] = FeatureService.split(options);
    return this.query(new GeometryParameter({ ...rest, geometry }), request);
  }

  /** Features by their ids (IGServer FID, ArcGIS OBJECTID). */
  async queryByObjectIds(ids: number[] | string | number, options?: QueryOptions): Promise<FeatureQueryResult> {
    const [rest, request] = FeatureService.split(options);
    return this.query(new ObjectIdsParameter({ ...rest, objectIds: ids }), request);
  }

  /** The fields of a layer, from a one-feature query's answer (OGC API Features: read from that feature's values). */
  async getFields(layers?: LayersInput, options: FeatureRequestOptions = {}): Promise<FieldDef[]> {
    const ref = this.layersOf(layers, false);
    const layersInput = ref.kind === 'index' ? ref.ids : ref.kind === 'gdbp' ? ref.paths : ref.kind === 'name' ? ref.names : [];
    const parameter = new BaseParameter({
      layers: layersInput,
      pagination: 1,
      IncludeGeometry: false,
      IncludeWebGraphic: false,
    });
    return (await this.query(parameter, options)).fields;
  }

  private async edit(kind: EditKind, features: Feature[], ids: number[], layers: LayersInput | undefined, options: FeatureRequestOptions): Promise<EditResult> {
    const ref = this.layersOf(layers, true);
    const objectIds: number[] = [];
    for (const step of editRequests(this.protocol, kind, ref, this.url, features, ids)) {
      const { body, response, request } = await this.fetchJson(step.url, step.init, options.signal);
      objectIds.push(...step.read(body, response, request));
    }
    return { ok: true, objectIds };
  }

  private fail(problem: string): never {
    throw new MapLibError('FeatureService', [problem]);
  }

  /** Adds features (their FIDs are ignored: the service numbers them); the result lists the new ids. */
  async add(features: Feature[] | GeoJSON.Feature[], layers?: LayersInput, options: FeatureRequestOptions = {}): Promise<EditResult> {
    return this.edit(
      'add',
      asFeatures(features, (p) => this.fail(`add: ${p}`)),
      [],
      layers,
      options
    );
  }

  /** Updates features by their FID: the attributes they carry and their geometry (when they have one). */
  async update(features: Feature[] | GeoJSON.Feature[], layers?: LayersInput, options: FeatureRequestOptions = {}): Promise<EditResult> {
    const list = asFeatures(features, (p) => this.fail(`update: ${p}`));
    const missing = list.findIndex((f) => !Number.isInteger(Number(f.FID)) || f.FID === undefined);
    if (missing >= 0) this.fail(`update: feature ${missing} has no FID (its id on the service), got ${show(list[missing].FID)}`);
    return this.edit('update', list, [], layers, options);
  }

  /** Deletes features by id. */
  async delete(objectIds: number[] | string | number, layers?: LayersInput, options: FeatureRequestOptions = {}): Promise<EditResult> {
    const ids = parseObjectIds(objectIds);
    if (typeof ids === 'string') this.fail(`delete: objectIds ${ids}`);
    return this.edit('delete', [], ids as number[], layers, options);
  }

  // -------------------------------------------------------------------------------------------------------------
  // MapGIS's mixin, for migrating code: the same parameter order, callbacks instead of promises. Each returns a
  // promise that settles after the callback ran (without onError, a failure rejects it). Every method is async: a
  // bad argument rejects (reaching onError) like a failed request.

  $_queryBySQL(parameter: SQLParameter | SQLParameterOptions, onSuccess?: OnSuccess<FeatureQueryResult>, onError?: OnError): Promise<void> {
    return settle(() => this.query(parameter instanceof SQLParameter ? parameter : new SQLParameter(parameter)), onSuccess, onError);
  }

  $_queryByRectangle(parameter: RectangleParameter | RectangleParameterOptions, onSuccess?: OnSuccess<FeatureQueryResult>, onError?: OnError): Promise<void> {
    return settle(() => this.query(parameter instanceof RectangleParameter ? parameter : new RectangleParameter(parameter)), onSuccess, onError);
  }

  $_queryByGeometry(parameter: GeometryParameter | GeometryParameterOptions, onSuccess?: OnSuccess<FeatureQueryResult>, onError?: OnError): Promise<void> {
    return settle(() => this.query(parameter instanceof GeometryParameter ? parameter : new GeometryParameter(parameter)), onSuccess, onError);
  }

  $_queryByObjectIds(parameter: ObjectIdsParameter | ObjectIdsParameterOptions, onSuccess?: OnSuccess<FeatureQueryResult>, onError?: OnError): Promise<void> {
    return settle(() => this.query(parameter instanceof ObjectIdsParameter ? parameter : new ObjectIdsParameter(parameter)), onSuccess, onError);
  }

  $_add(features: Feature[] | GeoJSON.Feature[], layers: LayersInput | undefined, onSuccess?: OnSuccess<EditResult>, onError?: OnError): Promise<void> {
    return settle(() => this.add(features, layers), onSuccess, onError);
  }

  $_update(features: Feature[] | GeoJSON.Feature[], layers: LayersInput | undefined, onSuccess?: OnSuccess<EditResult>, onError?: OnError): Promise<void> {
    return settle(() => this.update(features, layers), onSuccess, onError);
  }

  $_delete(objectIds: number[] | string | number, layers: LayersInput | undefined, onSuccess?: OnSuccess<EditResult>, onError?: OnError): Promise<void> {
    return settle(() => this.delete(objectIds, layers), onSuccess, onError);
  }

  /** MapGIS's `$_getFieldAtt(layer, callback)`: the layer's fields. */
  $_getFieldAtt(layers: LayersInput | undefined, onSuccess?: OnSuccess<FieldDef[]>, onError?: OnError): Promise<void> {
    return settle(() => this.getFields(layers), onSuccess, onError);
  }
}
