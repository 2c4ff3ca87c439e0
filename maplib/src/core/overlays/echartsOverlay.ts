// EchartsOverlay: an ECharts chart over the map whose series use the `maplibre` coordinate system (alias `mapboxgl`),
// redrawn on every camera move so each point stays where the map draws its coordinates. ECharts itself is loaded
// on first mount (maplib-echarts.js beside maplib.js, or a split chunk in ESM): pages without the overlay pay nothing.
import type { MapView } from '../map/mapView.ts';
import { MapComponent } from '../base/component.ts';
import { func, object, required, show, type Rule } from '../base/validateProps.ts';
import { loadLib, type EChartsLib } from './loadLib.ts';
import { deepEqual } from '../util/deepEqual.ts';

type EChartsInstance = ReturnType<EChartsLib['echarts']['init']>;

export interface EchartsOverlayProps {
  /** An ECharts option; series take `coordinateSystem: 'maplibre'` (or `'mapboxgl'`) and [lng, lat] data. */
  options: Record<string, any>;
  /** CSS z-index of the chart's element inside the map's canvas container. Default 1 (above the map, under markers). */
  zIndex?: number;
  onReady?: (e: { chart: EChartsInstance; echarts: EChartsLib['echarts']; overlay: EchartsOverlay }) => void;
  onClick?: (params: any) => void;
  onError?: (error: Error) => void;
}

const zIndexRule: Rule = (v) => (v === undefined || Number.isInteger(v) ? undefined : `must be an integer, got ${show(v)}`);

export class EchartsOverlay extends MapComponent<EchartsOverlayProps> {
  readonly needsStyle = false;
  private el?: HTMLDivElement;
  private chart?: EChartsInstance;
  private lib?: EChartsLib;
  /** Bumped by every unmount: a load that finishes for an older mount is dropped. */
  private generation = 0;
  private waiting: ((chart: EChartsInstance) => void)[] = [];

  constructor(props: EchartsOverlayProps) {
    super('EchartsOverlay', { options: required(object), zIndex: zIndexRule, onReady: func, onClick: func, onError: func }, props);
  }

  /** The ECharts instance once loaded (undefined before, and after removal). */
  getChart(): EChartsInstance | undefined {
    return this.chart;
  }

  /** The element the chart draws into. */
  getElement(): HTMLDivElement | undefined {
    return this.el;
  }

  /** Resolves with the chart once ECharts has loaded and the options are set. */
  ready(): Promise<EChartsInstance> {
    return this.chart ? Promise.resolve(this.chart) : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Refits the chart to the map's size (done by itself on the map's `resize`). */
  resize(): void {
    this.chart?.resize();
  }

  protected mount(view: MapView): void {
    const map = view.maplibre;
    const el = (this.el = document.createElement('div'));
    el.className = 'maplib-echarts';
    el.style.cssText = `position:absolute;left:0;top:0;width:100%;height:100%;z-index:${this.props.zIndex ?? 1}`;
    // In the canvas container, after the canvas: markers stay on top, and mouse events on the chart bubble up to
    // MapLibre's handlers, so the map still pans and zooms while ECharts sees the pointer for its tooltips.
    const container = map.getCanvasContainer();
    container.insertBefore(el, map.getCanvas().nextSibling);
    const generation = this.generation;
    loadLib('echarts').then(
      (lib) => {
        if (generation !== this.generation || !this.el) return;
        this.lib = lib;
        lib.bindMap(el, map);
        const chart = (this.chart = lib.echarts.init(el, undefined, { renderer: 'canvas' }));
        chart.setOption(this.props.options);
        chart.on('click', (params: any) => this.props.onClick?.(params));
        // Layout again from the map's camera on every frame of a move, drawn in the same frame as the map.
        const follow = () => chart.dispatchAction({ type: lib.ROAM_ACTION }, { flush: true } as any);
        this.onDetach(view.on('move', follow));
        this.onDetach(view.on('resize', () => chart.resize()));
        for (const resolve of this.waiting.splice(0)) resolve(chart);
        this.props.onReady?.({ chart, echarts: lib.echarts, overlay: this });
      },
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(String(err));
        if (this.props.onError) this.props.onError(error);
        else console.error(`EchartsOverlay: ${error.message}`);
      },
    );
  }

  protected unmount(): void {
    this.generation++;
    if (this.chart) this.chart.dispose();
    if (this.el) this.lib?.unbindMap(this.el);
    this.el?.remove();
    this.chart = undefined;
    this.el = undefined;
  }

  protected patch(prev: EchartsOverlayProps, next: EchartsOverlayProps): void {
    if (prev.zIndex !== next.zIndex && this.el) this.el.style.zIndex = String(next.zIndex ?? 1);
    // The chart shows exactly the new options (as React props replace the old ones), not a merge of both. Equal
    // content (an inline literal re-rendered) changes nothing, so running effects are not restarted.
    if (!deepEqual(prev.options, next.options)) this.chart?.setOption(next.options, { notMerge: true });
  }
}
