// ImageLayer: one georeferenced image stretched over four corners.
import type { ImageSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import { corners, required, string } from '../../base/validateProps.ts';

export type Corners = [[number, number], [number, number], [number, number], [number, number]];

export interface ImageLayerProps extends LayerProps {
  url: string;
  coordinates: Corners;
}

export class ImageLayer extends BaseLayer<ImageLayerProps> {
  constructor(props: ImageLayerProps) {
    super('ImageLayer', { url: required(string), coordinates: required(corners) }, props);
  }

  protected sourceSpec(p: ImageLayerProps): SourceSpecification {
    return { type: 'image', url: p.url, coordinates: p.coordinates };
  }

  protected rawLayers(): LayerStyle[] {
    return [{ id: this.id, type: 'raster', source: this.id, paint: {}, layout: {} }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: ImageLayerProps): boolean {
    const source = this.getSource<ImageSource>();
    if (!source || !differsOnlyIn(prev, next, ['url', 'coordinates'])) return false;
    if (differsOnlyIn(prev, next, ['coordinates'])) source.setCoordinates(p.coordinates);
    else source.updateImage({ url: p.url, coordinates: p.coordinates });
    return true;
  }
}
