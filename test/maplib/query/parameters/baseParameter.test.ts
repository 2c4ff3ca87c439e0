// BaseParameter: defaults, the check of every prop with a sentence naming class and prop, props assigned after
// construction checked again when written, unknown options refused, MapGIS's string booleans read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BaseParameter, MAX_PAGINATION, SQLParameter } from '../../../../maplib/src/core/query/index.ts';
import { mapLibErrorMessage as message } from '../../unitHelpers.ts';


test('defaults: layers [], page 0 of 100, json, attributes, geometry and web graphic included, ascending', () => {
  const p = new BaseParameter();
  assert.equal(
    { layers: p.layers, pageIndex: p.pageIndex, pagination: p.pagination, resultFormat: p.resultFormat, a: p.IncludeAttribute, g: p.IncludeGeometry, w: p.IncludeWebGraphic, isAsc: p.isAsc },
    { layers: [], pageIndex: 0, pagination: 100, resultFormat: 'json', a: true, g: true, w: true, isAsc: true },
  );
  assert.is(p.orderBy, undefined);
  assert.is(p.proj, undefined);
  assert.is(p.fields, undefined);
  assert.is(p.coordPrecision, undefined);
});

test('each prop checked, every problem in one error: BaseParameter: prop must be …, got …', () => {
  assert.is(message(() => new BaseParameter({ pagination: 0 })), `BaseParameter: pagination must be an integer from 1 to ${MAX_PAGINATION} (features per page), got 0`);
  assert.is(message(() => new BaseParameter({ pagination: 10001 })), 'BaseParameter: pagination must be an integer from 1 to 10000 (features per page), got 10001');
  assert.is(message(() => new BaseParameter({ pageIndex: -1 })), 'BaseParameter: pageIndex must be an integer from 0 (the first page is 0), got -1');
  assert.is(message(() => new BaseParameter({ pageIndex: 1.5 })), 'BaseParameter: pageIndex must be an integer from 0 (the first page is 0), got 1.5');
  assert.is(message(() => new BaseParameter({ resultFormat: 'csv' as never })), "BaseParameter: resultFormat must be 'json' or 'xml', got \"csv\"");
  assert.is(message(() => new BaseParameter({ orderBy: 'a,b' })), 'BaseParameter: orderBy must be one field name, got "a,b"');
  assert.is(message(() => new BaseParameter({ fields: 'a,,b' })), 'BaseParameter: fields must be field names separated by commas, got "a,,b"');
  assert.is(message(() => new BaseParameter({ coordPrecision: 20 })), 'BaseParameter: coordPrecision must be an integer from 0 to 15 (decimal places), got 20');
  assert.is(message(() => new BaseParameter({ IncludeGeometry: 1 as never })), 'BaseParameter: IncludeGeometry must be true or false, got 1');
  assert.is(message(() => new BaseParameter({ proj: ' ' })), 'BaseParameter: proj must not be empty (a coordinate system such as EPSG:4326)');
  assert.is(message(() => new BaseParameter({ pagination: 0, pageIndex: -1 })).split('\n').length, 2, 'both problems');
});

test('layers: indexes, gdbp paths or names, never mixed', () => {
  for (const ok of [0, [0, 2], '0,2', 'gdbp://MapGisLocal/a/sfcls/b', ['gdbp://a/sfcls/b', 'gdbp://a/sfcls/c'], 'countries', []]) new BaseParameter({ layers: ok as never });
  assert.is(message(() => new BaseParameter({ layers: [0, 'gdbp://a/b'] })), 'BaseParameter: layers must not mix index and gdbp entries, got [0,"gdbp://a/b"]');
  assert.match(message(() => new BaseParameter({ layers: [-1] })), /layers must be layer indexes .*integers from 0, got \[-1\]/);
  assert.match(message(() => new BaseParameter({ layers: { id: 0 } as never })), /layers must be layer indexes \(0, \[0, 2\], '0,2'\), gdbp paths \('gdbp:\/\/…'\) or collection names, got \{"id":0\}/);
});

test('unknown options are refused (a typo never drops a filter); null reads as not given; "true"/"false" as booleans', () => {
  assert.match(message(() => new SQLParameter({ were: "a = 'b'" } as never)), /^SQLParameter: unknown option "were" \(options: layers, .*, where\)$/);
  assert.is(new BaseParameter({ orderBy: null as never }).orderBy, undefined);
  const p = new BaseParameter({ IncludeGeometry: 'false' as never, isAsc: 'true' as never });
  assert.equal([p.IncludeGeometry, p.isAsc], [false, true]);
  assert.is(message(() => new BaseParameter('x' as never)), 'BaseParameter: options must be an object, got "x"');
});

test('props assigned later are checked when the request is written, as MapGIS code assigns them (param.pagination = …)', () => {
  const p = new SQLParameter({ layers: 0, where: 'a = 1' });
  p.pagination = 20;
  p.where = 'b = 2';
  assert.equal([p.toIgsQuery().pageCount, p.toIgsQuery().where], ['20', 'b = 2']);
  p.pagination = -5;
  assert.is(message(() => p.toArcgisQuery()), 'SQLParameter: pagination must be an integer from 1 to 10000 (features per page), got -5');
  assert.is(message(() => p.check()), 'SQLParameter: pagination must be an integer from 1 to 10000 (features per page), got -5');
});

test('toRequest: the normalised request (trimmed names, field list, layer kind)', () => {
  const r = new BaseParameter({ layers: '0, 2', orderBy: ' mag ', fields: ' mag , depth', proj: ' EPSG:4326 ' }).toRequest();
  assert.equal(r.layers, { kind: 'index', ids: [0, 2] });
  assert.equal([r.orderBy, r.fields, r.proj, r.component], ['mag', ['mag', 'depth'], 'EPSG:4326', 'BaseParameter']);
  assert.equal(new BaseParameter().toRequest().layers, { kind: 'none' });
});

test.run();
