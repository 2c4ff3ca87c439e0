// ElasticsearchLayer: geotile_grid buckets drawn as a heatmap or as counted clusters. Buckets come from the
// `buckets` prop, or from an Elasticsearch `_search` URL that the layer queries again after every move.
import type { GeoJSONSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { func, number, object, oneOf, show, string, type Rule } from '../../base/validateProps.ts';
import { autoPrecision, buildGeoGridQuery, bucketsToGeoJSON, readBuckets, type GeotileBucket } from './elasticsearchQuery.ts';

export interface HeaterOptions {
  /** Radius of a bucket's influence, px. Default 40 (buckets are 64–128 px apart at the automatic precision). */
  radius?: number;
  /** Multiplies the density. Default 2: the largest bucket alone reaches the hot end of the ramp. */
  intensity?: number;
  /** Bucket count that gets full weight. Default: the largest count among the buckets shown. */
  maxCount?: number;
  /** Colour ramp from no density to the most, evenly spaced (the first is usually transparent). */
  colors?: string[];
}

export interface ClusterOptions {
  /** Buckets closer than this on screen merge into one circle, px. Default 40. */
  radius?: number;
  /** Highest zoom that merges buckets. Default 14. */
  maxZoom?: number;
  /** Circle colours for small, middle and large counts. Default `['#51bbd6', '#f1f075', '#f28cb1']`. */
  colors?: [string, string, string];
  /** The counts where the second and third colour (and size) start. Default `[100, 750]`. */
  steps?: [number, number];
  /** Draw the count in each circle. Default true. */
  showCount?: boolean;
}

export interface EsRequest {
  url: string;
  method: 'POST';
  body: Record<string, any>;
  /** The geotile precision asked for. */
  precision: number;
}

export interface ElasticsearchLayerProps extends LayerProps {
  buckets?: GeotileBucket[];
  mode?: 'heater' | 'cluster';
  heaterOptions?: HeaterOptions;
  clusterOptions?: ClusterOptions;
  url?: string;
  field?: string;
  precision?: number;
  query?: Record<string, unknown>;
  size?: number;
  headers?: Record<string, string>;
  onRequest?: (e: { request: EsRequest; layer: ElasticsearchLayer }) => void;
  onResponse?: (e: { request: EsRequest; buckets: GeotileBucket[]; response: any; layer: ElasticsearchLayer }) => void;
  onError?: (e: { request: EsRequest; error: Error; layer: ElasticsearchLayer }) => void;
}

export const HEAT_COLORS = ['rgba(33,102,172,0)', 'rgb(103,169,207)', 'rgb(209,229,240)', 'rgb(253,219,199)', 'rgb(239,138,98)', 'rgb(178,24,43)'];
const CLUSTER_COLORS: [string, string, string] = ['#51bbd6', '#f1f075', '#f28cb1'];

const bucketsRule: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.every((b) => b && typeof b.key === 'string' && typeof b.doc_count === 'number'))
    ? undefined
    : `must be an array of geotile_grid buckets ({ key: 'z/x/y', doc_count }), got ${show(v)}`;

/** An options object whose listed keys follow their rules. */
const shape =
  (rules: Record<string, Rule>): Rule =>
  (v, p) => {
    const problem = object(v, p);
    if (problem || v === undefined) return problem;
    for (const [k, rule] of Object.entries(rules)) {
      const r = rule((v as Record<string, unknown>)[k], p);
      if (r) return `.${k} ${r}`;
    }
    return undefined;
  };
const colours = (n?: number): Rule => (v) =>
  v === undefined || (Array.isArray(v) && v.every((c) => typeof c === 'string') && (n === undefined ? v.length >= 2 : v.length === n))
    ? undefined
    : `must be ${n ? n : 'at least 2'} CSS colours, got ${show(v)}`;

