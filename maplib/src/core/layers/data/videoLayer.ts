// VideoLayer: a video stretched over four corners, with a `playing` switch.
import type { SourceSpecification, VideoSource } from 'maplibre-gl';
import { BaseLayer, type LayerProps } from '../base/baseLayer.ts';
import { differsOnlyIn } from '../../util/differsOnlyIn.ts';
import type { LayerStyle } from '../base/diffLayerProps.ts';
import type { Corners } from './imageLayer.ts';
import { boolean, corners, required, stringArray } from '../../base/validateProps.ts';

export interface VideoLayerProps extends LayerProps {
  urls: string[];
  coordinates: Corners;
  playing?: boolean;
}

export class VideoLayer extends BaseLayer<VideoLayerProps> {
  constructor(props: VideoLayerProps) {
    super('VideoLayer', { urls: required(stringArray), coordinates: required(corners), playing: boolean }, props);
  }

  protected sourceSpec(p: VideoLayerProps): SourceSpecification {
    return { type: 'video', urls: p.urls, coordinates: p.coordinates };
  }

  protected rawLayers(): LayerStyle[] {
    return [{ id: this.id, type: 'raster', source: this.id, paint: {}, layout: {} }];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification, p: VideoLayerProps): boolean {
    if (!differsOnlyIn(prev, next, ['coordinates'])) return false;
    this.getSource<VideoSource>()?.setCoordinates(p.coordinates);
    return true;
  }

  // MapLibre creates the <video> when the source loads and starts it; apply `playing` once it exists.
  protected afterAttach(): void {
    const map = this.map;
    if (!map) return;
    const onData = (e: { sourceId?: string }) => {
      const video = e.sourceId === this.id ? this.getVideo() : undefined;
      if (video) {
        map.off('sourcedata', onData);
        deferPauseUntilPlaying(video);
        this.syncPlaying();
      }
    };
    map.on('sourcedata', onData);
    this.onDetach(() => map.off('sourcedata', onData));
  }

  protected afterUpdate(prev: VideoLayerProps, next: VideoLayerProps): void {
    if (prev.playing !== next.playing) this.syncPlaying();
  }

  private syncPlaying(): void {
    if (this.props.playing === false) this.pause();
    else this.play();
  }

  getVideo(): HTMLVideoElement | undefined {
    return this.getSource<VideoSource>()?.getVideo() ?? undefined;
  }
  play(): void {
    const video = this.getVideo();
    if (!video) return;
    // An interrupted play() rejects (AbortError); that is expected when pause() follows, not an error.
    video.play().catch(() => {});
    this.map?.triggerRepaint();
  }

  pause(): void {
    const video = this.getVideo();
    if (!video || video.paused) return;
    video.pause();
  }
}

/**
 * Pausing while a play() is still pending rejects that play() promise (AbortError). MapLibre starts the video at
 * load without catching, and pauses it again when the source is removed — a page left within a second of opening
 * logged an uncaught error. On this element a pause before playback has begun waits for 'playing' instead.
 */
function deferPauseUntilPlaying(video: HTMLVideoElement): void {
  const { pause: pauseNow, play: playNow } = HTMLMediaElement.prototype;
  let wantPaused = false;
  video.addEventListener('playing', () => {
    if (wantPaused) pauseNow.call(video);
    wantPaused = false;
  });
  video.pause = () => {
    const started = video.readyState >= 3 && video.currentTime > 0;
    if (started || video.paused) pauseNow.call(video);
    else wantPaused = true;
  };
  video.play = () => {
    wantPaused = false;
    return playNow.call(video);
  };
}
