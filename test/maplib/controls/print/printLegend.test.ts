// The printed legend's rows from layers' legend descriptions: a symbol is one row, a ramp one row with its stops, a
// classed layer a heading and one indented row per class labelled by its range.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classLabel, legendRows } from '../../../../maplib/src/core/controls/print/printLegend.ts';

test('classLabel: min inclusive, max exclusive', () => {
  assert.is(classLabel(1, 2), '1', 'a class of one whole number');
  assert.is(classLabel(2, 10), '2 – 10');
  assert.is(classLabel(100, undefined), '≥ 100');
  assert.is(classLabel(undefined, 5), '< 5');
});

test('legendRows: symbol, ramp and classes', () => {
  const dot = { shape: 'circle' as const, color: '#33658a', size: 6 };
  const rows = legendRows([
    { title: '城市', legend: { type: 'symbol', symbol: dot } },
    { title: 'Heat', legend: { type: 'ramp', input: 'heatmap-density', stops: [{ value: 0, color: 'blue' }, { value: 1, color: 'red' }] } },
    { title: 'Clusters', legend: { type: 'classes', property: 'point_count', classes: [{ min: 1, max: 2, symbol: dot }, { min: 2, max: 10, symbol: { ...dot, color: '#f00' } }] } },
  ]);
  assert.equal(rows, [
    { kind: 'symbol', label: '城市', symbol: dot, indent: false },
    { kind: 'ramp', label: 'Heat', stops: [{ value: 0, color: 'blue' }, { value: 1, color: 'red' }] },
    { kind: 'heading', label: 'Clusters' },
    { kind: 'symbol', label: '1', symbol: dot, indent: true },
    { kind: 'symbol', label: '2 – 10', symbol: { ...dot, color: '#f00' }, indent: true },
  ]);
});

test.run();
