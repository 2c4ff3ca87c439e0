// Editing the plots of a plot layer: a click selects a plot (its control points appear as handles), dragging a handle
// reshapes it, dragging the selected plot moves it, Delete or Backspace removes it, Esc lets it go. Mouse and touch
// alike. The map still pans on a drag elsewhere; a drag that starts on a handle or on the selected plot is the
// edit's (MapLibre's preventDefault on the down event keeps its drag-pan out of that gesture).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, MapMouseEvent, MapTouchEvent } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import { Interaction } from '../interaction.ts';
import { keyEventIsForMap } from '../draw/drawKeys.ts';
import { nearestHandle } from '../draw/vertexEdits.ts';
import { lonLatToMercator, mercatorToLonLat } from '../../geo/webMercator.ts';
import type { PlotFeature, PlotLayer } from '../../plot/plotLayer.ts';
import { addSketchLayers, HANDLE_RADIUS, HANDLE_STROKE } from './plotSketch.ts';

export interface PlotEditOptions {
  layer: PlotLayer;
  /** A plot was reshaped, moved or removed: once per gesture, when it ends. */
  onEdit?: (e: { plot: PlotFeature; action: 'reshape' | 'move' | 'remove' }) => void;
}

type Gesture = { kind: 'vertex'; id: string; index: number } | { kind: 'move'; id: string; from: [number, number]; points: GeoJSON.Position[] };

/** Handles are hit within this many pixels (a finger needs more). */
const MOUSE_TOLERANCE = 6;
const TOUCH_TOLERANCE = 14;

export class PlotEditInteraction extends Interaction {
  private sketch?: GeoJSONSource;
  private gesture?: Gesture;

  constructor(private readonly options: PlotEditOptions) {
    super({ suspends: ['doubleClickZoom'] });
  }

  protected onActivate(view: MapView): void {
    const map = view.maplibre;
    const { source, remove } = addSketchLayers(map, 'maplib-plot-edit');
    this.sketch = source;
    this.onEnd(remove);
    this.refresh();
    const down = (e: MapMouseEvent | MapTouchEvent, tolerance: number) => {
      if ('points' in e && e.points.length > 1) return; // two fingers: the map's pinch
      const layer = this.options.layer;
      const point: [number, number] = [e.point.x, e.point.y];
      const handle = this.handleAt(point, tolerance);
      const selected = layer.selectedId ? layer.getPlot(layer.selectedId) : undefined;
      if (handle !== undefined && selected) {
        this.gesture = { kind: 'vertex', id: selected.id, index: handle };
      } else {
        const hit = layer.plotAt(point, tolerance);
        if (!hit) return;
        if (hit.id !== layer.selectedId) this.selectPlot(hit.id);
        this.gesture = { kind: 'move', id: hit.id, from: lonLatToMercator(e.lngLat.lng, e.lngLat.lat), points: hit.properties.controlPoints.map((p) => [...p]) };
      }
      e.preventDefault();
    };
    const move = (e: MapMouseEvent | MapTouchEvent) => {
      const g = this.gesture;
      if (!g) return;
      const plot = this.options.layer.getPlot(g.id);
      if (!plot) return;
      const points = plot.properties.controlPoints.map((p) => [...p]);
      if (g.kind === 'vertex') points[g.index] = [e.lngLat.lng, e.lngLat.lat];
      else {
        // Moved on the Web Mercator plane, as the shape was built: it keeps its form at any latitude.
        const [x, y] = lonLatToMercator(e.lngLat.lng, e.lngLat.lat);
        g.points.forEach((p, i) => {
          const [px, py] = lonLatToMercator(p[0], p[1]);
          points[i] = mercatorToLonLat(px + x - g.from[0], py + y - g.from[1]);
        });
      }
      this.options.layer.updatePlot(g.id, { controlPoints: points });
      this.refresh();
    };
    const up = () => {
      const g = this.gesture;
      this.gesture = undefined;
      const plot = g && this.options.layer.getPlot(g.id);
      if (g && plot) this.options.onEdit?.({ plot, action: g.kind === 'vertex' ? 'reshape' : 'move' });
    };
    this.listen('mousedown', (e: MapMouseEvent) => down(e, MOUSE_TOLERANCE));
    this.listen('touchstart', (e: MapTouchEvent) => down(e, TOUCH_TOLERANCE));
    this.listen('mousemove', move);
    this.listen('touchmove', move);
    this.listen('mouseup', up);
    this.listen('touchend', up);
    this.listen('click', (e: MapMouseEvent) => {
      if (!this.options.layer.plotAt([e.point.x, e.point.y], MOUSE_TOLERANCE) && this.handleAt([e.point.x, e.point.y], MOUSE_TOLERANCE) === undefined) this.selectPlot(null);
    });
    this.listenTo(document, 'keydown', (e: KeyboardEvent) => {
      if (!keyEventIsForMap(e, view.container)) return;
      const id = this.options.layer.selectedId;
      if ((e.key === 'Delete' || e.key === 'Backspace') && id) this.removeSelected();
      else if (e.key === 'Escape' && id) this.selectPlot(null);
      else return;
      e.preventDefault();
    });
  }

  /** Removes the selected plot (as Delete does); false when none is selected. */
  removeSelected(): boolean {
    const layer = this.options.layer;
    const plot = layer.selectedId ? layer.getPlot(layer.selectedId) : undefined;
    if (!plot) return false;
    layer.removePlot(plot.id);
    this.refresh();
    this.options.onEdit?.({ plot, action: 'remove' });
    return true;
  }

  /** Draws the selected plot's handles again (after its data changed from outside: an undo, new data). */
  refresh(): void {
    const layer = this.options.layer;
    const plot = layer.selectedId ? layer.getPlot(layer.selectedId) : undefined;
    const features: GeoJSON.Feature[] = (plot?.properties.controlPoints ?? []).map((p, index) => ({ type: 'Feature', properties: { role: 'point', index }, geometry: { type: 'Point', coordinates: p } }));
    this.sketch?.setData({ type: 'FeatureCollection', features });
  }

  private selectPlot(id: string | null): void {
    this.options.layer.select(id);
    this.refresh();
  }

  /**
   * The index of the selected plot's control point under `point`. Measured from the control points themselves, not
   * asked of the rendered handle layer: that answers only once the new handles have been drawn, so a drag begun
   * right after the selecting click (a quick hand, a busy machine) would move the whole plot instead of reshaping it.
   */
  private handleAt(point: [number, number], tolerance: number): number | undefined {
    const layer = this.options.layer;
    const plot = layer.selectedId ? layer.getPlot(layer.selectedId) : undefined;
    const view = this.view;
    if (!plot || !view) return undefined;
    const handles = plot.properties.controlPoints.map((p, index) => ({ index, ...view.maplibre.project(p as [number, number]) }));
    return nearestHandle(handles, { x: point[0], y: point[1] }, tolerance + HANDLE_RADIUS + HANDLE_STROKE)?.index;
  }
}
