// What GeoJSONLayer and VectorLayer ask MapLibre about their features: the source's features, the rendered ones, and
// feature state (hover highlights through `['feature-state', …]` in paint). One implementation both layers call.
import type * as GeoJSON from 'geojson';
import type { FilterSpecification, Map as MaplibreMap, PointLike } from 'maplibre-gl';

/** A feature's id, with its source layer for vector tiles (MapLibre needs it there). */
export interface FeatureTarget {
  id: string | number;
  sourceLayer?: string;
}

export interface QueryOptions {
  sourceLayer?: string;
  filter?: FilterSpecification;
}

function notInMap(component: string, id: string): Error {
  return new Error(`${component} ${id}: not in a map with a loaded style yet; call this after the layer is added`);
}

export class FeatureQueries {
  constructor(
    private readonly component: string,
    private readonly sourceId: string,
    private readonly map: () => MaplibreMap | undefined,
    private readonly layerIds: () => string[],
  ) {}

  private live(): MaplibreMap {
    const map = this.map();
    if (!map || !map.getSource(this.sourceId)) throw notInMap(this.component, this.sourceId);
    return map;
  }

  /** The source's features in the loaded tiles (all of them for GeoJSON in the page), also those outside the view. */
  sourceFeatures(options: QueryOptions = {}): GeoJSON.Feature[] {
    return this.live().querySourceFeatures(this.sourceId, { sourceLayer: options.sourceLayer, filter: options.filter }) as GeoJSON.Feature[];
  }

  /** The features drawn by this layer's style layers at a point or box (the whole view without one). */
  renderedFeatures(geometry?: PointLike | [PointLike, PointLike], options: { filter?: FilterSpecification } = {}): GeoJSON.Feature[] {
    const map = this.live();
    const layers = this.layerIds().filter((id) => map.getLayer(id));
    const opts = { layers, filter: options.filter };
    return (geometry === undefined ? map.queryRenderedFeatures(opts) : map.queryRenderedFeatures(geometry, opts)) as GeoJSON.Feature[];
  }

  private target(t: FeatureTarget | string | number, sourceLayer?: string) {
    const f = typeof t === 'object' ? t : { id: t, sourceLayer };
    return { source: this.sourceId, id: f.id, sourceLayer: f.sourceLayer };
  }

  setState(t: FeatureTarget | string | number, state: Record<string, unknown>): void {
    this.live().setFeatureState(this.target(t), state);
  }

  getState(t: FeatureTarget | string | number): Record<string, unknown> {
    return this.live().getFeatureState(this.target(t));
  }

  /** Removes one key of a feature's state, all of its state, or (no target) the state of every feature of the source. */
  removeState(t?: FeatureTarget | string | number, key?: string): void {
    const map = this.live();
    if (t === undefined) map.removeFeatureState({ source: this.sourceId });
    else map.removeFeatureState(this.target(t), key);
  }
}
