// MapvOverlay: mapv's canvas drawings (grid, honeycomb, heatmap, lines, bubbles, clusters, time animation…) on a
// canvas over the map, redrawn on every camera move, sized to the map at the screen's devicePixelRatio. mapv itself
// is loaded on first mount (maplib-mapv.js beside maplib.js, or a split chunk in ESM).
import type * as GeoJSON from 'geojson';
import type { MapView } from '../map/mapView.ts';
import { MapComponent } from '../base/component.ts';
import { func, object, show, string, type Rule } from '../base/validateProps.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { loadLib, type MapvLib } from './loadLib.ts';
import { animationStep, geojsonToMapvData } from './mapvData.ts';

type MapvLayer = InstanceType<MapvLib['MaplibreMapvLayer']>;

export interface MapvOverlayProps {
  /** The data: a FeatureCollection (Point, LineString, Polygon… features). */
  geojson?: GeoJSON.FeatureCollection;
  /** mapv drawing options: `draw`, `size`, `gradient`, `max`, `label`, `fillStyle`, `globalAlpha`, `animation`, … */
  options?: Record<string, any>;
  /** Feature property read as each item's `count` (mapv's weight). Default `'count'`. */
  countField?: string;
  /** CSS z-index of the canvas inside the map's canvas container. Default 1. */
  zIndex?: number;
  onReady?: (e: { layer: MapvLayer; mapv: MapvLib['mapv']; overlay: MapvOverlay }) => void;
  onError?: (error: Error) => void;
}

const DRAWS = ['simple', 'bubble', 'intensity', 'category', 'choropleth', 'heatmap', 'grid', 'honeycomb', 'cluster', 'text', 'icon', 'clip', 'time'];
const geojsonRule: Rule = (v) =>
  v === undefined || (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'FeatureCollection' && Array.isArray((v as { features?: unknown }).features))
    ? undefined
    : `must be a GeoJSON FeatureCollection, got ${show(v)}`;
const optionsRule: Rule = (v, p) => {
  const problem = object(v, p);
  if (problem || v === undefined) return problem;
  const o = v as Record<string, unknown>;
  if (o.draw !== undefined && !DRAWS.includes(o.draw as string)) return `.draw must be one of ${DRAWS.join(', ')}, got ${show(o.draw)}`;
  if (o.context !== undefined && o.context !== '2d') return `.context must be '2d' (mapv's WebGL drawing is not supported), got ${show(o.context)}`;
  return undefined;
};
const zIndexRule: Rule = (v) => (v === undefined || Number.isInteger(v) ? undefined : `must be an integer, got ${show(v)}`);

export class MapvOverlay extends MapComponent<MapvOverlayProps> {
  readonly needsStyle = false;
  private canvas?: HTMLCanvasElement;
  private layer?: MapvLayer;
  private generation = 0;
  private frame = 0;
  private step?: number;

  constructor(props: MapvOverlayProps) {
    super('MapvOverlay', { geojson: geojsonRule, options: optionsRule, countField: string, zIndex: zIndexRule, onReady: func, onError: func }, props);
  }

  /** The mapv layer once mapv has loaded (undefined before, and after removal). */
  getLayer(): MapvLayer | undefined {
    return this.layer;
  }

  getCanvas(): HTMLCanvasElement | undefined {
    return this.canvas;
  }

  /** The current step of the time animation, or undefined when the options have none. */
  getStep(): number | undefined {
    return this.step;
  }

  private data(p: MapvOverlayProps) {
    return p.geojson ? geojsonToMapvData(p.geojson, p.countField ?? 'count') : [];
  }

  /** mapv writes into its options object (sizes, offsets): give it a copy, never the caller's. */
  private options(p: MapvOverlayProps): Record<string, any> {
    return { draw: 'simple', ...p.options };
  }

  /** Canvas backing store = container size × devicePixelRatio; CSS size = container size. */
  private fit(): void {
    const canvas = this.canvas;
    const view = this.view;
    if (!canvas || !view) return;
    const dpr = globalThis.devicePixelRatio || 1;
    const { clientWidth: w, clientHeight: h } = view.maplibre.getContainer();
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    if (this.layer) this.layer.canvasLayer.devicePixelRatio = dpr;
  }

  private animated(): boolean {
    const o = this.props.options ?? {};
    return o.draw === 'time' || (!!o.animation && o.animation.enabled !== false);
  }

  /** Runs the time animation: mapv's `animation: { stepsRange, trails, duration }` over the items' `time`. */
  private animate(): void {
    cancelAnimationFrame(this.frame);
    this.step = undefined;
    if (!this.layer || !this.animated()) return;
    const a = this.props.options?.animation ?? {};
    const ds = this.layer.dataSet;
    const start = a.stepsRange?.start ?? ds.getMin('time') ?? 0;
    const end = a.stepsRange?.end ?? ds.getMax('time') ?? 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      if (!this.layer) return;
      this.step = animationStep(now - t0, start, end, a.duration ?? 5);
      this.layer.render(this.step);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  /** Draws the current camera now (a time animation draws its current step from scratch). */
  redraw(): void {
    this.layer?.render(this.step, true);
  }

  protected mount(view: MapView): void {
    const map = view.maplibre;
    const canvas = (this.canvas = document.createElement('canvas'));
    canvas.className = 'maplib-mapv';
    canvas.style.cssText = `position:absolute;left:0;top:0;pointer-events:none;z-index:${this.props.zIndex ?? 1}`;
    map.getCanvasContainer().insertBefore(canvas, map.getCanvas().nextSibling);
    this.fit();
    const generation = this.generation;
    loadLib('mapv').then(
      (lib) => {
        if (generation !== this.generation || !this.canvas) return;
        const layer = (this.layer = new lib.MaplibreMapvLayer(map, canvas, this.data(this.props), this.options(this.props)));
        layer.canvasLayer.devicePixelRatio = globalThis.devicePixelRatio || 1;
        this.onDetach(view.on('move', () => this.redraw()));
        this.onDetach(
          view.on('resize', () => {
            this.fit();
            this.redraw();
          }),
        );
        layer.render();
        this.animate();
        this.props.onReady?.({ layer, mapv: lib.mapv, overlay: this });
      },
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        if (this.props.onError) this.props.onError(error);
        else console.error(`MapvOverlay: ${error.message}`);
      },
    );
  }

  protected unmount(): void {
    this.generation++;
    cancelAnimationFrame(this.frame);
    this.canvas?.remove();
    this.canvas = undefined;
    this.layer = undefined;
    this.step = undefined;
  }

  protected patch(prev: MapvOverlayProps, next: MapvOverlayProps): void {
    if (prev.zIndex !== next.zIndex && this.canvas) this.canvas.style.zIndex = String(next.zIndex ?? 1);
    const layer = this.layer;
    if (!layer) return; // still loading: it will read the latest props
    const dataChanged = prev.geojson !== next.geojson || prev.countField !== next.countField;
    const optionsChanged = !deepEqual(prev.options, next.options);
    if (dataChanged) layer.dataSet.set(this.data(next));
    if (dataChanged || optionsChanged) {
      layer.init(this.options(next));
      this.animate();
      if (!this.animated()) layer.render();
    }
  }
}
