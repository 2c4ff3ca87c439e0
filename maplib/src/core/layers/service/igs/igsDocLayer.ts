// IgsDocLayer: a MapGIS map document drawn by IGServer, one image per tile (mrms/docs/{doc}?…&bbox=), or its dynamic
// tile cache (mrms/tile/{doc}/{z}/{y}/{x}) with `cache`; sublayers shown or hidden by LayerIndex, filters per
// sublayer, document style, projection and guid; the document's layer list from mrcs.
import { IgsServiceLayer, IGS_SERVER_RULES, bboxTiles, templateTiles, type IgsServiceLayerProps } from './igsServiceLayer.ts';
import type { TileSourceOptions } from '../serviceTileLayer.ts';
import { igsDocImageUrl, igsDocLayersUrl, igsDocTileUrl, type IgsDocOptions, type IgsLayerInfo } from '../../../services/igs/igsUrl.ts';
import { newGuid } from '../../../util/guid.ts';
import type { CrsName } from '../../../map/crs.ts';
import { isGeographicCrs } from '../../../map/crs.ts';
import { boolean, object, oneOf, show, string, type Rule } from '../../../base/validateProps.ts';
import { ParamSublayers, type Sublayer, type SublayerHost } from '../sublayers.ts';

export interface IgsDocLayerProps extends IgsServiceLayerProps<IgsDocLayer>, Omit<IgsDocOptions, 'guid' | 'tileSize'> {
  /** Pixel size of each image and of each tile on the map. Default 512. */
  tileSize?: 256 | 512;
  /** Level shift of the dynamic tiles (`cache`); document images are cut by bbox and need none. Default 0. */
  zoomOffset?: number;
  /** Default: a new GUID for each layer. */
  guid?: string;
}

/** `show:0,2`, `hide:1`, `include:3`, `exclude:1`, or bare LayerIndex numbers (read as show). */
export const LAYERS_PATTERN = /^\s*(?:(?:show|hide|include|exclude)\s*:)?\s*\d+(?:\s*,\s*\d+)*\s*$/i;
/** `2:mag>5` or `0:name_en LIKE 'C%',2:mag>6`: a LayerIndex, a colon, a condition. */
export const FILTERS_PATTERN = /^\s*\d+\s*:\s*\S/;

export const IGS_DOC_RULES: Record<string, Rule> = {
  ...IGS_SERVER_RULES,
  url: string,
  baseUrl: (v, p) =>
    string(v, p) ?? (p.url !== undefined || v !== undefined || p.serverName !== undefined ? undefined : '(or url, or serverName with domain / ip and port) is required'),
  serverName: string,
  layers: (v) =>
    v === undefined || v === '' || (typeof v === 'string' && LAYERS_PATTERN.test(v))
      ? undefined
      : `must be like 'show:0,2' (show, hide, include or exclude, then LayerIndex numbers), got ${show(v)}`,
  filters: (v) =>
    v === undefined || v === '' || (typeof v === 'string' && FILTERS_PATTERN.test(v)) ? undefined : `must be 'LayerIndex:condition' pairs like '2:mag>5', got ${show(v)}`,
  igsMapStyle: object,
  f: oneOf('png', 'jpg', 'gif'),
  proj: string,
  guid: string,
  cache: boolean,
  isAntialiasing: boolean,
  update: boolean,
  mode: string,
};

export class IgsDocLayer extends IgsServiceLayer<IgsDocLayerProps> implements SublayerHost {
  /** The GUID sent when no `guid` prop is given: one per layer, kept across updates. */
  readonly defaultGuid = newGuid();

  constructor(props: IgsDocLayerProps) {
    super('IgsDocLayer', IGS_DOC_RULES, props);
  }

  private options(p: IgsDocLayerProps): IgsDocOptions {
    return { ...p, guid: p.guid ?? this.defaultGuid };
  }

  /** The image template (`…&bbox={bbox}`), or with `cache` the dynamic tile template (`…/{z}/{y}/{x}?size=`). */
  getTemplate(p: IgsDocLayerProps = this.props): string {
    return p.cache ? igsDocTileUrl(this.options(p)) : igsDocImageUrl(this.options(p));
  }

  protected tileSource(p: IgsDocLayerProps, crs: CrsName): TileSourceOptions {
    const tileSize = p.tileSize ?? 512;
    const grid = isGeographicCrs(crs) ? 'geographic' : 'mercator';
    if (p.cache) return templateTiles(grid, { template: this.getTemplate(p), tileSize, zoomOffset: p.zoomOffset ?? 0, maximumLevel: 24 });
    return bboxTiles(grid, this.getTemplate(p), tileSize);
  }

  /** The layer-list URL of the document (`…/mrcs/docs/{doc}/0/layers?f=json`), or undefined for a `url` of another shape. */
  getLayerListUrl(mapIndex = 0): string | undefined {
    return igsDocLayersUrl(this.props, mapIndex);
  }

  /**
   * Fetches the document's layers from IGServer: `[{ LayerIndex, Name, URL (gdbp), GeomType, … }]`. `LayerIndex` is
   * what `layers` and `filters` name; `URL` is what IgsVectorLayer's `gdbps` takes.
   */
  async getLayerList(mapIndex = 0, init?: RequestInit): Promise<IgsLayerInfo[]> {
    const url = this.getLayerListUrl(mapIndex);
    if (!url) throw new Error(`IgsDocLayer: no layer list for ${this.getTemplate()} (needs a …/mrms/docs/{doc} address)`);
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`IgsDocLayer: ${response.status} ${response.statusText} for ${url}`);
    const body = await response.json();
    if (!Array.isArray(body)) throw new Error(`IgsDocLayer: ${url} did not answer a layer list: ${JSON.stringify(body).slice(0, 120)}`);
    return body as IgsLayerInfo[];
  }

  private readonly sublayers = new ParamSublayers(
    () => this.getLayerList().then((list) => list.map((l) => ({ id: String(l.LayerIndex), title: l.Name, defaultVisible: !/^(un|in)visible$/i.test(l.State ?? '') }))),
    () => this.props.layers,
    (layers) => this.update({ layers }),
  );

  /** The document's layers (read once from mrcs), each visible or not under the `layers` prop (a layer tree lists them). */
  getSublayers(): Promise<Sublayer[]> {
    return this.sublayers.list();
  }

  /** Shows or hides one of the document's layers (by LayerIndex): `layers` becomes `show:` the ones now drawn. */
  setSublayerVisible(id: string, visible: boolean): Promise<void> {
    return this.sublayers.setVisible(id, visible);
  }
}
