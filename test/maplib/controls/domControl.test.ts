// DomControl's pure parts: its props are checked with the base's own (locale, className, position), and the locale it
// speaks comes from its prop, else its map, else the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

class Hello extends core.DomControl {
  constructor(props: core.DomControlProps = {}) {
    super('Hello', {}, props, 'top-left');
  }
  protected render(): Node[] {
    return [];
  }
}

test('props: locale, className and position are checked for every DOM control', () => {
  assert.is(mapLibErrorMessage(() => new Hello({ locale: 'fr' as never })), `Hello: locale must be 'zh-CN' or 'en', got "fr"`);
  assert.is(mapLibErrorMessage(() => new Hello({ className: 3 as never })), 'Hello: className must be a string, got 3');
  assert.is(mapLibErrorMessage(() => new Hello({ position: 'middle' as never })), `Hello: position must be 'top-left', 'top-right', 'bottom-left' or 'bottom-right', got "middle"`);
  assert.is(new Hello().getDefaultPosition(), 'top-left');
});

test('the locale: its prop, else its map, else the page (Node: no <html lang>, so en)', () => {
  const control = new Hello();
  assert.is(control.locale, 'en');
  control.view = { getLocale: () => 'zh-CN' } as never;
  assert.is(control.locale, 'zh-CN', "the map's");
  control.update({ locale: 'en' });
  assert.is(control.locale, 'en', 'its own prop wins');
});

test.run();
