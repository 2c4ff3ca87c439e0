// The TrackerLayer's built-in player (its `controls` prop): play/pause, a progress slider that seeks, a speed choice
// and the clock — a DOM control in a map corner (bottom-left unless the prop names another), worded in the map's locale.
import { DomControl, type DomControlProps } from '../../controls/domControl.ts';
import { func } from '../../base/validateProps.ts';

export interface TrackerControlsProps extends DomControlProps {
  onToggle?: () => void;
  /** The slider moved: the fraction 0…1 of the track to show. */
  onSeek?: (fraction: number) => void;
  onSpeed?: (speed: number) => void;
}

const SPEEDS = [0.5, 1, 2, 4, 8, 16];
/** Slider steps over the whole track. */
const STEPS = 1000;

/** Formats ms as m:ss (or h:mm:ss past an hour). */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

type PlayerState = [playing: boolean, progress: number, speed: number, clock: string];

export class TrackerControls extends DomControl<TrackerControlsProps> {
  protected readonly panelClass = 'maplib-tracker-controls';
  protected readonly panelLabel = 'tracker.player';
  private playButton?: HTMLButtonElement;
  private slider?: HTMLInputElement;
  private select?: HTMLSelectElement;
  private clock?: HTMLElement;
  /** What `show` was last given: a panel made again (another corner) starts from it. */
  private state?: PlayerState;
  private shownPlaying?: boolean;

  constructor(props: TrackerControlsProps = {}) {
    super('TrackerLayer controls', { onToggle: func, onSeek: func, onSpeed: func }, props, 'bottom-left');
  }

  protected render(): Node[] {
    const button = (this.playButton = this.button({ label: 'tracker.play', icon: '▶', onClick: () => this.props.onToggle?.() }));
    const slider = (this.slider = document.createElement('input'));
    slider.type = 'range';
    slider.className = 'maplib-ctrl-range';
    slider.min = '0';
    slider.max = String(STEPS);
    this.say(slider, 'tracker.progress', 'aria-label');
    slider.addEventListener('input', () => this.props.onSeek?.(Number(slider.value) / STEPS));
    const select = (this.select = document.createElement('select'));
    select.className = 'maplib-ctrl-select';
    this.say(select, 'tracker.speed', 'aria-label');
    for (const s of SPEEDS) select.append(new Option(`${s}×`, String(s)));
    select.addEventListener('change', () => this.props.onSpeed?.(Number(select.value)));
    this.clock = document.createElement('span');
    this.clock.className = 'maplib-tracker-clock';
    this.shownPlaying = undefined;
    if (this.state) this.show(...this.state);
    return [button, slider, select, this.clock];
  }

  // The handlers are read when called: a prop change has nothing to redraw.
  protected patch(): void {}

  /** Shows the current state: playing, progress 0…1, speed, and the clock text (called on every animation frame). */
  show(playing: boolean, progress: number, speed: number, clock: string): void {
    this.state = [playing, progress, speed, clock];
    const { playButton: button, slider, select } = this;
    if (!button || !slider || !select || !this.clock) return;
    if (this.shownPlaying !== playing) {
      this.shownPlaying = playing;
      button.firstElementChild!.textContent = playing ? '❚❚' : '▶';
      const label = playing ? 'tracker.pause' : 'tracker.play';
      this.say(button, label, 'aria-label');
      this.say(button, label, 'title');
    }
    // Not while the reader drags it: the thumb stays under the pointer.
    if (document.activeElement !== slider) slider.value = String(Math.round(progress * STEPS));
    if (!select.querySelector(`option[value="${speed}"]`)) select.append(new Option(`${speed}×`, String(speed)));
    select.value = String(speed);
    this.clock.textContent = clock;
  }
}
