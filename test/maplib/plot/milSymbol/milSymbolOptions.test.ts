// Point symbols' properties: a milSymbol plot needs its symbol code, and the documented options are checked by name;
// the errors say which property and what was given, through plot features and PlotLayer data alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLOT_GRAPHICS, plotFeature, readPlotFeature, milSymbolProblems, DEFAULT_PLOT_SYMBOLS, PlotLayer } from '../../../../maplib/src/core/plot/index.ts';
import { milSymbolImageId, milSymbolSpec } from '../../../../maplib/src/core/plot/milSymbol/milSymbolOptions.ts';

const throws = (f: () => unknown, pattern: RegExp) => {
  try {
    f();
  } catch (e) {
    assert.match((e as Error).message, pattern);
    return;
  }
  assert.unreachable(`expected an error matching ${pattern}`);
};

test('the catalog has the point symbol: 军标 / Military symbol, one control point, a Point', () => {
  const g = PLOT_GRAPHICS.milSymbol;
  assert.equal(g.name, { zh: '军标', en: 'Military symbol' });
  assert.equal([g.minPoints, g.maxPoints, g.kind], [1, 1, 'point']);
  assert.equal(plotFeature('milSymbol', [[116.4, 39.9]], { sidc: 'SHGPUCA--------' }).geometry, { type: 'Point', coordinates: [116.4, 39.9] });
});

test('a milSymbol without a sidc, or with one of no SIDC shape, is refused naming properties.sidc', () => {
  throws(() => plotFeature('milSymbol', [[116.4, 39.9]]), /^Plot: milSymbol needs properties\.sidc, a symbol identification code .* got undefined/);
  throws(() => plotFeature('milSymbol', [[116.4, 39.9]], { sidc: 'tank' }), /milSymbol needs properties\.sidc.*got "tank"/);
  throws(() => readPlotFeature({ type: 'Feature', id: 'a', geometry: null, properties: { plotType: 'milSymbol', controlPoints: [[116, 39]] } }), /^PlotLayer: feature "a": milSymbol needs properties\.sidc/);
  throws(() => new PlotLayer({ data: [{ type: 'Feature', geometry: null, properties: { plotType: 'milSymbol', controlPoints: [[116, 39]], sidc: 42 } }] as any }), /PlotLayer: .*milSymbol needs properties\.sidc.*got 42/);
  throws(() => plotFeature('milSymbol', [[116, 39], [117, 39]], { sidc: 'SFGPUCI--------' }), /milSymbol takes at most 1 control points, got 2/);
  // Letter codes of 2525B/C and APP-6, number codes of 2525D/E.
  for (const sidc of ['SFGPUCI--------', 'SFGPUCI---', '10031000001211000000', '130310000016110000000000000000']) assert.equal(milSymbolProblems({ sidc }), [], sidc);
});

test('options: size 8–200, direction in degrees, text fields as strings; each problem named', () => {
  assert.equal(milSymbolProblems({ sidc: 'SFGPUCI--------', size: 40, uniqueDesignation: '1', higherFormation: '2', quantity: '3', additionalInformation: 'x', direction: 45 }), []);
  assert.equal(milSymbolProblems({ sidc: 'SFGPUCI--------', size: 2, uniqueDesignation: 1, direction: 'N' }), [
    'milSymbol properties.size must be a number from 8 to 200 (pixels), got 2',
    'milSymbol properties.direction must be a number of degrees, got "N"',
    'milSymbol properties.uniqueDesignation must be a string, got 1',
  ]);
});

test('one image per distinct code and options, per layer; other properties do not count', () => {
  const a = milSymbolSpec({ sidc: 'SFGPUCI--------', name: 'x', style: {} });
  assert.equal(a, { sidc: 'SFGPUCI--------', options: { size: 30 } });
  assert.is(milSymbolImageId('l1', a), milSymbolImageId('l1', milSymbolSpec({ sidc: 'SFGPUCI--------', text: 'y' })));
  assert.is.not(milSymbolImageId('l1', a), milSymbolImageId('l1', milSymbolSpec({ sidc: 'SFGPUCI--------', uniqueDesignation: '1' })));
  assert.is.not(milSymbolImageId('l1', a), milSymbolImageId('l2', a));
});

test('the default symbols of the Plot panel are well-formed codes with both names', () => {
  assert.ok(DEFAULT_PLOT_SYMBOLS.length >= 8);
  for (const s of DEFAULT_PLOT_SYMBOLS) {
    assert.equal(milSymbolProblems({ ...s }), [], s.sidc);
    assert.ok(s.name.zh && s.name.en, s.sidc);
  }
});

test.run();
