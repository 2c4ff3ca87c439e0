// VideoLayer removed while its video is still starting: MapLibre's uncaught play() must not reject (AbortError) —
// a docs page left within a second of opening logged that as a page error.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../../session.ts';
import { freshMap } from '../../thematicHelpers.ts';
import { makeTestVideo } from '../../fixtures.ts';

const test = suite<{ s: Session }>('VideoLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('removing the layer before the video plays rejects nothing, and the video ends paused', async ({ s }) => {
  await freshMap(s.page, { center: [0, 0], zoom: 2 });
  const url = await makeTestVideo(s.page, 4);
  const r = await s.page.evaluate(async (url) => {
    const w = window as any;
    const rejections: string[] = [];
    window.addEventListener('unhandledrejection', (e) => rejections.push(String(e.reason)));
    const m = w.__map;
    const coordinates = [[-20, 20], [20, 20], [20, -20], [-20, -20]];
    const results = [];
    // Several rounds: the race is between MapLibre's play() at load and the pause in the source's onRemove.
    for (let round = 0; round < 5; round++) {
      const layer = m.add(new w.MapLib.core.VideoLayer({ layerId: 'vid' + round, urls: [url], coordinates }));
      const video: HTMLVideoElement = await new Promise((res) => {
        const on = () => {
          const v = layer.getVideo();
          if (v) (m.maplibre.off('sourcedata', on), res(v));
        };
        m.maplibre.on('sourcedata', on);
      });
      const startedBeforeRemoval = !video.paused && video.readyState < 3;
      m.removeChild(layer);
      // A deferred pause lands when playback begins: wait for it (bounded), not a fixed time.
      for (let t = 0; t < 100 && !video.paused; t++) await new Promise((res) => setTimeout(res, 50));
      results.push({ startedBeforeRemoval, pausedAfter: video.paused });
    }
    return { rejections, results };
  }, url);
  assert.equal(r.rejections, [], 'no unhandled rejection');
  assert.ok(r.results.some((x) => x.startedBeforeRemoval), 'at least one removal raced a pending play()');
  assert.ok(r.results.every((x) => x.pausedAfter), 'every removed video ends paused');
});

test.run();
