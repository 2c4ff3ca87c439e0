// propsUpdate: what React's and Vue's wrap() pass to update() after a render — props left out reset, held props passed
// only when the template's value changed since the last render.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { propsUpdate } from '../../../maplib/src/bindings/propsUpdate.ts';
import type { MapComponent } from '../../../maplib/src/core/base/component.ts';

const child = (props: Record<string, unknown>, heldProps: string[] = []) => ({ props, heldProps }) as unknown as MapComponent<any>;

test('a prop left out goes back to its default; the others are passed as the template has them', () => {
  const c = child({ id: 'a', color: 'red', width: 2 });
  assert.equal(propsUpdate(c, { id: 'a', color: 'red', width: 2 }, { id: 'a', color: 'blue' }), { id: 'a', color: 'blue', width: undefined });
});

test('a held prop the template still gives unchanged is not passed (a layer tree hid the layer: it stays hidden)', () => {
  const c = child({ id: 'a', visible: false, color: 'red' }, ['visible']);
  assert.equal(propsUpdate(c, { id: 'a', visible: true, color: 'red' }, { id: 'a', visible: true, color: 'blue' }), { id: 'a', color: 'blue' });
  // The template changed it: passed.
  assert.equal(propsUpdate(c, { id: 'a', visible: true }, { id: 'a', visible: false }), { id: 'a', visible: false, color: undefined });
  // Never given by the template: left as the object has it.
  assert.equal(propsUpdate(c, { id: 'a' }, { id: 'a' }), { id: 'a', color: undefined });
});

test.run();
