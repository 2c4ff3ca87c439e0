// Simulated Tianditu: the three URL shapes draw the same tile, in per-type colours, watermarked "模拟 simulated".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rig, xmlOf, all, textOf } from './fixtures.ts';

const r = rig();
const ops = () => JSON.stringify(r.last().ops);

test('vec_w WMTS KVP as Tianditu is called (FORMAT=tiles, tk) answers a watermarked PNG', async () => {
  const res = await r.get('tianditu/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX=3&TILEROW=3&TILECOL=6&tk=0123456789abcdef');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  const s = r.last();
  assert.equal(s.ops.filter((o) => o.op === 'fillText').map((o) => o.args[0]), ['模拟 simulated']);
  assert.is(s.fills()[0], '#aadaff', 'sea first');
  assert.ok(s.fills().includes('#f8f4e8'), 'land');
});

test('DataServer?T=&x=&y=&l= and IGServer cts/tianditu/{type}/{x}/{y}/{z} draw the same tile as WMTS', async () => {
  await r.get('tianditu/img_w/wmts?service=wmts&request=GetTile&version=1.0.0&layer=img&style=default&tilematrixSet=w&format=tiles&tilematrix=4&tilerow=6&tilecol=13&tk=x');
  const wmts = ops();
  await r.get('tianditu/DataServer?T=img_w&x=13&y=6&l=4&tk=x');
  assert.ok(ops() === wmts, 'DataServer x=col, y=row, l=level');
  await r.get('igs/rest/cts/tianditu/raster/13/6/4');
  assert.ok(ops() === wmts, 'IGServer orders x/y/z');
  assert.is(r.last().fills()[0], '#0b2545', 'imagery colours differ from vec');
});

test('annotation layers are transparent overlays; c set uses the geographic grid from level 1', async () => {
  await r.get('tianditu/cva_c/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=cva&STYLE=default&TILEMATRIXSET=c&FORMAT=tiles&TILEMATRIX=1&TILEROW=0&TILECOL=1&tk=x');
  assert.not.ok(r.last().ops.some((o) => o.op === 'fillRect'), 'no background');
  assert.ok(r.last().ops.some((o) => o.op === 'stroke' && o.strokeStyle === '#7a5c8a'), 'boundaries');
  const out = await r.get('tianditu/cva_c/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=cva&STYLE=default&TILEMATRIXSET=c&FORMAT=tiles&TILEMATRIX=1&TILEROW=1&TILECOL=0&tk=x');
  assert.is(out.status, 400);
  assert.is(all(await xmlOf(out), 'Exception')[0].getAttribute('exceptionCode'), 'TileOutOfRange');
});

test('errors: wrong LAYER for the path, terrain beyond level 14, unknown service', async () => {
  const bad = await r.get('tianditu/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=img&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX=3&TILEROW=3&TILECOL=6');
  assert.is(all(await xmlOf(bad), 'Exception')[0].getAttribute('locator'), 'LAYER');
  const ter = await r.get('tianditu/ter_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=ter&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX=15&TILEROW=0&TILECOL=0');
  assert.is(all(await xmlOf(ter), 'Exception')[0].getAttribute('exceptionCode'), 'TileOutOfRange');
  assert.is((await r.get('tianditu/DataServer?T=vec_w&x=0&y=0&l=0')).status, 404, 'w starts at level 1');
  assert.is((await r.get('tianditu/abc_w/wmts?SERVICE=WMTS&REQUEST=GetTile')).status, 404);
  assert.is((await r.get('igs/rest/cts/tianditu/satellite/1/1/1')).status, 404);
});

test('capabilities of one Tianditu layer list format "tiles" and its matrix set', async () => {
  const doc = await xmlOf(await r.get('tianditu/vec_c/wmts?SERVICE=WMTS&REQUEST=GetCapabilities'));
  assert.equal(textOf(all(doc, 'Layer')[0], 'Format'), ['tiles']);
  assert.ok(textOf(doc, 'Title')[0].includes('模拟'));
  assert.equal(textOf(all(doc, 'Layer')[0], 'TileMatrixSet'), ['c']);
});

test.run();
