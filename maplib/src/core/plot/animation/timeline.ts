// A plot animation's timeline, as the original's JSON gives it (anime.js's fields): each animation starts at its
// `timelineOffset` (or right after the one before it), waits `delay`, runs `duration` (eased), holds `endDelay`, and
// may repeat (`loop`). Pure: time in ms → each animation's eased progress, and the timeline's length.
import { EASINGS, type EasingName } from './easings.ts';

export interface TimelineEntry {
  duration: number;
  delay?: number;
  endDelay?: number;
  easing?: EasingName;
  /** Where it starts on the timeline, ms; default: when the one before it ends. */
  timelineOffset?: number;
  /** Times it runs (1 default); its later runs follow each other without the delays. */
  loop?: number;
}

export interface Placed {
  /** Where its delay starts, ms. */
  start: number;
  /** Where it has finished all its runs and its end delay, ms. */
  end: number;
}

/** Start and end of every entry on the timeline, and the timeline's length (the last end). */
export function placeEntries(entries: readonly TimelineEntry[]): { placed: Placed[]; length: number } {
  let cursor = 0;
  const placed = entries.map((e) => {
    const start = e.timelineOffset ?? cursor;
    const end = start + (e.delay ?? 0) + e.duration * Math.max(1, e.loop ?? 1) + (e.endDelay ?? 0);
    cursor = end;
    return { start, end };
  });
  return { placed, length: placed.reduce((m, p) => Math.max(m, p.end), 0) };
}

/**
 * An entry's eased progress at time `t` (ms on the timeline): undefined before its delay ends (not started), 0…1
 * while it runs, 1 once done. A loop restarts at 0 on each run.
 */
export function progressAt(entry: TimelineEntry, placed: Placed, t: number): number | undefined {
  const from = placed.start + (entry.delay ?? 0);
  if (t < from) return undefined;
  const runs = Math.max(1, entry.loop ?? 1);
  const elapsed = t - from;
  if (entry.duration <= 0 || elapsed >= entry.duration * runs) return 1;
  const raw = (elapsed % entry.duration) / entry.duration;
  return EASINGS[entry.easing ?? 'linear'](raw);
}
