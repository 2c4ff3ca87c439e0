// Lazily loaded components: a module that cannot be resolved is reported as a resolution failure naming it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadComponent } from '../../src/client/lazy.ts';
import { throttle, SCROLL_THROTTLE_MS, ANCHOR_OFFSET_PX } from '../../src/client/scrollSpy.ts';

function captureErrors<T>(run: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  return run().then(
    (result) => ((console.error = original), { result, logged }),
    (err) => {
      console.error = original;
      throw err;
    },
  );
}

test('a component that resolves is returned as is', async () => {
  const { result, logged } = await captureErrors(() => loadComponent('ok', async () => ({ mount: 1 })));
  assert.equal(result, { mount: 1 });
  assert.equal(logged, []);
});

test('a failed import is a resolution failure naming the component, logged once, never thrown', async () => {
  const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/js/search.X.js'));
  const { result, logged } = await captureErrors(async () => [await loadComponent('search', load), await loadComponent('search', load)]);
  assert.equal(result, [undefined, undefined]);
  assert.equal(logged, ['[mapdocs] could not resolve component "search": Failed to fetch dynamically imported module: /assets/js/search.X.js']);
});

test('scroll-spy constants come from the seed', () => {
  assert.is(SCROLL_THROTTLE_MS, 300);
  assert.is(ANCHOR_OFFSET_PX, 10);
});

test('throttle runs at once, then at most once per interval, always ending with the last call', async () => {
  const times: number[] = [];
  const start = Date.now();
  const run = throttle(() => times.push(Date.now() - start), 60);
  for (let i = 0; i < 10; i++) {
    run();
    await new Promise((r) => setTimeout(r, 15));
  }
  await new Promise((r) => setTimeout(r, 100));
  assert.ok(times[0] < 10, 'leading call');
  for (let i = 1; i < times.length; i++) assert.ok(times[i] - times[i - 1] >= 55, `gap ${times[i] - times[i - 1]}`);
  assert.ok(times[times.length - 1] >= 135, 'trailing call after the last event');
});

test.run();
