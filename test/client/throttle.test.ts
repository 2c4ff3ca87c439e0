// The scroll-spy throttle, on a fake clock: the test decides when timers fire, so a late timer (a busy main thread)
// is reproduced exactly instead of depending on the machine's load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { throttle, type Clock } from '../../src/client/throttle.ts';

/** A clock whose timers fire only when the test says so. */
function fakeClock() {
  let time = 0;
  let timers: { at: number; fn: () => void }[] = [];
  let ids = 0;
  const clock = {
    now: () => time,
    setTimeout(fn: () => void, ms: number) {
      timers.push({ at: time + ms, fn });
      return ++ids; // a handle, as real timers return
    },
    /** Lets time pass with an idle main thread: timers fire on time, in order. */
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        time = Math.max(time, next.at);
        next.fn();
      }
      time = end;
    },
    /** Lets time pass with a busy main thread: timers that come due wait until `fireDue`. */
    stall(ms: number) {
      time += ms;
    },
    fireDue() {
      clock.advance(0);
    },
    pending: () => timers.length,
  } satisfies Clock & Record<string, unknown>;
  return clock;
}

function recorder(clock: { now(): number }) {
  const runs: number[] = [];
  return { runs, fn: () => void runs.push(clock.now()) };
}

test('the first call runs at once; a burst runs at most once per interval and ends with a run after its last call', () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const call = throttle(fn, 60, clock);
  for (let i = 0; i < 10; i++) {
    call();
    clock.advance(15);
  }
  clock.advance(200);
  // Calls at 0, 15, …, 135: runs at 0, then at the end of each interval while calls keep coming, the last one after 135.
  assert.equal(runs, [0, 60, 120, 180]);
});

test('a call that arrives when the trailing timer is due but has not fired yet does not run fn a second time', () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const call = throttle(fn, 60, clock);
  call(); // runs at 0
  clock.advance(10);
  call(); // schedules the trailing run for 60
  clock.stall(70); // the main thread is busy: at 80 the timer is overdue and still queued
  call(); // a scroll event handled before the timer
  clock.fireDue();
  clock.advance(500);
  assert.equal(runs, [0, 80], 'one trailing run for the two calls');
  assert.is(clock.pending(), 0);
});

test('runs are never closer than the interval, whatever the order of late timers and calls', () => {
  // Every interleaving of calls, busy stretches and idle time over a few steps, with a fixed seed.
  let seed = 16;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let round = 0; round < 200; round++) {
    const clock = fakeClock();
    const { runs, fn } = recorder(clock);
    const call = throttle(fn, 50, clock);
    let lastCall = 0;
    for (let step = 0; step < 30; step++) {
      const r = rnd();
      if (r < 0.5) {
        call();
        lastCall = clock.now();
      } else if (r < 0.75) clock.stall(Math.floor(rnd() * 80));
      else clock.advance(Math.floor(rnd() * 80));
    }
    clock.advance(1000);
    for (let i = 1; i < runs.length; i++) assert.ok(runs[i] - runs[i - 1] >= 50, `round ${round}: runs ${runs.join(', ')}`);
    assert.ok(runs.length > 0 && runs[runs.length - 1] >= lastCall, `round ${round}: the last call is covered`);
  }
});

test('after a quiet interval the next call runs at once again', () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const call = throttle(fn, 60, clock);
  call();
  clock.advance(100);
  call();
  assert.equal(runs, [0, 100]);
});

test.run();
