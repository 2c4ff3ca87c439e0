// The results on the map: a clustered GeoJSON source (ClusterLayer's, clustering switched on above clusterMaxCount)
// whose single points are pins in their category's colour (or `defaultMarkerIcon`), and the selected result apart on
// top with the selected pin (or `selectedMarkerIcon`), never hidden inside a cluster.
import type * as GeoJSON from 'geojson';
import type { SourceSpecification } from 'maplibre-gl';
import { ClusterLayer, clusterSourceSpec, type ClusterLayerProps } from '../../layers/thematic/clusterLayer.ts';
import { GeoJSONLayer, type GeoJSONLayerProps } from '../../layers/data/geoJSONLayer.ts';
import type { LayerStyle } from '../../layers/base/diffLayerProps.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { markerImageId } from './markerIcons.ts';
import type { ResultItem } from './searchResults.ts';

/** The items as GeoJSON points: `id`, `title` and `color` in the properties (what the layers draw and clicks read). Pure. */
export function markerCollection(items: ResultItem[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: items.map((it) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: it.lngLat }, properties: { id: it.id, title: it.title, color: it.color } })),
  };
}

/** A marker's title under its pin: dark text with a light halo, optional so pins never vanish for want of room. */
const label = (size: number) => ({
  'text-field': ['get', 'title'],
  'text-font': FONT_STACK,
  'text-size': size,
  'text-anchor': 'top',
  'text-offset': [0, 0.2],
  'text-optional': true,
  'text-max-width': 10,
});
const LABEL_PAINT = { 'text-color': '#1f2933', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 };

export interface ResultMarkersProps extends ClusterLayerProps {
  /** Cluster the points (more results than clusterMaxCount). */
  clustered: boolean;
  /** An image URL for every unselected marker (`defaultMarkerIcon`); default MapLib's pin in the category colour. */
  markerIcon?: string;
}

export class ResultMarkersLayer extends ClusterLayer {
  declare props: ResultMarkersProps;

  constructor(props: ResultMarkersProps) {
    super(props);
  }

  update(partial: Partial<ResultMarkersProps>): void {
    super.update(partial);
  }

  protected sourceSpec(p: ResultMarkersProps): SourceSpecification {
    return { ...clusterSourceSpec(p), cluster: p.clustered } as SourceSpecification;
  }

  protected rawLayers(p: ResultMarkersProps): LayerStyle[] {
    const layers = super.rawLayers(p).filter((l) => l.id !== this.pointsId);
    const icon = p.markerIcon ? markerImageId({ url: p.markerIcon }) : ['concat', markerImageId({ color: '' }), ['get', 'color']];
    layers.push({
      id: this.pointsId,
      type: 'symbol',
      source: this.id,
      filter: ['!', ['has', 'point_count']],
      layout: { 'icon-image': icon, 'icon-anchor': 'bottom', 'icon-allow-overlap': true, ...label(11) },
      paint: LABEL_PAINT,
    });
    return layers;
  }
}

export interface SelectedMarkerProps extends GeoJSONLayerProps {
  /** An image URL for the selected marker (`selectedMarkerIcon`); default MapLib's selected pin. */
  markerIcon?: string;
}

export class SelectedMarkerLayer extends GeoJSONLayer {
  declare props: SelectedMarkerProps;

  constructor(props: SelectedMarkerProps) {
    super(props);
  }

  update(partial: Partial<SelectedMarkerProps>): void {
    super.update(partial);
  }

  protected rawLayers(p: SelectedMarkerProps): LayerStyle[] {
    const icon = p.markerIcon ? markerImageId({ url: p.markerIcon }) : markerImageId({ selected: true });
    return [
      {
        id: `${this.id}-pin`,
        type: 'symbol',
        source: this.id,
        layout: { 'icon-image': icon, 'icon-anchor': 'bottom', 'icon-allow-overlap': true, 'text-allow-overlap': true, ...label(12), 'text-font': FONT_STACK },
        paint: { ...LABEL_PAINT, 'text-color': '#9f1239' },
      },
    ];
  }
}
