// The box the overview map draws around the main view's extent: a GeoJSONLayer whose one source feeds a fill and its
// outline. A layer of the overview's own MapView, so it comes back by itself after the overview's basemap changes, and
// each new extent reaches its source through setData.
import type * as GeoJSON from 'geojson';
import { GeoJSONLayer, type GeoJSONLayerProps } from '../../layers/data/geoJSONLayer.ts';
import type { LayerStyle } from '../../layers/base/diffLayerProps.ts';
import { number, string } from '../../base/validateProps.ts';

/** How the box looks (the Hawkeye's `boxStyle` prop). */
export interface BoxStyle {
  /** Outline and fill colour, any CSS colour. Default `'#e4572e'`. */
  color?: string;
  /** Fill opacity 0…1. Default `0.15`. */
  fillOpacity?: number;
  /** Outline width in pixels 0…20. Default `2`. */
  lineWidth?: number;
}

export const DEFAULT_BOX_STYLE: Required<BoxStyle> = { color: '#e4572e', fillOpacity: 0.15, lineWidth: 2 };

/** The rules of `boxStyle`'s keys. */
export const BOX_STYLE_RULES = { color: string, fillOpacity: number(0, 1), lineWidth: number(0, 20) };

export interface ExtentBoxProps extends GeoJSONLayerProps {
  data: GeoJSON.Polygon;
  boxStyle?: BoxStyle;
}

export class ExtentBoxLayer extends GeoJSONLayer {
  declare props: ExtentBoxProps;

  constructor(props: ExtentBoxProps) {
    super(props);
  }

  /** As GeoJSONLayer's, with the box's own props (`boxStyle`). */
  update(partial: Partial<ExtentBoxProps>): void {
    super.update(partial);
  }

  protected rawLayers(p: ExtentBoxProps): LayerStyle[] {
    const s = { ...DEFAULT_BOX_STYLE, ...p.boxStyle };
    return [
      { id: `${this.id}-fill`, type: 'fill', source: this.id, paint: { 'fill-color': s.color, 'fill-opacity': s.fillOpacity } },
      { id: `${this.id}-line`, type: 'line', source: this.id, paint: { 'line-color': s.color, 'line-width': s.lineWidth }, layout: { 'line-join': 'round' } },
    ];
  }
}
