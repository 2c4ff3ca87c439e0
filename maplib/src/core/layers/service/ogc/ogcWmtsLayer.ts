// OgcWmtsLayer: an OGC WMTS layer as raster tiles, KVP (baseUrl) or RESTful (url template). Without a tileMatrixSet
// it reads GetCapabilities and fills in the matrix set that lines up with the map, its level prefix and zoomOffset.
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from '../serviceTileLayer.ts';
import { rasterSourceSpec } from '../../data/rasterLayer.ts';
import { ensureTileProtocol } from '../../../tiles/tileProtocol.ts';
import { isGeographicCrs, type CrsName } from '../../../map/crs.ts';
import { fetchWmtsCapabilities, wmtsKvpTemplate, wmtsLayerOptions, wmtsRestTemplate, type WmtsCapabilities, type WmtsLayerOptions } from '../../../services/ogc/wmts.ts';
import { endpointRule, tokenRule, type ServiceToken } from '../../../services/requestUrl.ts';
import { func, number, oneOf, show, string, type Rule } from '../../../base/validateProps.ts';

export interface OgcWmtsLayerProps extends ServiceTileLayerProps {
  /** KVP endpoint (`…/wmts`, `…/WMTSServer`). One of baseUrl / url. */
  baseUrl?: string;
  /** RESTful template (`…/{TileMatrixSet}/{TileMatrix}/{TileRow}/{TileCol}.png`, or `{z}/{y}/{x}`). */
  url?: string;
  wmtsLayer?: string;
  tileMatrixSet?: string;
  version?: string;
  wmtsStyle?: string;
  format?: string;
  tileMatrixPrefix?: string;
  zoomOffset?: number;
  minimumLevel?: number;
  maximumLevel?: number;
  tileSize?: 256 | 512;
  token?: ServiceToken;
  tokenParam?: string;
  onCapabilities?: (e: { capabilities: WmtsCapabilities; options: WmtsLayerOptions; layer: OgcWmtsLayer }) => void;
}

const oneEndpoint: Rule = (v, p) => {
  if (v === undefined && p.url === undefined) return '(or url) is required';
  if (v !== undefined && p.url !== undefined) return 'and url cannot both be given (KVP or RESTful)';
  return endpointRule(v, p);
};

const restTemplate: Rule = (v, p) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return `must be a RESTful URL template, got ${show(v)}`;
  const lower = v.toLowerCase();
  const ok = (lower.includes('{tilematrix}') || lower.includes('{z}')) && (lower.includes('{tilerow}') || lower.includes('{y}')) && (lower.includes('{tilecol}') || lower.includes('{x}'));
  if (!ok) return `must contain {TileMatrix}, {TileRow} and {TileCol} (or {z}, {y}, {x}), got ${show(v)}`;
  if (lower.includes('{tilematrixset}') && !p.tileMatrixSet) return 'has {TileMatrixSet}: give tileMatrixSet';
  if (lower.includes('{layer}') && !p.wmtsLayer) return 'has {Layer}: give wmtsLayer';
  const unknown = [...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).find((n) => !['z', 'x', 'y', 'tilematrixset', 'tilematrix', 'tilerow', 'tilecol', 'style', 'layer'].includes(n.toLowerCase()));
  return unknown ? `has {${unknown}}, which OgcWmtsLayer cannot fill (a WMTS dimension? write its value into the template)` : undefined;
};

export const OGC_WMTS_RULES: Record<string, Rule> = {
  baseUrl: oneEndpoint,
  url: restTemplate,
  wmtsLayer: string,
  tileMatrixSet: string,
  version: string,
  wmtsStyle: string,
  format: string,
  tileMatrixPrefix: string,
  zoomOffset: number(-24, 24, true),
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ?? (typeof v === 'number' && typeof p.minimumLevel === 'number' && p.minimumLevel > v ? `must not be below minimumLevel (${p.minimumLevel}), got ${v}` : undefined),
  tileSize: oneOf(256, 512),
  token: tokenRule,
  tokenParam: string,
  onCapabilities: func,
};

interface Resolved {
  key: string;
  options?: WmtsLayerOptions;
  error?: Error;
}

export class OgcWmtsLayer extends ServiceTileLayer<OgcWmtsLayerProps> {
  private resolved?: Resolved;
  private documents = new Map<string, Promise<WmtsCapabilities>>();

  constructor(props: OgcWmtsLayerProps) {
    super('OgcWmtsLayer', OGC_WMTS_RULES, props);
  }

  /** KVP without a tileMatrixSet: the matrix set (and what goes with it) comes from GetCapabilities. */
  private readsCapabilities(p: OgcWmtsLayerProps): boolean {
    return !!p.baseUrl && !p.tileMatrixSet && !!p.wmtsLayer;
  }

  private capabilitiesKey(p: OgcWmtsLayerProps, crs: CrsName): string {
    return JSON.stringify([p.baseUrl, p.wmtsLayer, p.format, p.version, p.token, p.tokenParam, isGeographicCrs(crs)]);
  }

