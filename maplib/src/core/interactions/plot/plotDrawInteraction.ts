// Drawing one tactical graphic on a plot layer: clicks (or taps) add control points, the pointer previews the next
// one, the graphic finishes itself at its last point or on Enter / a double-click once it has enough; Backspace or a
// right-click takes back the last point, Esc drops it. A free line is drawn by dragging. While drawing, the map does
// not pan or zoom on a double-click: those gestures are the drawing's.
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, MapMouseEvent, MapTouchEvent } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import { Interaction } from '../interaction.ts';
import { keyEventIsForMap } from '../draw/drawKeys.ts';
import { plotGeometry } from '../../plot/geometry/plotGeometry.ts';
import type { PlotType } from '../../plot/geometry/catalog.ts';
import type { PlotFeature, PlotLayer } from '../../plot/plotLayer.ts';
import { PlotDrawing } from './plotDrawing.ts';
import { PREVIEW_COLOR, addSketchLayers } from './plotSketch.ts';

export interface PlotDrawOptions {
  layer: PlotLayer;
  type: PlotType;
  /** Properties of the new plot (its `style`, a name…). */
  properties?: Record<string, unknown>;
  /** The plot was added to the layer. */
  onFinish?: (plot: PlotFeature) => void;
  /** The drawing was dropped (Esc, another mode took the map). */
  onCancel?: () => void;
}

/** Graphics drawn by dragging rather than clicking. */
const DRAGGED: ReadonlySet<PlotType> = new Set(['freeLine']);

export class PlotDrawInteraction extends Interaction {
  private drawing: PlotDrawing;
  private cursorAt?: GeoJSON.Position;
  private finished = false;
  private sketch?: GeoJSONSource;

  constructor(private readonly options: PlotDrawOptions) {
    super({ cursor: 'crosshair', suspends: ['dragPan', 'doubleClickZoom', 'boxZoom'] });
    this.drawing = new PlotDrawing(options.type);
  }

  /** The control points so far. */
  get points(): GeoJSON.Position[] {
    return this.drawing.points.map((p) => [...p]);
  }

  protected onActivate(view: MapView): void {
    const map = view.maplibre;
    const { source, remove } = addSketchLayers(map, 'maplib-plot-draw');
    this.sketch = source;
    this.onEnd(remove);
    const lngLat = (e: MapMouseEvent | MapTouchEvent): GeoJSON.Position => [e.lngLat.lng, e.lngLat.lat];
    if (DRAGGED.has(this.options.type)) {
      let down = false;
      const start = (e: MapMouseEvent | MapTouchEvent) => {
        down = true;
        e.preventDefault();
        this.drawing.add(lngLat(e));
      };
      const move = (e: MapMouseEvent | MapTouchEvent) => {
        if (!down) return;
        this.drawing.add(lngLat(e));
        this.render();
      };
      const end = () => {
        if (!down) return;
        down = false;
        if (this.drawing.canFinish) this.finish();
        else this.drawing.points.length = 0;
      };
      this.listen('mousedown', start);
      this.listen('touchstart', start);
      this.listen('mousemove', move);
      this.listen('touchmove', move);
      this.listen('mouseup', end);
      this.listen('touchend', end);
    } else {
      this.listen('click', (e: MapMouseEvent) => {
        if (this.drawing.add(lngLat(e))) this.finish();
        else this.render();
      });
      this.listen('mousemove', (e: MapMouseEvent) => {
        this.cursorAt = lngLat(e);
        this.render();
      });
      this.listen('dblclick', (e: MapMouseEvent) => {
        e.preventDefault();
        if (this.drawing.canFinish) this.finish();
      });
      this.listen('contextmenu', (e: MapMouseEvent) => {
        e.preventDefault();
        this.drawing.removeLast();
        this.render();
      });
    }
    this.listenTo(document, 'keydown', (e: KeyboardEvent) => {
      if (!keyEventIsForMap(e, view.container)) return;
      if (e.key === 'Enter' && this.drawing.canFinish) this.finish();
      else if (e.key === 'Escape') this.deactivate();
      else if (e.key === 'Backspace' && this.drawing.removeLast()) this.render();
      else return;
      e.preventDefault();
    });
  }

  protected onDeactivate(): void {
    // After the mode has ended: the owner may start another mode then, which it may not while this one is ending.
    if (!this.finished) queueMicrotask(() => this.options.onCancel?.());
  }

  /** Finishes the graphic now (as Enter does); false when it has too few points. */
  finish(): boolean {
    if (!this.drawing.canFinish || this.finished) return false;
    this.finished = true;
    const id = this.options.layer.addPlot(this.options.type, this.drawing.points, this.options.properties);
    this.deactivate();
    this.options.onFinish?.(this.options.layer.getPlot(id)!);
    return true;
  }

  private render(): void {
    const points = this.drawing.preview(this.cursorAt);
    const features: GeoJSON.Feature[] = this.drawing.points.map((p) => ({ type: 'Feature', properties: { role: 'point' }, geometry: { type: 'Point', coordinates: p } }));
    if (points) features.unshift({ type: 'Feature', properties: { role: 'shape' }, geometry: plotGeometry(this.options.type, points) });
    else if (this.drawing.points.length && this.cursorAt) features.unshift({ type: 'Feature', properties: { role: 'shape' }, geometry: { type: 'LineString', coordinates: [...this.drawing.points, this.cursorAt] } });
    this.sketch?.setData({ type: 'FeatureCollection', features });
  }
}

export { PREVIEW_COLOR };
