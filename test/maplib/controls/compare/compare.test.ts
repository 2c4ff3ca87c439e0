// Compare's checks, before anything touches the DOM: its props (orientation, position, locale, onSlide) and its two
// maps (MapViews, alive, different).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../../maplib/src/core/index.ts';
import { checkCompareProps } from '../../../../maplib/src/core/controls/compare/compare.ts';
import { mapLibErrorMessage } from '../../unitHelpers.ts';

test('props: each is checked, named, with the value it got', () => {
  assert.is(mapLibErrorMessage(() => checkCompareProps({ orientation: 'diagonal' as never })), `Compare: orientation must be 'vertical' or 'horizontal', got "diagonal"`);
  assert.is(mapLibErrorMessage(() => checkCompareProps({ position: 50 })), 'Compare: position must be between 0 and 1, got 50');
  assert.is(mapLibErrorMessage(() => checkCompareProps({ position: '0.5' as never })), 'Compare: position must be a number, got "0.5"');
  assert.is(mapLibErrorMessage(() => checkCompareProps({ locale: 'de' as never })), `Compare: locale must be 'zh-CN' or 'en', got "de"`);
  assert.is(mapLibErrorMessage(() => checkCompareProps({ onSlide: 'go' as never })), 'Compare: onSlide must be a function, got "go"');
  checkCompareProps({ orientation: 'horizontal', position: 0, locale: 'en', onSlide: () => {} });
  checkCompareProps({});
});

test('the constructor checks props first, then that both maps are MapViews', () => {
  assert.is(mapLibErrorMessage(() => new core.Compare(null as never, null as never, { position: 2 })), 'Compare: position must be between 0 and 1, got 2');
  assert.is(
    mapLibErrorMessage(() => new core.Compare({} as never, undefined as never)),
    'Compare: before must be a MapView (createMap(…) or the ref of a <Map>), got {}\nCompare: after must be a MapView (createMap(…) or the ref of a <Map>), got undefined',
  );
});

test('a destroyed map, or the same map twice, is refused', () => {
  const fake = Object.create(core.MapView.prototype);
  fake.removed = true;
  assert.match(mapLibErrorMessage(() => new core.Compare(fake, fake)), /^Compare: before is a map that was destroyed\nCompare: after is a map that was destroyed$/);
  fake.removed = false;
  assert.is(mapLibErrorMessage(() => new core.Compare(fake, fake)), 'Compare: before and after must be two different maps');
});

test('the handle’s name is in both message tables', () => {
  assert.is(core.messageFor('en', 'compare.handle'), 'Swipe divider');
  assert.is(core.messageFor('zh-CN', 'compare.handle'), '卷帘分割线');
});

test.run();
