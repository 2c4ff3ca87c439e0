// PlotAnimation (MapGIS's situation replay, 态势推演): a plot layer that replays how a situation developed. Its plots are
// shown as the timeline has them at the current time — grown along their paths, blinking, fading, scaled, moved,
// recoloured — while its data stay as given. play / pause / seek / speed, optionally with a player panel (play,
// progress slider, speed, clock) in a map corner; `update` events per frame and `finish` at the end.
import { MapLibError } from '../../base/mapLibError.ts';
import { boolean, func, number, show, type Rule } from '../../base/validateProps.ts';
import { TrackerControls, formatClock } from '../../layers/thematic/trackerControls.ts';
import { PlotLayer, type PlotLayerProps } from '../plotLayer.ts';
import { EASING_NAMES } from './easings.ts';
import { ANIMATION_TYPES, animationLength, frameAt, type PlotAnimationSpec } from './frames.ts';

export interface PlotAnimationEvent {
  /** Time on the timeline, ms. */
  time: number;
  /** Share of the timeline, 0…1. */
  progress: number;
  animation: PlotAnimation;
}

export interface PlotAnimationProps extends PlotLayerProps {
  /** The timeline: what happens to which plots, when (the original's JSON fields). */
  animations?: PlotAnimationSpec[];
  /** Starts playing once on the map. Default false. */
  autoplay?: boolean;
  /** Starts again at the end. Default false. */
  loop?: boolean;
  /** Timeline ms per real ms. Default 1. */
  speed?: number;
  /** Shows the player panel (play, progress, speed, clock). Default false. */
  controls?: boolean;
  onUpdate?: (e: PlotAnimationEvent) => void;
  onFinish?: (e: PlotAnimationEvent) => void;
}

const entryRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) return `must be an array of animations, got ${show(v)}`;
  for (const [i, a] of v.entries()) {
    const at = `[${i}]`;
    if (typeof a !== 'object' || a === null) return `${at} must be an object, got ${show(a)}`;
    if (!ANIMATION_TYPES.includes(a.animationType)) return `${at}.animationType must be one of ${ANIMATION_TYPES.join(', ')}, got ${show(a.animationType)}`;
    if (!Array.isArray(a.featureIds) || !a.featureIds.every((id: unknown) => typeof id === 'string')) return `${at}.featureIds must be an array of plot ids, got ${show(a.featureIds)}`;
    if (!(typeof a.duration === 'number' && a.duration >= 0)) return `${at}.duration must be a number of ms ≥ 0, got ${show(a.duration)}`;
    for (const k of ['delay', 'endDelay', 'timelineOffset', 'loop'] as const) if (a[k] !== undefined && !(typeof a[k] === 'number' && a[k] >= 0)) return `${at}.${k} must be a number ≥ 0, got ${show(a[k])}`;
    if (a.easing !== undefined && !EASING_NAMES.includes(a.easing)) return `${at}.easing must be one of ${EASING_NAMES.join(', ')}, got ${show(a.easing)}`;
    if (a.animationType === 'path' && !(Array.isArray(a.animationCoords) && a.animationCoords.length > 1)) return `${at}.animationCoords must be two or more [lon, lat] for a path animation, got ${show(a.animationCoords)}`;
  }
  return undefined;
};

export class PlotAnimation extends PlotLayer<PlotAnimationProps> {
  private time = 0;
  private playing = false;
  private frameRequest = 0;
  private lastTick = 0;
  private player?: TrackerControls;

  constructor(props: PlotAnimationProps = {}) {
    super(props, 'PlotAnimation', { animations: entryRule, autoplay: boolean, loop: boolean, speed: number(0.01, 1000), controls: boolean, onUpdate: func, onFinish: func });
  }

  /** The timeline's length, ms. */
  get length(): number {
    return animationLength(this.props.animations ?? []);
  }

  /** The current time on the timeline, ms. */
  get currentTime(): number {
    return this.time;
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  protected mount(): void {
    super.mount();
    const view = this.view!;
    this.render();
    if (this.props.controls) {
      this.player = new TrackerControls({ onToggle: () => (this.playing ? this.pause() : this.play()), onSeek: (f) => this.seek(f * this.length), onSpeed: (s) => this.update({ speed: s }) });
      view.add(this.player);
      this.showPlayer();
      const player = this.player;
      this.onDetach(() => {
        view.removeChild(player);
        if (this.player === player) this.player = undefined;
      });
    }
    if (this.props.autoplay) this.play();
    this.onDetach(() => this.stopTicking());
  }

  protected afterUpdate(prev: PlotAnimationProps, next: PlotAnimationProps): void {
    super.afterUpdate(prev, next);
    if (prev.controls !== next.controls) this.recreate();
    else this.render();
  }

  /** Plays from the current time (from the start when at the end). */
  play(): void {
    if (this.playing) return;
    if (this.time >= this.length) this.time = 0;
    this.playing = true;
    this.lastTick = performance.now();
    this.tick();
  }

  /** Stops at the current time. */
  pause(): void {
    this.playing = false;
    this.stopTicking();
    this.showPlayer();
  }

  /** Shows the timeline at `time` ms (clamped to 0…length); playing goes on from there. */
  seek(time: number): void {
    if (!Number.isFinite(time)) throw new MapLibError('PlotAnimation', [`seek() needs a time in ms, got ${show(time)}`]);
    this.time = Math.max(0, Math.min(this.length, time));
    this.render();
  }

  /** Back to the start, paused: the plots as the timeline begins. */
  reset(): void {
    this.pause();
    this.seek(0);
  }

  /** Shows the plots at rest (the data as given), paused, until the next play or seek. */
  showAll(): void {
    this.pause();
    this.showFrame(undefined);
  }

  private tick = (): void => {
    if (!this.playing) return;
    const now = performance.now();
    this.time += (now - this.lastTick) * (this.props.speed ?? 1);
    this.lastTick = now;
    const length = this.length;
    if (this.time >= length) {
      if (this.props.loop && length > 0) this.time %= length;
      else {
        this.time = length;
        this.render();
        this.playing = false;
        this.showPlayer();
        this.props.onFinish?.(this.event());
        return;
      }
    }
    this.render();
    this.frameRequest = requestAnimationFrame(this.tick);
  };

  private stopTicking(): void {
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
  }

  private event(): PlotAnimationEvent {
    const length = this.length;
    return { time: this.time, progress: length ? this.time / length : 1, animation: this };
  }

  private render(): void {
    if (!this.view) return;
    this.showFrame(frameAt(this.getPlots(), this.props.animations ?? [], this.time, this.props.defaultStyle));
    this.showPlayer();
    this.props.onUpdate?.(this.event());
  }

  private showPlayer(): void {
    const e = this.event();
    this.player?.show(this.playing, e.progress, this.props.speed ?? 1, `${formatClock(this.time)} / ${formatClock(this.length)}`);
  }
}
