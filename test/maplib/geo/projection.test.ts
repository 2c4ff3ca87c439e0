// The two planes by kind: lon/lat in and out, one world's width, boxes between the planes, the plane of a wkid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gridOfCrs, project, reprojectBBox, unproject, worldWidth } from '../../../maplib/src/core/geo/projection.ts';
import { MERCATOR_MAX, lonLatToMercator } from '../../../maplib/src/core/geo/webMercator.ts';

const close = (a: number, b: number, eps: number, what: string) => assert.ok(Math.abs(a - b) <= eps, `${what}: ${a} vs ${b}`);

test('project / unproject: Web Mercator metres, or lon/lat as they are', () => {
  assert.equal(project('mercator', 116.39, 39.91), lonLatToMercator(116.39, 39.91));
  assert.equal(project('geographic', 116.39, 39.91), [116.39, 39.91]);
  assert.equal(unproject('geographic', 116.39, 39.91), [116.39, 39.91]);
  const [lon, lat] = unproject('mercator', ...project('mercator', 116.39, 39.91));
  close(lon, 116.39, 1e-12, 'lon');
  close(lat, 39.91, 1e-12, 'lat');
});

test('worldWidth: 2·π·a metres, 360 degrees', () => {
  assert.is(worldWidth('mercator'), 2 * MERCATOR_MAX);
  assert.is(worldWidth('geographic'), 360);
});

test('reprojectBBox: through the corners; the same plane gives the box itself', () => {
  const box: [number, number, number, number] = [-180, -85.0511287798066, 180, 85.0511287798066];
  const m = reprojectBBox(box, 'geographic', 'mercator');
  [-MERCATOR_MAX, -MERCATOR_MAX, MERCATOR_MAX, MERCATOR_MAX].forEach((v, i) => close(m[i], v, 1e-6, `corner ${i}`));
  const back = reprojectBBox(m, 'mercator', 'geographic');
  box.forEach((v, i) => close(back[i], v, 1e-9, `back ${i}`));
  assert.is(reprojectBBox(box, 'geographic', 'geographic'), box);
});

test('gridOfCrs: the plane of a wkid, EPSG code or OGC name (Esri feature sets say 102100 for Web Mercator)', () => {
  for (const crs of [102100, 3857, 'EPSG:900913', 'urn:ogc:def:crs:EPSG::3857']) assert.is(gridOfCrs(crs), 'mercator', String(crs));
  for (const crs of [4326, 'EPSG:4490', 'CRS:84', 'urn:ogc:def:crs:OGC:1.3:CRS84']) assert.is(gridOfCrs(crs), 'geographic', String(crs));
  assert.is(gridOfCrs(32650), undefined);
  assert.is(gridOfCrs(undefined), undefined);
});

test.run();
