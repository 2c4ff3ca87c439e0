// The mapv chunk (maplib-mapv.js in the browser build, a split chunk in ESM): mapv 2 (BSD-3-Clause) and a MapLibre
// adapter on mapv's own layer base, so every 2D drawing type of mapv (simple, bubble, intensity, category,
// choropleth, heatmap, grid, honeycomb, cluster, text, icon, clip, time) draws with mapv's own code.
import * as mapv from 'mapv';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { metresPerPixelAt } from '../../geo/index.ts';

/** mapv's BaseLayer is not exported; every map adapter it ships extends it. */
const MapvBaseLayer: any = Object.getPrototypeOf((mapv as any).AMapLayer);

export class MaplibreMapvLayer extends MapvBaseLayer {
  declare options: Record<string, any>;
  declare dataSet: any;
  declare map: MaplibreMap;
  canvasLayer: { canvas: HTMLCanvasElement; devicePixelRatio: number };
  context = '2d';

  constructor(map: MaplibreMap, canvas: HTMLCanvasElement, data: unknown[], options: Record<string, any>) {
    super(map, new (mapv as any).DataSet(data), options);
    this.options = options;
    this.canvasLayer = { canvas, devicePixelRatio: globalThis.devicePixelRatio || 1 };
    (this as any).initDataRange(options);
  }

  getContext(): CanvasRenderingContext2D {
    return this.canvasLayer.canvas.getContext('2d')!;
  }

  getZoom(): number {
    return this.map.getZoom();
  }

  /** New options (mapv's BaseLayer.update/set call this, then draw). */
  init(options: Record<string, any>): void {
    this.options = options;
    (this as any).initDataRange(options);
    if (options.draw === 'cluster') (this as any).refreshCluster(options);
  }

  setData(data: unknown[]): void {
    this.dataSet.set(data);
    this.init(this.options);
  }

  draw(): void {
    this.render();
  }

  /** Draws the data for the map's current camera; `time` is the animation step (trails fade instead of clearing). */
  render(time?: number, clearAll = false): void {
    const ctx = this.getContext();
    const canvas = this.canvasLayer.canvas;
    const o = this.options;
    const map = this.map;
    const animated = (this as any).isEnabledTime() || o.draw === 'time';
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (animated && time !== undefined && !clearAll) {
      ctx.globalCompositeOperation = 'destination-out';
      ctx.fillStyle = 'rgba(0, 0, 0, .1)';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    } else {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    }
    ctx.restore();
    if (animated && time === undefined) return;
    const zoom = map.getZoom();
    if ((o.minZoom && zoom < o.minZoom) || (o.maxZoom && zoom > o.maxZoom)) return;
    // mapv draws in CSS pixels on a canvas of devicePixelRatio × that size (its heatmap scales by the same ratio).
    const dpr = this.canvasLayer.devicePixelRatio;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const key in o) (ctx as any)[key] = o[key];
    const getOptions: Record<string, any> = {
      transferCoordinate: (c: number[]) => {
        const p = map.project([c[0], c[1]]);
        return [p.x, p.y];
      },
    };
    if (animated && time !== undefined) {
      const trails = o.animation?.trails || 10;
      getOptions.filter = (item: any) => item.time > time - trails && item.time < time;
    }
    let data: any[];
    if (o.draw === 'cluster' && (!o.maxClusterZoom || o.maxClusterZoom >= zoom)) {
      const b = map.getBounds();
      const z = Math.floor(zoom);
      const self = this as any;
      const clusters = self.supercluster.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], z);
      const tree = self.supercluster.trees[Math.min(z, self.supercluster.trees.length - 1)];
      const intensity = tree.max === tree.min ? null : new (mapv as any).utilDataRangeIntensity({ min: tree.min, max: tree.max, minSize: o.minSize || 8, maxSize: o.maxSize || 30, gradient: o.gradient });
      for (const c of clusters) {
        if (c.properties?.cluster_id) {
          c.size = intensity ? intensity.getSize(c.properties.point_count) : o.minSize || 8;
          c.fillStyle = intensity ? intensity.getColor(c.properties.point_count) : o.fillStyle;
        } else c.size = o.size;
      }
      self.clusterDataSet.set(clusters);
      data = self.clusterDataSet.get(getOptions);
    } else {
      data = this.dataSet.get(getOptions);
    }
    (this as any).processData(data);
    if (o.unit === 'm') {
      const mpp = metresPerPixelAt(zoom, map.getCenter().lat);
      if (o.size) o._size = o.size / mpp;
      if (o.width) o._width = o.width / mpp;
      if (o.height) o._height = o.height / mpp;
    } else {
      o._size = o.size;
      o._width = o.width;
      o._height = o.height;
    }
    // Grid and honeycomb cells are anchored at the pixel of (0°, 0°), so they move with the map instead of the screen.
    const origin = map.project([0, 0]);
    (this as any).drawContext(ctx, new (mapv as any).DataSet(data), o, { x: origin.x, y: origin.y });
    o.updateCallback?.(time);
  }
}

export const DataSet = (mapv as any).DataSet;
export const version: string = (mapv as any).version;
export { mapv };
