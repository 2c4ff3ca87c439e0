// CanvasLayer: an HTML canvas stretched over four corners, re-read every frame while `animate` is on.
import type { CanvasSource, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import type { Corners } from './imageLayer.ts';
import { boolean, corners, required, show } from '../../base/validateProps.ts';

export interface CanvasLayerProps extends LayerProps {
  canvas: HTMLCanvasElement | string;
  coordinates: Corners;
  animate?: boolean;
}

const canvasRule = (v: unknown) =>
  typeof v === 'string' || (typeof HTMLCanvasElement !== 'undefined' && v instanceof HTMLCanvasElement)
    ? undefined
    : `must be a <canvas> element or its id, got ${show(v)}`;

export class CanvasLayer extends BaseLayer<CanvasLayerProps> {
  constructor(props: CanvasLayerProps) {
    super('CanvasLayer', { canvas: required(canvasRule), coordinates: required(corners), animate: boolean }, props);
  }

  protected sourceSpec(p: CanvasLayerProps): SourceSpecification {
    return { type: 'canvas', canvas: p.canvas, coordinates: p.coordinates, animate: p.animate ?? true } as unknown as SourceSpecification;
  }

  protected rawLayers(): LayerStyle[] {
    return [{ id: this.id, type: 'raster', source: this.id, paint: {}, layout: {} }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: CanvasLayerProps): boolean {
    const source = this.getSource<CanvasSource>();
    if (!source || !differsOnlyIn(prev, next, ['coordinates', 'animate'])) return false;
    if (!differsOnlyIn(prev, next, ['animate'])) source.setCoordinates(p.coordinates);
    if (p.animate === false) source.pause();
    else source.play();
    return true;
  }

  getCanvas(): HTMLCanvasElement | undefined {
    return this.getSource<CanvasSource>()?.getCanvas();
  }
  play(): void {
    this.getSource<CanvasSource>()?.play();
  }
  pause(): void {
    this.getSource<CanvasSource>()?.pause();
  }
}
