// The selected rows' features drawn over the map: one GeoJSON source and three style layers (a polygon's fill, every
// outline, a point's ring), on top of everything. A map child of its own rather than a BaseLayer, so a layer tree or a
// legend does not list the table's highlight among the map's layers; it comes back after a basemap switch (needsStyle).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import { MapComponent } from '../../base/component.ts';

export interface HighlightStyle {
  /** Outline, ring and fill colour. Default `'#e4572e'`. */
  color?: string;
}

export const DEFAULT_HIGHLIGHT_COLOR = '#e4572e';

interface HighlightProps {
  id: string;
  geometries: GeoJSON.Geometry[];
  color?: string;
}

const collection = (geometries: GeoJSON.Geometry[]): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
});

export class TableHighlight extends MapComponent<HighlightProps> {
  readonly needsStyle = true;

  constructor(props: HighlightProps) {
    super('BaseTable', {}, props);
  }

  private ids(): string[] {
    const id = this.props.id;
    return [`${id}-fill`, `${id}-line`, `${id}-point`];
  }

  protected mount(view: MapView): void {
    const map = view.maplibre;
    const { id, color = DEFAULT_HIGHLIGHT_COLOR } = this.props;
    const [fill, line, point] = this.ids();
    map.addSource(id, { type: 'geojson', data: collection(this.props.geometries) });
    map.addLayer({ id: fill, type: 'fill', source: id, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': color, 'fill-opacity': 0.35 } });
    map.addLayer({ id: line, type: 'line', source: id, filter: ['!=', ['geometry-type'], 'Point'], paint: { 'line-color': color, 'line-width': 3 } });
    map.addLayer({
      id: point,
      type: 'circle',
      source: id,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: { 'circle-radius': 9, 'circle-color': 'rgba(0,0,0,0)', 'circle-stroke-color': color, 'circle-stroke-width': 3 },
    });
  }

  protected unmount(): void {
    const map = this.view && !this.view.removed ? this.view.maplibre : undefined;
    if (!map || !map.style) return;
    for (const l of this.ids()) if (map.getLayer(l)) map.removeLayer(l);
    if (map.getSource(this.props.id)) map.removeSource(this.props.id);
  }

  protected isLive(): boolean {
    return !!this.view && !this.view.removed && !!this.view.maplibre.getSource(this.props.id);
  }

  protected patch(prev: HighlightProps, next: HighlightProps): void {
    const map = this.view!.maplibre;
    if (prev.geometries !== next.geometries) (map.getSource(next.id) as GeoJSONSource).setData(collection(next.geometries));
    if (prev.color !== next.color) {
      const [fill, line, point] = this.ids();
      const c = next.color ?? DEFAULT_HIGHLIGHT_COLOR;
      map.setPaintProperty(fill, 'fill-color', c);
      map.setPaintProperty(line, 'line-color', c);
      map.setPaintProperty(point, 'circle-stroke-color', c);
    }
  }
}
