// React wrappers of the wave-1 layers; each renders nothing and updates its core layer in place on prop changes.
import { GeoJSONLayer as CoreGeoJSON, type GeoJSONLayerProps } from '../core/layers/geoJSONLayer.ts';
import { VectorLayer as CoreVector, type VectorLayerProps } from '../core/layers/vectorLayer.ts';
import { RasterLayer as CoreRaster, type RasterLayerProps } from '../core/layers/rasterLayer.ts';
import { ImageLayer as CoreImage, type ImageLayerProps } from '../core/layers/imageLayer.ts';
import { VideoLayer as CoreVideo, type VideoLayerProps } from '../core/layers/videoLayer.ts';
import { CanvasLayer as CoreCanvas, type CanvasLayerProps } from '../core/layers/canvasLayer.ts';
import { useMapChild } from './useMapChild.ts';
import type { WithRef } from './controls.tsx';

export function GeoJSONLayer(props: WithRef<GeoJSONLayerProps, CoreGeoJSON>) {
  useMapChild('GeoJSONLayer', (p) => new CoreGeoJSON(p), props);
  return null;
}

export function VectorLayer(props: WithRef<VectorLayerProps, CoreVector>) {
  useMapChild('VectorLayer', (p) => new CoreVector(p), props);
  return null;
}

export function RasterLayer(props: WithRef<RasterLayerProps, CoreRaster>) {
  useMapChild('RasterLayer', (p) => new CoreRaster(p), props);
  return null;
}

export function ImageLayer(props: WithRef<ImageLayerProps, CoreImage>) {
  useMapChild('ImageLayer', (p) => new CoreImage(p), props);
  return null;
}

export function VideoLayer(props: WithRef<VideoLayerProps, CoreVideo>) {
  useMapChild('VideoLayer', (p) => new CoreVideo(p), props);
  return null;
}

export function CanvasLayer(props: WithRef<CanvasLayerProps, CoreCanvas>) {
  useMapChild('CanvasLayer', (p) => new CoreCanvas(p), props);
  return null;
}
