// Walls of a linked view: one quad per edge, closed, as wide on the ground as asked at any latitude.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { wallQuads } from '../../../../maplib/src/core/plot/link/walls.ts';
import { haversine } from '../../../../maplib/src/core/geo/distance.ts';

test('a square ring gives four closed quads, each 1,000 m across on the ground at 60°N as at the equator', () => {
  for (const lat of [0, 60]) {
    const ring = [[10, lat], [10.1, lat], [10.1, lat + 0.05], [10, lat + 0.05], [10, lat]];
    const quads = wallQuads({ type: 'Polygon', coordinates: [ring] }, 1000);
    assert.is(quads.length, 4);
    for (const [q] of quads) assert.equal(q[0], q[4], 'closed');
    // The first quad runs along the southern edge: its two corners at the start lie 1,000 m apart (north–south).
    const across = haversine(quads[0][0][0], quads[0][0][1]);
    assert.ok(Math.abs(across - 1000) < 5, `${across} m at ${lat}°`);
  }
  assert.equal(wallQuads({ type: 'Point', coordinates: [0, 0] }, 10), []);
});

test.run();
