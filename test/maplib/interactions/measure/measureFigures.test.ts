// Measure's figures and label: the method picks the sphere, the plane or both (core/geo's formulas), the unit and
// locale shape the words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatFigure, measureFigures, measureLabel } from '../../../../maplib/src/core/interactions/measure/measureFigures.ts';

const cell = { type: 'Polygon' as const, coordinates: [[[116, 39], [117, 39], [117, 40], [116, 40], [116, 39]]] };
const meridian = { type: 'LineString' as const, coordinates: [[116, 39], [116, 40]] };

test('methods: both has the geodesic result and the planar figure; geography and projection one each', () => {
  const both = measureFigures(cell, 'measure-area', 'both');
  assert.ok(Math.abs(both.result / 1e6 - 9540.5) < 0.1, `geodesic ${both.result}`);
  assert.is(both.geography, both.result);
  assert.ok(Math.abs(both.projection! / 1e6 - 16060.14) < 0.01, `planar ${both.projection}`);
  assert.equal(Object.keys(measureFigures(cell, 'measure-area', 'geography')).filter((k) => measureFigures(cell, 'measure-area', 'geography')[k as 'result'] !== undefined), ['result', 'geography']);
  const plane = measureFigures(cell, 'measure-area', 'projection');
  assert.is(plane.result, plane.projection);
  assert.is(plane.geography, undefined);
  const len = measureFigures(meridian, 'measure-length', 'both');
  assert.ok(Math.abs(len.geography! - 111195.08) < 0.01, `degree of meridian on the sphere ${len.geography}`);
  assert.ok(Math.abs(len.projection! - 144270.71) < 0.01, `on the plane ${len.projection}`);
});

test('formatFigure: auto units, named units, locale words', () => {
  assert.is(formatFigure(999, 'measure-length', 'auto', 'en'), '999 m');
  assert.is(formatFigure(111195.08, 'measure-length', 'auto', 'en'), '111.20 km');
  assert.is(formatFigure(1852, 'measure-length', 'nmi', 'en'), '1.00 nmi');
  assert.is(formatFigure(9540.5e6, 'measure-area', 'auto', 'en'), '9,540.50 km²');
  assert.is(formatFigure(10000, 'measure-area', 'mu', 'zh-CN'), '15.00 亩');
  assert.is(formatFigure(10000, 'measure-area', 'ha', 'zh-CN'), '1.00 公顷');
});

test('measureLabel: one line per figure; with both the planar line is named', () => {
  assert.equal(measureLabel(measureFigures(cell, 'measure-area', 'both'), 'measure-area', 'km2', 'en'), ['Area 9,540.51 km²', 'Planar (Web Mercator) 16,060.14 km²']);
  assert.equal(measureLabel(measureFigures(cell, 'measure-area', 'projection'), 'measure-area', 'km2', 'zh-CN'), ['面积 16,060.14 平方千米']);
  assert.equal(measureLabel(measureFigures(meridian, 'measure-length', 'geography'), 'measure-length', 'auto', 'zh-CN'), ['长度 111.20 千米']);
});

test.run();
