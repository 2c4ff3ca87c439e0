// Throttling for scroll handlers: the first call of a burst runs at once, later ones at most once per interval, and
// the last call of a burst is never lost (it runs when the interval is over).

/** The time source and timer a throttle uses; tests pass a fake one to decide exactly when timers fire. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}

const realClock: Clock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms) };

/** Calls fn at most once per `wait` ms, always including the last call of a burst. */
export function throttle(fn: () => void, wait: number, clock: Clock = realClock): () => void {
  let last = -Infinity;
  let scheduled = false;
  const run = () => {
    last = clock.now();
    fn();
  };
  return () => {
    // A trailing run is already scheduled and comes after this call, so it covers it. This holds even when its timer
    // is late (a busy main thread) and this call arrives after the due time: running here too would run fn twice.
    if (scheduled) return;
    const due = last + wait - clock.now();
    if (due <= 0) return run();
    scheduled = true;
    clock.setTimeout(() => {
      scheduled = false;
      run();
    }, due);
  };
}
