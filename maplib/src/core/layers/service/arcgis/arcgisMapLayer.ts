// ArcGISMapLayer: a dynamic ArcGIS MapServer drawn by `export`: one image per tile (renderMode 'raster'), or one image
// of the whole view, requested again after every move (renderMode 'image-map').
import type { ImageSource, SourceSpecification } from 'maplibre-gl';
import { ServiceTileLayer, type ServiceTileLayerProps, type TileSourceOptions } from '../serviceTileLayer.ts';
import { clampLevels } from '../../../tiles/clampLevels.ts';
import type { CrsName } from '../../../map/crs.ts';
import { ensureTileRequestProtocol, tileRequestUrl, GRIDS, type BBox, type GridKind } from '../../../services/tileRequest.ts';
import { project, unproject } from '../../../geo/index.ts';
import { ARCGIS_IMAGE_FORMATS, arcgisExportUrl, fetchArcgisServiceInfo, wkidOfMapCrs, type ArcgisServiceInfo } from '../../../services/arcgis/mapServer.ts';
import { gridOfCrs } from '../../../services/gridOffset.ts';
import { endpointRule, tokenRule, type ServiceToken } from '../../../services/requestUrl.ts';
import { boolean, number, oneOf, required, show, string, type Rule } from '../../../base/validateProps.ts';
import { ParamSublayers, type Sublayer, type SublayerHost } from '../sublayers.ts';

export interface ArcGISMapLayerProps extends ServiceTileLayerProps {
  /** The MapServer URL. */
  baseUrl: string;
  renderMode?: 'raster' | 'image-map';
  layers?: string;
  bboxsr?: number | string;
  imagesr?: number | string;
  tileSize?: 256 | 512;
  width?: number;
  height?: number;
  format?: string;
  f?: 'image' | 'json';
  dpi?: number;
  transparent?: boolean;
  token?: ServiceToken;
  tokenParam?: string;
  minimumLevel?: number;
  maximumLevel?: number;
}

const layersRule: Rule = (v) =>
  v === undefined || (typeof v === 'string' && /^\s*(?:(?:show|hide|include|exclude)\s*:)?\s*[\d\s,]*$/i.test(v))
    ? undefined
    : `must be 'show:', 'hide:', 'include:' or 'exclude:' followed by layer ids (e.g. 'show:0,2'), got ${show(v)}`;

const srRule: Rule = (v) =>
  v === undefined || ((typeof v === 'number' || typeof v === 'string') && gridOfCrs(v)) ? undefined : `must be a Web Mercator or lon/lat wkid (3857, 102100, 4326, 4490…), got ${show(v)}`;

export const ARCGIS_MAP_RULES: Record<string, Rule> = {
  baseUrl: required(endpointRule),
  renderMode: oneOf('raster', 'image-map'),
  layers: layersRule,
  bboxsr: srRule,
  imagesr: srRule,
  tileSize: oneOf(256, 512),
  width: number(1, 4096, true),
  height: number(1, 4096, true),
  format: oneOf(...ARCGIS_IMAGE_FORMATS),
  f: (v, p) => oneOf('image', 'json')(v, p) ?? (v === 'json' && p.renderMode !== 'image-map' ? "'json' needs renderMode 'image-map' (tiles are always f=image)" : undefined),
  dpi: number(1, 1200),
  transparent: boolean,
  token: tokenRule,
  tokenParam: string,
  minimumLevel: number(0, 24, true),
  maximumLevel: (v, p) =>
    number(0, 24, true)(v, p) ?? ((p.minimumLevel as number) > ((v as number) ?? 22) ? `must not be below minimumLevel (${p.minimumLevel}), got ${v ?? 22}` : undefined),
};

/** Props that change what `export` is asked: a change asks for a new view image (image-map mode). */
const REQUEST_KEYS = ['baseUrl', 'layers', 'bboxsr', 'imagesr', 'format', 'f', 'dpi', 'transparent', 'token', 'tokenParam'] as const;

