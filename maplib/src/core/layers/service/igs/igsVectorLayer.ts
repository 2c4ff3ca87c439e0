// IgsVectorLayer: GDB feature classes drawn by IGServer, one image per tile (mrms/layers?gdbps=…&bbox=), with
// filters and display styles per class; `keepCache: false` adds a random `temp` so no cached image is reused.
import { IgsServiceLayer, IGS_SERVER_RULES, bboxTiles, type IgsServiceLayerProps } from './igsServiceLayer.ts';
import type { TileSourceOptions } from '../serviceTileLayer.ts';
import { igsVectorUrl, type IgsVectorOptions } from '../../../services/igs/igsUrl.ts';
import { FILTERS_PATTERN } from './igsDocLayer.ts';
import { isGeographicCrs, type CrsName } from '../../../map/crs.ts';
import { boolean, oneOf, show, string, type Rule } from '../../../base/validateProps.ts';

export interface IgsVectorLayerProps extends IgsServiceLayerProps<IgsVectorLayer>, Omit<IgsVectorOptions, 'guid' | 'tileSize' | 'temp' | 'igsMapStyle'> {
  /** Pixel size of each image and of each tile on the map. Default 512. */
  tileSize?: 256 | 512;
  /** Display style per GDB class (CDisplayStyleExtend objects), sent as `style=` JSON. */
  igsMapStyle?: object | object[];
  /** Default: the time the layer was created, in milliseconds (as MapGIS). */
  guid?: string;
  /** false: add a random `temp` to every image URL, new on every mount. Default true. */
  keepCache?: boolean;
}

const GDBP = /^gdbp:\/\/\S/i;

export const IGS_VECTOR_RULES: Record<string, Rule> = {
  ...IGS_SERVER_RULES,
  url: string,
  baseUrl: string,
  gdbps: (v) => {
    if (v === undefined || v === null) return 'is required (gdbp://… paths of the feature classes, a comma-separated string or an array)';
    const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : undefined;
    if (!list || list.length === 0 || !list.every((g) => typeof g === 'string' && GDBP.test(g.trim()))) return `must be gdbp://… paths (a comma-separated string or an array), got ${show(v)}`;
    return undefined;
  },
  filters: (v) =>
    v === undefined || v === '' || (typeof v === 'string' && FILTERS_PATTERN.test(v))
      ? undefined
      : `must be 'index:condition' pairs like '0:mag>5' (index = position in gdbps), got ${show(v)}`,
  igsMapStyle: (v) => (v === undefined || (typeof v === 'object' && v !== null) ? undefined : `must be an object or an array of objects, got ${show(v)}`),
  f: oneOf('png', 'jpg', 'gif'),
  guid: string,
  keepCache: boolean,
};

export class IgsVectorLayer extends IgsServiceLayer<IgsVectorLayerProps> {
  /** The GUID sent when no `guid` prop is given. */
  readonly defaultGuid = String(Date.now());
  private temp = randomTemp();

  constructor(props: IgsVectorLayerProps) {
    super('IgsVectorLayer', IGS_VECTOR_RULES, props);
  }

  protected mount(): void {
    // A new `temp` for every mount: images cached under the last one are not reused.
    this.temp = randomTemp();
    super.mount();
  }

  getTemplate(p: IgsVectorLayerProps = this.props): string {
    return igsVectorUrl({ ...p, guid: p.guid ?? this.defaultGuid, temp: p.keepCache === false ? this.temp : undefined });
  }

  protected tileSource(p: IgsVectorLayerProps, crs: CrsName): TileSourceOptions {
    return bboxTiles(isGeographicCrs(crs) ? 'geographic' : 'mercator', this.getTemplate(p), p.tileSize ?? 512);
  }
}

function randomTemp(): string {
  return String(Math.random());
}
