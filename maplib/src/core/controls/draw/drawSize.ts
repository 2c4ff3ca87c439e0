// What Draw's `showSize` shows while a circle is drawn (and always in `draw_radius`): a dashed radius from the centre to
// the pointer, and a label there with the radius and the area. The figures come from circleSize (the geometry kit).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { maplibregl } from '../../maplibre.ts';
import type { MapView } from '../../map/mapView.ts';
import type { CircleSize } from '../../interactions/draw/circleSize.ts';

const group = (n: number, digits: number) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A length in kilometres for a label: metres under 1 km, then 2, 1 or no decimals as it grows. */
export function formatKilometres(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${group(km, km < 10 ? 2 : km < 1000 ? 1 : 0)} km`;
}

/** An area in square kilometres for a label: square metres under 0.01 km², then 2, 1 or no decimals. */
export function formatSquareKilometres(km2: number): string {
  if (km2 < 0.01) return `${group(Math.round(km2 * 1e6), 0)} m²`;
  return `${group(km2, km2 < 10 ? 2 : km2 < 1000 ? 1 : 0)} km²`;
}

export class SizeReadout {
  private marker?: maplibregl.Marker;
  private readonly sourceId: string;

  constructor(
    private readonly view: MapView,
    id: string,
    private readonly color: string,
  ) {
    this.sourceId = `${id}-size`;
  }

  /** Shows a circle's radius from its centre to `pointer` (or to its first vertex) with `label` beside the pointer. */
  show(size: CircleSize, pointer: [number, number], label: string): void {
    const map = this.view.maplibre;
    const line: GeoJSON.Feature = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [size.center, pointer] } };
    const source = map.getSource(this.sourceId) as GeoJSONSource | undefined;
    if (source) source.setData(line);
    else {
      map.addSource(this.sourceId, { type: 'geojson', data: line });
      map.addLayer({ id: this.sourceId, type: 'line', source: this.sourceId, paint: { 'line-color': this.color, 'line-width': 1.5, 'line-dasharray': [2, 2] } });
    }
    if (!this.marker) {
      // A point-sized marker at the pointer holding the label, which sits up and to the right of it, or to the left
      // in the right half of the map (where the toolbar and the edge would cover it).
      const el = document.createElement('div');
      el.className = 'maplib-draw-size';
      el.append(document.createElement('span'));
      this.marker = new maplibregl.Marker({ element: el, anchor: 'center' });
    }
    const el = this.marker.getElement();
    el.firstElementChild!.textContent = label;
    el.classList.toggle('maplib-draw-size-left', map.project(pointer).x > map.getContainer().clientWidth / 2);
    this.marker.setLngLat(pointer).addTo(map);
  }

  /** Takes the line and the label off the map. */
  hide(): void {
    this.marker?.remove();
    this.marker = undefined;
    const map = this.view.maplibre;
    if (this.view.removed) return;
    if (map.getLayer(this.sourceId)) map.removeLayer(this.sourceId);
    if (map.getSource(this.sourceId)) map.removeSource(this.sourceId);
  }
}
