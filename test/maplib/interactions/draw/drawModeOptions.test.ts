// The options of each terra-draw mode: how rectangles and circles are drawn, what the select mode may change, the app's
// own options over MapLib's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REGISTERED_MODES, selectFlags, snappable, terraModeOptions } from '../../../../maplib/src/core/interactions/draw/drawModeOptions.ts';

test('every registered mode has styles; rectangles, circles and freehand shapes take clicks or a drag', () => {
  const o = terraModeOptions();
  assert.equal(Object.keys(o), [...REGISTERED_MODES]);
  for (const mode of REGISTERED_MODES) assert.type(o[mode].styles, 'object', mode);
  for (const mode of ['rectangle', 'circle', 'freehand'] as const) assert.is(o[mode].drawInteraction, 'click-move-or-drag');
  assert.is(o.select.keyEvents, null, 'the session reads the keys');
});

test('editable: shapes move and reshape (a midpoint handle dragged inserts a vertex; rectangles stay rectangles, circles keep their centre); not editable: select only', () => {
  const on = selectFlags(true);
  assert.equal(on.polygon, { feature: { draggable: true, coordinates: { draggable: true, midpoints: { draggable: true }, deletable: true } } });
  assert.equal(on.rectangle, { feature: { draggable: true, coordinates: { resizable: 'opposite' } } });
  assert.equal(on.circle, { feature: { draggable: true, coordinates: { resizable: 'center-fixed' } } });
  assert.equal(on.point, { feature: { draggable: true } });
  const off = selectFlags(false);
  for (const flags of Object.values(off)) assert.equal(flags, { feature: {} });
  assert.equal(terraModeOptions({ editable: false }).select.flags, off);
});

test('snapping: dragged vertices of lines and polygons snap to any other shape (terra-draw toFeature), to edges only with toLine', () => {
  assert.is(snappable(undefined), undefined);
  assert.is(snappable(false), undefined);
  const toVertices = snappable(true) as any;
  assert.equal({ ...toVertices.toFeature, filter: undefined }, { filter: undefined, toCoordinate: true, toLine: false });
  assert.ok(toVertices.toFeature.filter({ properties: { mode: 'linestring' } }), 'shapes of any mode');
  assert.is((snappable({ toLine: true }) as any).toFeature.toLine, true);
  const flags = selectFlags(true, true);
  assert.is((flags.polygon.feature.coordinates as any).snappable.toFeature.toCoordinate, true);
  assert.is((flags.linestring.feature.coordinates as any).snappable.toFeature.toCoordinate, true);
  assert.is(selectFlags(true).polygon.feature.coordinates && (selectFlags(true).polygon.feature.coordinates as any).snappable, undefined, 'off by default');
  assert.is(JSON.stringify(terraModeOptions({ snapping: true }).select.flags), JSON.stringify(flags), 'the select mode gets them (filter functions aside)');
});

test("the app's own options win over MapLib's, mode by mode; the hit distance goes to the select mode", () => {
  const o = terraModeOptions({ modeOptions: { circle: { segments: 128, drawInteraction: 'click-drag' } }, pointerDistance: 27 });
  assert.is(o.circle.segments, 128);
  assert.is(o.circle.drawInteraction, 'click-drag');
  assert.is(o.rectangle.drawInteraction, 'click-move-or-drag');
  assert.is(o.select.pointerDistance, 27);
});

test.run();
