// The `maplibre` coordinate system of ECharts: series in [lng, lat] placed exactly where the MapLibre map draws
// those coordinates (map.project / map.unproject), whatever the pan, zoom, bearing or pitch. No ECharts import here:
// the lazily loaded chunk registers it, and unit tests drive it with a bare MapLibre transform.

/** What the coordinate system needs of a map: a MapLibre `Map` (or its transform) fits. */
export interface ProjectingMap {
  project(lngLat: [number, number]): { x: number; y: number };
  unproject(point: [number, number]): { lng: number; lat: number };
}

/** ECharts' view size, from its ExtensionAPI. */
export interface ViewSize {
  getWidth(): number;
  getHeight(): number;
}

/** Names ECharts options may use for this coordinate system: MapLib's own, and MapGIS/mapbox-gl's for migration. */
export const COORD_SYS_NAMES = ['maplibre', 'mapboxgl'] as const;
export type CoordSysName = (typeof COORD_SYS_NAMES)[number];

export class MapLibreCoordSys {
  static readonly dimensions = ['lng', 'lat'];
  readonly dimensions = ['lng', 'lat'];

  constructor(
    readonly map: ProjectingMap,
    private readonly view: ViewSize,
    readonly type: CoordSysName = 'maplibre',
    /** Builds ECharts' BoundingRect (the chunk passes `graphic.BoundingRect`); a plain object without it. */
    private readonly makeRect: (x: number, y: number, width: number, height: number) => any = (x, y, width, height) => ({ x, y, width, height }),
  ) {}

  /** [lng, lat, …] → [x, y] in CSS pixels of the map container; [NaN, NaN] for missing coordinates. */
  dataToPoint(data: ArrayLike<unknown>): number[] {
    const lng = Number(data[0]);
    const lat = Number(data[1]);
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || data[0] === null || data[1] === null) return [NaN, NaN];
    const p = this.map.project([lng, lat]);
    return [p.x, p.y];
  }

  /** [x, y] in CSS pixels → [lng, lat]. */
  pointToData(point: ArrayLike<number>): number[] {
    const ll = this.map.unproject([point[0], point[1]]);
    return [ll.lng, ll.lat];
  }

  /** The chart covers the whole map. */
  containPoint(): boolean {
    return true;
  }

  /** The whole view, as an ECharts BoundingRect. */
  getViewRect(): { x: number; y: number; width: number; height: number } {
    return this.makeRect(0, 0, this.view.getWidth(), this.view.getHeight());
  }

  /** No roam transform: the map moves, and the layout is recomputed from it. */
  getRoamTransform(): number[] {
    return [1, 0, 0, 1, 0, 0];
  }

  /** For `custom` series: `api.coord([lng, lat])` and `api.size([dLng, dLat], [lng, lat])`. */
  prepareCustoms() {
    const rect = this.getViewRect();
    return {
      coordSys: { type: this.type, x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      api: {
        coord: (data: number[]) => this.dataToPoint(data),
        size: (dataSize: number[], dataItem: number[] = [0, 0]) =>
          [0, 1].map((dim) => {
            const half = dataSize[dim] / 2;
            const a = [...dataItem];
            const b = [...dataItem];
            a[dim] -= half;
            b[dim] += half;
            return Math.abs(this.dataToPoint(a)[dim] - this.dataToPoint(b)[dim]);
          }),
      },
    };
  }

  /** `chart.convertToPixel({ seriesIndex }, [lng, lat])` lands here. */
  convertToPixel(_ecModel: unknown, _finder: unknown, value: number[]): number[] {
    return this.dataToPoint(value);
  }

  convertFromPixel(_ecModel: unknown, _finder: unknown, pixel: number[]): number[] {
    return this.pointToData(pixel);
  }
}
