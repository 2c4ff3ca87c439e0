// Scale's pure parts: its props checked with clear messages, the 1:N text, and its words in both message tables.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../maplib/src/core/index.ts';
import { MESSAGES } from '../../../maplib/src/core/i18n/messages.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

test('props: defaults, and each bad value named with what it must be', () => {
  const scale = new core.Scale();
  assert.is(scale.getDefaultPosition(), 'bottom-left');
  assert.is(scale.getScale(), undefined, 'no reading before it is on a map');
  for (const units of ['metric', 'imperial', 'nautical', ['metric', 'imperial'], ['nautical', 'metric', 'imperial']] as const) new core.Scale({ units: units as never });
  const units = `must be 'metric', 'imperial' or 'nautical', or an array of them without repeats`;
  assert.is(mapLibErrorMessage(() => new core.Scale({ units: 'miles' as never })), `Scale: units ${units}, got "miles"`);
  assert.is(mapLibErrorMessage(() => new core.Scale({ units: [] })), `Scale: units ${units}, got []`);
  assert.is(mapLibErrorMessage(() => new core.Scale({ units: ['metric', 'metric'] })), `Scale: units ${units}, got ["metric","metric"]`);
  assert.is(mapLibErrorMessage(() => new core.Scale({ maxWidth: 5 })), 'Scale: maxWidth must be between 20 and 2000, got 5');
  assert.is(mapLibErrorMessage(() => new core.Scale({ dpi: 0 })), 'Scale: dpi must be between 1 and 10000, got 0');
  assert.is(mapLibErrorMessage(() => new core.Scale({ denominator: 'yes' as never })), 'Scale: denominator must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new core.Scale({ outStyle: ['left'] as never })), 'Scale: outStyle must be a CSS string or an object of CSS properties (strings or numbers), got ["left"]');
  assert.is(mapLibErrorMessage(() => new core.Scale({ outStyle: { left: null } as never })), 'Scale: outStyle must be a CSS string or an object of CSS properties (strings or numbers), got {"left":null}');
  new core.Scale({ outStyle: 'left: 10px' });
  new core.Scale({ outStyle: { marginBottom: 30, opacity: 0.8, '--maplib-ctrl-bg': '#eee' } });
  assert.is(mapLibErrorMessage(() => scale.update({ dpi: 'high' as never })), 'Scale: dpi must be a number, got "high"');
});

test('update() without props is MapGIS’s re-measure: off a map it does nothing and throws nothing', () => {
  const scale = new core.Scale({ units: 'imperial' });
  scale.update();
  assert.is(scale.props.units, 'imperial', 'the props are as they were');
  scale.update({ units: 'nautical' });
  assert.is(scale.props.units, 'nautical', 'with props it changes them');
});

test('formatDenominator: 1:N rounded, thousands grouped', () => {
  assert.is(core.formatDenominator(288572.985), '1:288,573');
  assert.is(core.formatDenominator(559082264.0287178), '1:559,082,264');
  assert.is(core.formatDenominator(999.5), '1:1,000');
  assert.is(core.formatDenominator(12.2), '1:12');
});

test('its words are in both message tables', () => {
  for (const key of ['scale.bar', 'scale.m', 'scale.km', 'scale.ft', 'scale.mi', 'scale.nmi'] as const) assert.ok(MESSAGES.en[key] && MESSAGES['zh-CN'][key], key);
  assert.equal(['m', 'km', 'ft', 'mi', 'nmi'].map((u) => MESSAGES['zh-CN'][`scale.${u}` as 'scale.m']), ['米', '公里', '英尺', '英里', '海里']);
});

test.run();
