// Mode names: mapbox-gl-draw's (MapGIS's) and terra-draw's resolve to one canonical name, a terra-draw mode and a kind.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCEPTED_MODE_NAMES, canonicalModeOf, DRAW_MODE_NAMES, resolveDrawMode } from '../../../../maplib/src/core/interactions/draw/drawModes.ts';

test("mapbox-gl-draw's names map to terra-draw's modes", () => {
  const map = Object.fromEntries(DRAW_MODE_NAMES.map((n) => [n, resolveDrawMode(n)!.terra]));
  assert.equal(map, {
    draw_point: 'point',
    draw_line_string: 'linestring',
    draw_polygon: 'polygon',
    draw_rectangle: 'rectangle',
    draw_circle: 'circle',
    draw_radius: 'circle',
    draw_freehand: 'freehand',
    simple_select: 'select',
    direct_select: 'select',
    static: 'static',
  });
});

test("terra-draw's own names are accepted and give the canonical name; kinds follow the mode", () => {
  assert.equal(resolveDrawMode('polygon'), { name: 'draw_polygon', terra: 'polygon', kind: 'draw' });
  assert.equal(resolveDrawMode('linestring'), { name: 'draw_line_string', terra: 'linestring', kind: 'draw' });
  assert.equal(resolveDrawMode('freehand'), { name: 'draw_freehand', terra: 'freehand', kind: 'draw' });
  assert.equal(resolveDrawMode('select'), { name: 'simple_select', terra: 'select', kind: 'select' });
  assert.equal(resolveDrawMode('direct_select'), { name: 'direct_select', terra: 'select', kind: 'select' });
  assert.equal(resolveDrawMode('static'), { name: 'static', terra: 'static', kind: 'static' });
  assert.is(canonicalModeOf('circle'), 'draw_circle');
  assert.is(canonicalModeOf('static'), 'static');
});

test('unknown names, and names inherited from Object, resolve to nothing', () => {
  for (const name of ['draw_hexagon', 'toString', 'constructor', '', 'POLYGON']) assert.is(resolveDrawMode(name), undefined, name);
  assert.ok(ACCEPTED_MODE_NAMES.includes('draw_polygon') && ACCEPTED_MODE_NAMES.includes('polygon'));
});

test.run();
