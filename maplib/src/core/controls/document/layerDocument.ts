// The `document` API of DocumentTree (MapGIS's mapgis-document provided it to context menus and custom documents):
// which layers the tree lists, and what a layer is — its component, its MapLibre type, its style layer.
import type { LayerSpecification } from 'maplibre-gl';
import type { MapView } from '../../map/mapView.ts';
import type { BaseLayer } from '../../layers/base/baseLayer.ts';
import { typeGlyph } from './swatch.ts';

type Layer = BaseLayer<any>;

/** What `getLayerComInfo` says of a layer: the MapLib component that drew it. */
export interface LayerComInfo {
  id: string;
  /** The component's name, e.g. `'GeoJSONLayer'`, `'IgsDocLayer'`. */
  component: string;
  /** The layer's title in the tree's language (its id when it has none). */
  title: string;
  /** A glyph of its MapLibre layer type (what the tree shows when the layer has no legend). */
  icon: string;
}

export class LayerDocument {
  /** The layers `setLayers` chose (undefined: every layer of the map). */
  private chosen?: (Layer | string)[];

  constructor(
    private readonly view: () => MapView | undefined,
    private readonly locale: () => 'zh-CN' | 'en',
    private readonly changed: () => void,
  ) {}

  /**
   * Lists only these layers (layer objects or ids) in the tree, in the map's drawing order; called with nothing, every
   * layer of the map again. A chosen layer that is not on the map (yet) appears once it is added.
   */
  setLayers(layers?: (Layer | string)[]): void {
    this.chosen = layers ? [...layers] : undefined;
    this.changed();
  }

  /** The layers listed, top of the map first. */
  listed(): Layer[] {
    const view = this.view();
    if (!view || view.removed) return [];
    const chosen = this.chosen;
    const all = view.layers().reverse();
    return chosen ? all.filter((l) => chosen.includes(l) || chosen.includes(l.id)) : all;
  }

  /** The map's layer with this id (listed or not). */
  layer(layerId: string): Layer | undefined {
    const view = this.view();
    return view && !view.removed ? view.layers().find((l) => l.id === layerId) : undefined;
  }

  /** The component, title and icon of a layer of the map; undefined for an id the map has no layer of. */
  getLayerComInfo(layerId: string): LayerComInfo | undefined {
    const layer = this.layer(layerId);
    if (!layer) return undefined;
    return { id: layer.id, component: layer.component, title: layer.getTitle(this.locale()), icon: typeGlyph(this.getLayerMapType(layerId)) };
  }

  /** The MapLibre type (`'fill'`, `'raster'`, …) of the layer's first style layer, or of a style layer by its id. */
  getLayerMapType(layerId: string): string | undefined {
    return this.getLayerMapInfo(layerId)?.type;
  }

  /**
   * The style layer object as MapLibre holds it: for a MapLib layer's id, its first style layer (`getLayerIds()` names
   * them all); for a style layer's id, that one. Undefined when the map has neither.
   */
  getLayerMapInfo(layerId: string): LayerSpecification | undefined {
    const view = this.view();
    if (!view || view.removed) return undefined;
    const styleId = this.layer(layerId)?.getLayerIds()[0] ?? layerId;
    return view.maplibre.getStyle()?.layers?.find((l) => l.id === styleId);
  }
}
