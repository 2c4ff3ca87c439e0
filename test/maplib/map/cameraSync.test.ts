// syncCameras on stand-in maps whose jumpTo fires `move` at once, as MapLibre's does: moving any map moves the others
// to its centre, zoom, bearing and pitch, each follower jumps once per move (no echo back), and the stop function
// ends it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { syncCameras, type CameraView } from '../../../maplib/src/core/map/cameraSync.ts';

interface Camera {
  center: [number, number];
  zoom: number;
  bearing: number;
  pitch: number;
}

/** A map with a camera, `move` listeners and a count of jumps; `jumpTo` and `move` fire `move` synchronously. */
function standIn(camera: Camera) {
  const listeners = new Set<() => void>();
  const view = {
    camera: { ...camera },
    jumps: 0,
    on: (type: string, fn: () => void) => {
      assert.is(type, 'move');
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    jumpTo(c: Partial<Camera>) {
      view.jumps++;
      Object.assign(view.camera, c);
      for (const fn of [...listeners]) fn();
    },
    /** What a pan by the reader does: a new camera, then `move`. */
    move(c: Partial<Camera>) {
      Object.assign(view.camera, c);
      for (const fn of [...listeners]) fn();
    },
    getCenter: () => view.camera.center,
    getZoom: () => view.camera.zoom,
    getBearing: () => view.camera.bearing,
    getPitch: () => view.camera.pitch,
    listenerCount: () => listeners.size,
  };
  return view;
}

const start: Camera = { center: [116, 40], zoom: 4, bearing: 0, pitch: 0 };

test('moving either map moves the other to its camera, one jump per move, no echo', () => {
  const a = standIn(start);
  const b = standIn({ center: [0, 0], zoom: 1, bearing: 0, pitch: 0 });
  syncCameras([a, b] as unknown as CameraView[]);
  a.move({ center: [120, 30], zoom: 6, bearing: 30, pitch: 45 });
  assert.equal(b.camera, { center: [120, 30], zoom: 6, bearing: 30, pitch: 45 });
  assert.is(b.jumps, 1);
  assert.is(a.jumps, 0, 'the follower’s move did not come back');
  b.move({ center: [10, 50], zoom: 3 });
  assert.equal(a.camera, { center: [10, 50], zoom: 3, bearing: 30, pitch: 45 });
  assert.is(a.jumps, 1);
  assert.is(b.jumps, 1);
});

test('three maps: one move moves both others once', () => {
  const maps = [standIn(start), standIn(start), standIn(start)];
  syncCameras(maps as unknown as CameraView[]);
  maps[1].move({ zoom: 8 });
  assert.equal(maps.map((m) => [m.camera.zoom, m.jumps]), [[8, 1], [8, 0], [8, 1]]);
});

test('parts: a pitched view linked by centre, zoom and bearing keeps its own pitch, and gives none', () => {
  const flat = standIn(start);
  const pitched = standIn({ ...start, pitch: 60 });
  syncCameras([flat, pitched] as unknown as CameraView[], ['center', 'zoom', 'bearing']);
  flat.move({ center: [10, 20], zoom: 7, bearing: 30 });
  assert.equal(pitched.camera, { center: [10, 20], zoom: 7, bearing: 30, pitch: 60 });
  pitched.move({ pitch: 45, zoom: 8 });
  assert.equal(flat.camera, { center: [10, 20], zoom: 8, bearing: 30, pitch: start.pitch });
});

test('the stop function removes every listener: moves no longer carry over', () => {
  const a = standIn(start);
  const b = standIn(start);
  const stop = syncCameras([a, b] as unknown as CameraView[]);
  assert.is(a.listenerCount() + b.listenerCount(), 2);
  stop();
  assert.is(a.listenerCount() + b.listenerCount(), 0);
  a.move({ zoom: 9 });
  assert.is(b.camera.zoom, 4);
});

test('a follower that throws does not leave the sync stuck: the next move still carries over', () => {
  const a = standIn(start);
  const b = standIn(start);
  syncCameras([a, b] as unknown as CameraView[]);
  const jump = b.jumpTo;
  b.jumpTo = () => {
    throw new Error('gone');
  };
  assert.throws(() => a.move({ zoom: 5 }), /gone/);
  b.jumpTo = jump;
  a.move({ zoom: 6 });
  assert.is(b.camera.zoom, 6);
});

test.run();