/** A transparent 1×1 PNG: an image source's picture while its first export is on its way. */
const BLANK = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The image source corners (top-left, top-right, bottom-right, bottom-left) of a box in a grid's units. */
export function boxCorners(grid: GridKind, b: BBox): [number, number][] {
  const [w, n] = unproject(grid, b[0], b[3]);
  const [e, s] = unproject(grid, b[2], b[1]);
  return [[w, n], [e, n], [e, s], [w, s]];
}

export class ArcGISMapLayer extends ServiceTileLayer<ArcGISMapLayerProps> implements SublayerHost {
  protected readonly recreateKeys = ['renderMode'] as const;
  /** Counts view requests, so an answer that arrives after a newer request is dropped. */
  private viewRequest = 0;
  private lastImage?: { url: string; coordinates: [number, number][] };
  /** The export URL last asked for: a prop change and a move in the same turn ask once. */
  private lastAsked?: string;

  constructor(props: ArcGISMapLayerProps) {
    super('ArcGISMapLayer', ARCGIS_MAP_RULES, props);
  }

  /** bboxSR/imageSR on this map: the props when they are drawn on the map's grid, else the map's own wkid. */
  spatialReferences(p: ArcGISMapLayerProps = this.props, mapCrs: CrsName = this.crs): { bboxsr: number | string; imagesr: number | string } {
    const grid = gridOfCrs(mapCrs)!;
    const own = wkidOfMapCrs(mapCrs);
    const pick = (name: 'bboxsr' | 'imagesr') => {
      const v = p[name];
      if (v === undefined) return own;
      if (gridOfCrs(v) === grid) return v;
      this.warnOnce(`${name} ${v} is not drawn on the ${mapCrs} map's tile grid; using ${own}`);
      return own;
    };
    return { bboxsr: pick('bboxsr'), imagesr: pick('imagesr') };
  }

  /** The export URL: a `{bbox}` template for tiles, or the URL of one box and size. */
  exportUrl(p: ArcGISMapLayerProps = this.props, box?: { bbox: BBox; width: number; height: number }, mapCrs: CrsName = this.crs): string {
    const tileSize = p.tileSize ?? 256;
    return arcgisExportUrl({
      baseUrl: p.baseUrl,
      layers: p.layers,
      ...this.spatialReferences(p, mapCrs),
      width: box?.width ?? p.width ?? tileSize,
      height: box?.height ?? p.height ?? p.width ?? tileSize,
      format: p.format,
      transparent: p.transparent,
      dpi: p.dpi,
      f: box ? (p.f ?? 'image') : 'image',
      token: p.token,
      tokenParam: p.tokenParam,
      bbox: box ? box.bbox.map((n) => String(n)).join(',') : undefined,
    });
  }

  protected tileSource(p: ArcGISMapLayerProps, mapCrs: CrsName): TileSourceOptions {
    ensureTileRequestProtocol();
    const { minzoom, maxzoom } = clampLevels({ minimumLevel: p.minimumLevel, maximumLevel: p.maximumLevel ?? 22 });
    return { tiles: [tileRequestUrl(this.exportUrl(p, undefined, mapCrs), { grid: gridOfCrs(mapCrs)! })], tileSize: p.tileSize ?? 256, minzoom, maxzoom };
  }

  private imageMode(p = this.props): boolean {
    return p.renderMode === 'image-map';
  }

  protected sourceSpec(p: ArcGISMapLayerProps): SourceSpecification {
    if (!this.imageMode(p)) return super.sourceSpec(p);
    // The image of the view is set on mount and after every move (viewImage); the spec holds the latest one.
    const image = this.lastImage ?? { url: BLANK, coordinates: this.viewBox()?.corners ?? [[-180, 85], [180, 85], [180, -85], [-180, -85]] };
    return { type: 'image', url: image.url, coordinates: image.coordinates } as SourceSpecification;
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: ArcGISMapLayerProps): boolean {
    if (!this.imageMode()) return super.patchSource(prev, next, p);
    // Image mode: a changed prop means a new view image (the source spec itself follows the view).
    return true;
  }

  protected afterUpdate(prev: ArcGISMapLayerProps, next: ArcGISMapLayerProps): void {
    if (this.imageMode(next) && REQUEST_KEYS.some((k) => JSON.stringify(prev[k]) !== JSON.stringify(next[k]))) this.requestViewImage();
  }

