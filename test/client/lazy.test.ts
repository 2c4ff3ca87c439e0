// Lazily loaded components: a module that cannot be resolved is reported as a resolution failure naming it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadComponent } from '../../src/client/lazy.ts';
import { SCROLL_THROTTLE_MS, ANCHOR_OFFSET_PX } from '../../src/client/scrollSpy.ts';

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

test('scroll-spy handles scroll at most every 300 ms and counts a heading 10 px below the navbar as in view', () => {
  assert.is(SCROLL_THROTTLE_MS, 300);
  assert.is(ANCHOR_OFFSET_PX, 10);
});

test.run();
