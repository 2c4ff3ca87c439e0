// React wrappers of the wave-1 layers; each renders nothing and updates its core layer in place on prop changes.
import { GeoJSONLayer as CoreGeoJSON, type GeoJSONLayerProps } from '../core/geoJSONLayer.ts';
import { VectorLayer as CoreVector, type VectorLayerProps } from '../core/vectorLayer.ts';
import { RasterLayer as CoreRaster, type RasterLayerProps } from '../core/rasterLayer.ts';
import { ImageLayer as CoreImage, type ImageLayerProps } from '../core/imageLayer.ts';
import { VideoLayer as CoreVideo, type VideoLayerProps } from '../core/videoLayer.ts';
import { CanvasLayer as CoreCanvas, type CanvasLayerProps } from '../core/canvasLayer.ts';
import { coreProps, useMapChild } from './useMapChild.ts';

export function GeoJSONLayer(props: GeoJSONLayerProps) {
  useMapChild('GeoJSONLayer', (p) => new CoreGeoJSON(p), coreProps<GeoJSONLayerProps>(props));
  return null;
}

export function VectorLayer(props: VectorLayerProps) {
  useMapChild('VectorLayer', (p) => new CoreVector(p), coreProps<VectorLayerProps>(props));
  return null;
}

export function RasterLayer(props: RasterLayerProps) {
  useMapChild('RasterLayer', (p) => new CoreRaster(p), coreProps<RasterLayerProps>(props));
  return null;
}

export function ImageLayer(props: ImageLayerProps) {
  useMapChild('ImageLayer', (p) => new CoreImage(p), coreProps<ImageLayerProps>(props));
  return null;
}

export function VideoLayer(props: VideoLayerProps) {
  useMapChild('VideoLayer', (p) => new CoreVideo(p), coreProps<VideoLayerProps>(props));
  return null;
}

export function CanvasLayer(props: CanvasLayerProps) {
  useMapChild('CanvasLayer', (p) => new CoreCanvas(p), coreProps<CanvasLayerProps>(props));
  return null;
}
