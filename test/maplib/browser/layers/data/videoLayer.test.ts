// VideoLayer removed while its video is still starting: MapLibre's uncaught play() must not reject (AbortError) —
// a docs page left within a second of opening logged that as a page error.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type Session } from '../../session.ts';
import { freshMap } from '../../thematicHelpers.ts';

const test = suite<{ s: Session }>('VideoLayer');

test.before(async (ctx) => {
  ctx.s = await openSession();
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

test('removing the layer before the video plays rejects nothing, and the video ends paused', async ({ s }) => {
  await freshMap(s.page, { center: [0, 0], zoom: 2 });
  const r = await s.page.evaluate(async () => {
    const w = window as any;
    // A real WebM made in the page, so the video can load and start without any file or network.
    const c = document.createElement('canvas');
    c.width = c.height = 32;
    const g = c.getContext('2d')!;
    const rec = new MediaRecorder(c.captureStream(10), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((res) => (rec.onstop = res));
    rec.start();
    for (let i = 0; i < 4; i++) {
      g.fillStyle = i % 2 ? '#ffff00' : '#00ffff';
      g.fillRect(0, 0, 32, 32);
      await new Promise((res) => setTimeout(res, 60));
    }
    rec.stop();
    await stopped;
    const url = URL.createObjectURL(new Blob(parts, { type: 'video/webm' }));

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
      await new Promise((res) => setTimeout(res, 400));
      results.push({ startedBeforeRemoval, pausedAfter: video.paused });
    }
    return { rejections, results };
  });
  assert.equal(r.rejections, [], 'no unhandled rejection');
  assert.ok(r.results.some((x) => x.startedBeforeRemoval), 'at least one removal raced a pending play()');
  assert.ok(r.results.every((x) => x.pausedAfter), 'every removed video ends paused');
});

test.run();