  protected mustRecreate(prev: OgcWmtsLayerProps, next: OgcWmtsLayerProps): boolean {
    if (super.mustRecreate(prev, next)) return true;
    const crs = this.crs;
    return this.readsCapabilities(prev) !== this.readsCapabilities(next) || (this.readsCapabilities(next) && this.capabilitiesKey(prev, crs) !== this.capabilitiesKey(next, crs));
  }

  protected prepare(): void {
    const p = this.props;
    if (!this.readsCapabilities(p)) {
      this.pending = false;
      return;
    }
    const key = this.capabilitiesKey(p, this.crs);
    if (this.resolved?.key === key) {
      this.pending = false;
      return;
    }
    this.pending = true;
    const view = this.view;
    const grid = this.grid;
    const docKey = JSON.stringify([p.baseUrl, p.version, p.token, p.tokenParam]);
    let doc = this.documents.get(docKey);
    if (!doc) {
      doc = fetchWmtsCapabilities(p.baseUrl!, { version: p.version, token: p.token, tokenParam: p.tokenParam });
      this.documents.set(docKey, doc);
      doc.catch(() => this.documents.delete(docKey));
    }
    doc
      .then((capabilities) => {
        const options = wmtsLayerOptions(capabilities, { layer: p.wmtsLayer, grid, format: p.format });
        return { capabilities, options };
      })
      .then(
        ({ capabilities, options }) => {
          if (this.view !== view || this.capabilitiesKey(this.props, this.crs) !== key) return;
          this.resolved = { key, options };
          this.pending = false;
          this.props.onCapabilities?.({ capabilities, options, layer: this });
          this.refresh();
        },
        (error: Error) => {
          if (this.view !== view || this.capabilitiesKey(this.props, this.crs) !== key) return;
          this.resolved = { key, error };
          this.pending = false;
          this.fail(new Error(`GetCapabilities of ${p.baseUrl}: ${error.message}`));
          this.refresh();
        },
      );
  }

  /** Props with what capabilities filled in (only where the prop is not given). */
  effectiveProps(p: OgcWmtsLayerProps = this.props): OgcWmtsLayerProps {
    const o = this.readsCapabilities(p) && this.resolved?.key === this.capabilitiesKey(p, this.crs) ? this.resolved.options : undefined;
    if (!o) return p;
    return {
      ...p,
      tileMatrixSet: o.tileMatrixSet,
      wmtsStyle: p.wmtsStyle ?? o.wmtsStyle,
      format: p.format ?? o.format,
      tileMatrixPrefix: p.tileMatrixPrefix ?? o.tileMatrixPrefix,
      zoomOffset: p.zoomOffset ?? o.zoomOffset,
      minimumLevel: p.minimumLevel ?? o.minimumLevel,
      maximumLevel: p.maximumLevel ?? o.maximumLevel,
      tileSize: p.tileSize ?? (o.tileSize === 256 || o.tileSize === 512 ? o.tileSize : undefined),
    };
  }

  /** The tile URL template (`{z}` `{y}` `{x}`), before zoomOffset and token handling by the raster source. */
  tileTemplate(p: OgcWmtsLayerProps = this.props): string {
    const e = this.effectiveProps(p);
    if (e.url) {
      return wmtsRestTemplate(e.url, { layer: e.wmtsLayer, tileMatrixSet: e.tileMatrixSet, style: e.wmtsStyle, tileMatrixPrefix: e.tileMatrixPrefix, token: e.token, tokenParam: e.tokenParam });
    }
    return wmtsKvpTemplate({
      baseUrl: e.baseUrl!,
      layer: e.wmtsLayer ?? '',
      tileMatrixSet: e.tileMatrixSet ?? '',
      style: e.wmtsStyle,
      format: e.format,
      version: e.version,
      tileMatrixPrefix: e.tileMatrixPrefix,
      token: e.token,
      tokenParam: e.tokenParam,
    });
  }

  protected isEmpty(p: OgcWmtsLayerProps): boolean {
    if (p.baseUrl && !p.wmtsLayer) return true;
    return this.readsCapabilities(p) && !!this.resolved?.error && this.resolved.key === this.capabilitiesKey(p, this.crs);
  }

  protected tileSource(p: OgcWmtsLayerProps): TileSourceOptions {
    const e = this.effectiveProps(p);
    if (e.zoomOffset) ensureTileProtocol();
    let template: string;
    try {
      template = this.tileTemplate(p);
    } catch (err) {
      throw new Error(`${this.component}: ${(err as Error).message}`);
    }
    const spec = rasterSourceSpec({ baseUrl: template, zoomOffset: e.zoomOffset, minimumLevel: e.minimumLevel, maximumLevel: e.maximumLevel ?? 22, tileSize: e.tileSize ?? 512 }) as unknown as TileSourceOptions;
    return { tiles: spec.tiles, tileSize: spec.tileSize, minzoom: spec.minzoom, maxzoom: spec.maxzoom };
  }

  /** Reads the service's capabilities (KVP endpoint). */
  getCapabilities(): Promise<WmtsCapabilities> {
    const p = this.props;
    if (!p.baseUrl) return Promise.reject(new Error(`${this.component}: getCapabilities needs baseUrl (the KVP endpoint)`));
    return fetchWmtsCapabilities(p.baseUrl, { version: p.version, token: p.token, tokenParam: p.tokenParam });
  }
}
