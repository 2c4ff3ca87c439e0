// The milsymbol chunk's judgement of codes (no DOM needed): every default symbol of the Plot panel is a code milsymbol
// knows; a well-formed code it does not know is named with milsymbol's version.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MILSYMBOL_VERSION, milSymbolCodeProblem } from '../../../../maplib/src/core/plot/milSymbol/milSymbolLib.ts';
import { DEFAULT_PLOT_SYMBOLS } from '../../../../maplib/src/core/plot/milSymbol/defaultSymbols.ts';

test('milsymbol 3.0.4 knows every default symbol', () => {
  assert.is(MILSYMBOL_VERSION, '3.0.4');
  for (const s of DEFAULT_PLOT_SYMBOLS) assert.is(milSymbolCodeProblem(s.sidc), undefined, s.sidc);
});

test('a code of the right shape that milsymbol does not know is named', () => {
  assert.is(milSymbolCodeProblem('SFGPZZZZ-------'), 'properties.sidc "SFGPZZZZ-------" is not a symbol code milsymbol 3.0.4 knows (MIL-STD-2525 B–E, APP-6 B/D)');
});

test.run();