  protected afterAttach(): void {
    super.afterAttach();
    if (!this.imageMode()) return;
    const map = this.map!;
    const onMove = () => this.requestViewImage();
    map.on('moveend', onMove);
    map.on('resize', onMove);
    this.onDetach(() => {
      map.off('moveend', onMove);
      map.off('resize', onMove);
      this.viewRequest++;
    });
    this.requestViewImage();
  }

  /** The view's box in the map grid's units, the image size for it, and the box's lon/lat corners. */
  viewBox(): { bbox: BBox; width: number; height: number; corners: [number, number][] } | undefined {
    const map = this.map;
    if (!map) return undefined;
    const grid = this.grid;
    const b = map.getBounds();
    const [x0, y0] = project(grid, b.getWest(), b.getSouth());
    const [x1, y1] = project(grid, b.getEast(), b.getNorth());
    const bbox: BBox = [x0, y0, x1, y1];
    // Units per CSS pixel at this zoom (MapLibre's zoom is defined for 512 px tiles), times the screen's pixel ratio.
    const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
    const perPixel = GRIDS[grid].extent / (512 * 2 ** map.getZoom()) / ratio;
    const fit = (n: number) => Math.max(1, Math.min(4096, Math.round(n)));
    return { bbox, width: fit((x1 - x0) / perPixel), height: fit((y1 - y0) / perPixel), corners: boxCorners(grid, bbox) };
  }

  /** Asks for the image of the current view (image-map mode): `f=image` directly, `f=json` through its `href`. */
  private requestViewImage(): void {
    const map = this.map;
    const view = this.viewBox();
    if (!map || !view || !this.imageMode()) return;
    const url = this.exportUrl(this.props, view);
    if (url === this.lastAsked) return;
    this.lastAsked = url;
    const n = ++this.viewRequest;
    this.props.onRequest?.({ url, layer: this });
    const show = (image: { url: string; coordinates: [number, number][] }) => {
      if (n !== this.viewRequest || !this.map) return;
      this.lastImage = image;
      this.getSource<ImageSource>()?.updateImage({ url: image.url, coordinates: image.coordinates as never });
    };
    if ((this.props.f ?? 'image') === 'image') {
      show({ url, coordinates: view.corners });
      return;
    }
    // f=json: ArcGIS may widen the extent to the image's aspect; its answer says where the image really lies.
    fetch(url)
      .then((r) => r.json())
      .then((json: { href?: string; extent?: { xmin: number; ymin: number; xmax: number; ymax: number }; error?: { message: string } }) => {
        if (json.error || !json.href || !json.extent) throw new Error(json.error?.message ?? 'export f=json answered without href/extent');
        const e = json.extent;
        show({ url: json.href, coordinates: boxCorners(this.grid, [e.xmin, e.ymin, e.xmax, e.ymax]) });
      })
      .catch((error: Error) => n === this.viewRequest && this.fail(new Error(`export f=json: ${error.message}`)));
  }

  protected unmount(): void {
    super.unmount();
    this.lastImage = undefined;
    this.lastAsked = undefined;
  }

  /** Reads the MapServer's description (`?f=json`: layers, extent, tileInfo). */
  getServiceInfo(): Promise<ArcgisServiceInfo> {
    return fetchArcgisServiceInfo(this.props.baseUrl, { token: this.props.token, tokenParam: this.props.tokenParam });
  }

  private readonly sublayers = new ParamSublayers(
    () => this.getServiceInfo().then((info) => (info.layers ?? []).map((l) => ({ id: String(l.id), title: l.name, defaultVisible: l.defaultVisibility !== false }))),
    () => this.props.layers,
    (layers) => this.update({ layers }),
  );

  /** The MapServer's layers (read once from `?f=json`), each visible or not under the `layers` prop. */
  getSublayers(): Promise<Sublayer[]> {
    return this.sublayers.list();
  }

  /** Shows or hides one of the MapServer's layers (by id): `layers` becomes `show:` the ones now drawn. */
  setSublayerVisible(id: string, visible: boolean): Promise<void> {
    return this.sublayers.setVisible(id, visible);
  }
}