export const ELASTICSEARCH_RULES: Record<string, Rule> = {
  buckets: bucketsRule,
  mode: oneOf('heater', 'cluster'),
  heaterOptions: shape({ radius: number(0, 200), intensity: number(0, 100), maxCount: number(0), colors: colours() }),
  clusterOptions: shape({
    radius: number(1, 500),
    maxZoom: number(0, 24),
    colors: colours(3),
    steps: (v) => (v === undefined || (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number') && v[0] < v[1]) ? undefined : `must be two increasing counts, got ${show(v)}`),
    showCount: (v) => (v === undefined || typeof v === 'boolean' ? undefined : `must be true or false, got ${show(v)}`),
  }),
  url: string,
  field: string,
  precision: number(0, 29, true),
  query: object,
  size: number(1, 65535, true),
  headers: object,
  onRequest: func,
  onResponse: func,
  onError: func,
};

/** Props that change what is asked of Elasticsearch: a change sends the query again. */
const QUERY_KEYS = ['url', 'field', 'precision', 'query', 'size', 'headers'] as const;

export class ElasticsearchLayer extends BaseLayer<ElasticsearchLayerProps> {
  /** Buckets of the latest response (query mode). */
  private fetched: GeotileBucket[] = [];
  private geojson = new WeakMap<GeotileBucket[], ReturnType<typeof bucketsToGeoJSON>>();
  private abort?: AbortController;
  private lastRequest?: EsRequest;
  /** A request is under way (or was cut off by a re-create before it answered). */
  private pending = false;

  constructor(props: ElasticsearchLayerProps) {
    super('ElasticsearchLayer', ELASTICSEARCH_RULES, props);
  }

  /** The buckets on the map: the latest response's with `url`, otherwise the `buckets` prop. */
  getBuckets(): GeotileBucket[] {
    return this.props.url ? this.fetched : (this.props.buckets ?? []);
  }

  /** The last request sent (url, method, body, precision), or undefined before the first. */
  getLastRequest(): EsRequest | undefined {
    return this.lastRequest;
  }

  private data(p: ElasticsearchLayerProps) {
    const buckets = p.url ? this.fetched : (p.buckets ?? []);
    let fc = this.geojson.get(buckets);
    if (!fc) this.geojson.set(buckets, (fc = bucketsToGeoJSON(buckets)));
    return fc;
  }

  protected sourceSpec(p: ElasticsearchLayerProps): SourceSpecification {
    const spec: Record<string, unknown> = { type: 'geojson', data: this.data(p) };
    if (p.mode === 'cluster') {
      spec.cluster = true;
      spec.clusterRadius = p.clusterOptions?.radius ?? 40;
      spec.clusterMaxZoom = p.clusterOptions?.maxZoom ?? 14;
      // A merged circle shows the documents of all its buckets, not how many buckets it holds.
      spec.clusterProperties = { count: ['+', ['get', 'count']] };
    }
    return spec as unknown as SourceSpecification;
  }

  protected rawLayers(p: ElasticsearchLayerProps): LayerStyle[] {
    if (p.mode === 'cluster') {
      const o = p.clusterOptions ?? {};
      const [c1, c2, c3] = o.colors ?? CLUSTER_COLORS;
      const [s1, s2] = o.steps ?? [100, 750];
      const layers: LayerStyle[] = [
        {
          id: this.id,
          type: 'circle',
          source: this.id,
          paint: {
            'circle-color': ['step', ['get', 'count'], c1, s1, c2, s2, c3],
            'circle-radius': ['step', ['get', 'count'], 14, s1, 20, s2, 28],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1.5,
            'circle-opacity': 0.9,
          },
          layout: {},
        },
      ];
      if (o.showCount !== false) {
        layers.push({
          id: `${this.id}-count`,
          type: 'symbol',
          source: this.id,
          paint: { 'text-color': '#222222' },
          layout: { 'text-field': ['to-string', ['get', 'count']], 'text-font': FONT_STACK, 'text-size': 12, 'text-allow-overlap': true },
        });
      }
      return layers;
    }
    const o = p.heaterOptions ?? {};
    const buckets = p.url ? this.fetched : (p.buckets ?? []);
    const max = o.maxCount ?? Math.max(1, ...buckets.map((b) => b.doc_count));
    const ramp = o.colors ?? HEAT_COLORS;
    return [
      {
        id: this.id,
        type: 'heatmap',
        source: this.id,
        paint: {
          'heatmap-weight': ['interpolate', ['linear'], ['get', 'count'], 0, 0, max, 1],
          'heatmap-radius': o.radius ?? 40,
          'heatmap-intensity': o.intensity ?? 2,
          'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], ...ramp.flatMap((c, i) => [i / (ramp.length - 1), c])],
          'heatmap-opacity': 0.85,
        },
        layout: {},
      },
    ];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.GeoJSON }).data);
    return true;
  }

  // Runs on the first attach, after a re-create (mode change) and after a basemap switch: listeners come back each
  // time; the query is sent only the first time, later attaches show the buckets already fetched.
  protected afterAttach(): void {
    const view = this.view;
    if (!this.props.url || !view) return;
    this.onDetach(view.on('moveend', () => void this.refresh()));
    this.onDetach(() => this.abort?.abort());
    if (!this.lastRequest || this.pending) void this.refresh();
  }

  protected afterUpdate(prev: ElasticsearchLayerProps, next: ElasticsearchLayerProps): void {
    // url added or removed changes the listeners: re-mount. Otherwise a changed query is sent again.
    if (!!prev.url !== !!next.url) {
      this.lastRequest = undefined;
      return this.recreate();
    }
    if (next.url && QUERY_KEYS.some((k) => !deepEqual(prev[k], next[k]))) this.refresh();
  }

  /** Sends the query for the current view now (query mode); resolves with the buckets shown. */
  async refresh(): Promise<GeotileBucket[]> {
    const p = this.props;
    const map = this.map;
    if (!p.url || !map) return this.getBuckets();
    const b = map.getBounds();
    const zoom = map.getZoom();
    const precision = p.precision ?? autoPrecision(zoom);
    const body = buildGeoGridQuery([[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]], zoom, { field: p.field, precision, size: p.size, query: p.query });
    const request: EsRequest = { url: p.url, method: 'POST', body, precision };
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.lastRequest = request;
    this.pending = true;
    p.onRequest?.({ request, layer: this });
    try {
      const res = await fetch(p.url, { method: 'POST', headers: { 'content-type': 'application/json', ...p.headers }, body: JSON.stringify(body), signal: abort.signal });
      const json = await res.json().catch(() => undefined);
      if (!res.ok) {
        const reason = json?.error?.reason ?? json?.error?.type ?? res.statusText;
        throw new Error(`Elasticsearch answered ${res.status}: ${reason}`);
      }
      const buckets = readBuckets(json, 'grid');
      if (abort.signal.aborted || !this.map) return this.getBuckets();
      this.pending = false;
      this.fetched = buckets;
      this.showBuckets();
      this.props.onResponse?.({ request, buckets, response: json, layer: this });
      return buckets;
    } catch (err) {
      if (abort.signal.aborted) return this.getBuckets();
      this.pending = false;
      const error = err instanceof Error ? err : new Error(String(err));
      if (this.props.onError) this.props.onError({ request, error, layer: this });
      else console.error(`ElasticsearchLayer ${this.id}: ${error.message}`);
      return this.getBuckets();
    }
  }

  /** Puts fetched buckets on the map: new data, and the heat weight follows the new largest count. */
  private showBuckets(): void {
    if (!this.isLive()) return;
    this.getSource<GeoJSONSource>()?.setData(this.data(this.props));
    this.patch(this.props, this.props);
  }
}
