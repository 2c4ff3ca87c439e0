// The TrackerLayer's built-in player (its `controls` prop): play/pause, a progress slider that seeks, a speed
// choice and the clock, in a small panel at the map's bottom-left corner.

export interface TrackerControlsHandlers {
  toggle(): void;
  seekProgress(fraction: number): void;
  setSpeed(speed: number): void;
}

export interface TrackerControls {
  /** Shows the current state: playing, progress 0…1, speed, and the clock text. */
  show(playing: boolean, progress: number, speed: number, clock: string): void;
  destroy(): void;
}

const SPEEDS = [0.5, 1, 2, 4, 8, 16];

/** Formats ms as m:ss (or h:mm:ss past an hour). */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

export function createTrackerControls(container: HTMLElement, h: TrackerControlsHandlers): TrackerControls {
  const panel = document.createElement('div');
  panel.className = 'maplib-tracker-controls';
  Object.assign(panel.style, {
    position: 'absolute', left: '10px', bottom: '30px', zIndex: '3', display: 'flex', alignItems: 'center', gap: '6px',
    padding: '4px 8px', background: 'rgba(255,255,255,0.92)', borderRadius: '4px', boxShadow: '0 0 0 2px rgba(0,0,0,0.1)',
    font: '12px/1.4 system-ui, sans-serif', color: '#222',
  });
  const button = document.createElement('button');
  button.type = 'button';
  Object.assign(button.style, { width: '28px', height: '22px', cursor: 'pointer', border: '1px solid #bbb', borderRadius: '3px', background: '#fff' });
  const slider = document.createElement('input');
  slider.type = 'range';
  slider.min = '0';
  slider.max = '1000';
  slider.style.width = '140px';
  slider.setAttribute('aria-label', 'progress');
  const select = document.createElement('select');
  select.setAttribute('aria-label', 'speed');
  for (const s of SPEEDS) select.append(new Option(`${s}×`, String(s)));
  const clock = document.createElement('span');
  clock.style.minWidth = '3.5em';
  panel.append(button, slider, select, clock);
  // Clicks and drags on the panel must not reach the map under it.
  for (const type of ['mousedown', 'touchstart', 'dblclick', 'wheel', 'click']) panel.addEventListener(type, (e) => e.stopPropagation());
  button.addEventListener('click', () => h.toggle());
  slider.addEventListener('input', () => h.seekProgress(Number(slider.value) / 1000));
  select.addEventListener('change', () => h.setSpeed(Number(select.value)));
  container.append(panel);
  return {
    show(playing, progress, speed, text) {
      button.textContent = playing ? '❚❚' : '▶';
      button.setAttribute('aria-label', playing ? 'pause' : 'play');
      if (document.activeElement !== slider) slider.value = String(Math.round(progress * 1000));
      if (!SPEEDS.includes(speed) && !select.querySelector(`option[value="${speed}"]`)) select.append(new Option(`${speed}×`, String(speed)));
      select.value = String(speed);
      clock.textContent = text;
    },
    destroy() {
      panel.remove();
    },
  };
}
