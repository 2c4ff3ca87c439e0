// Measure's props in Node: the original's toolbar switch is refused when true (MapLib draws no toolbar).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Measure } from '../../../../maplib/src/core/interactions/measure/measure.ts';

test('enableControl: false or absent is fine; true throws naming the component, the prop and the way instead', () => {
  new Measure({ measureMode: 'measure-area' });
  new Measure({ measureMode: 'measure-area', enableControl: false });
  assert.throws(
    () => new Measure({ measureMode: 'measure-length', enableControl: true }),
    (e: Error) => e.message.includes('Measure: enableControl is not supported: MapLib\'s Measure draws no toolbar; put your own buttons on start(), stop() and clear() (got true)'),
  );
});

test.run();
