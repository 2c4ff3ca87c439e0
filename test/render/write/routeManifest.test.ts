import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeRouteManifest, type ManifestMemo } from '../../../src/render/write/routeManifest.ts';
import type { RouteEntry } from '../../../src/shared/types.ts';

const url = (rel: string) => '/' + rel;
const route = (i: number, version = 0): RouteEntry => ({ path: `/s${i % 7}/p${i}.html`, key: `v-${i}`, chunk: `/assets/chunks/v-${i}.${version}.json`, title: `Page ${i}` });

/** A writer over a map (the output), recording what each call wrote. */
function output() {
  const files = new Map<string, string>();
  const written: string[] = [];
  return { files, written, write: (rel: string, content: string) => (written.push(rel), files.set(rel, content)), has: (rel: string) => files.has(rel) };
}

/** The files a from-scratch write gives. */
function fresh(routes: RouteEntry[], notFound: Record<string, string> = { '/': '/404.json' }) {
  const out = output();
  const name = writeRouteManifest(out, routes, notFound, url);
  return { name, files: out.files };
}

test('a save that changes one route re-makes only its shard and the top file, the same files as from scratch', () => {
  const routes = Array.from({ length: 1200 }, (_, i) => route(i));
  const memo: ManifestMemo = {};
  const out = output();
  writeRouteManifest(out, routes, { '/': '/404.json' }, url, memo);
  const shards = out.written.length - 1;
  assert.ok(shards >= 7, `shards: ${shards}`);
  const next = routes.slice();
  next[500] = route(500, 1);
  out.written.length = 0;
  const name = writeRouteManifest(out, next, { '/': '/404.json' }, url, memo);
  assert.is(out.written.length, 2, `written: ${out.written.join(', ')}`);
  const expected = fresh(next);
  assert.is(name, expected.name);
  for (const [rel, content] of expected.files) assert.is(out.files.get(rel), content, rel);
});

test('a route added or moved: split again; a shard the output lost is written again', () => {
  const routes = Array.from({ length: 1200 }, (_, i) => route(i));
  const memo: ManifestMemo = {};
  const out = output();
  writeRouteManifest(out, routes, {}, url, memo);
  const grown = [...routes, route(5000)];
  const name = writeRouteManifest(out, grown, {}, url, memo);
  const expected = fresh(grown, {});
  assert.is(name, expected.name);
  for (const [rel, content] of expected.files) assert.is(out.files.get(rel), content, rel);
  // Lost from the output: the unchanged shard comes back.
  const lost = [...out.files.keys()].find((rel) => rel.startsWith('assets/routes/'))!;
  out.files.delete(lost);
  writeRouteManifest(out, grown, {}, url, memo);
  assert.ok(out.files.has(lost));
});

test('a small site: one file, as before', () => {
  const routes = Array.from({ length: 10 }, (_, i) => route(i));
  const out = output();
  const name = writeRouteManifest(out, routes, {}, url, {});
  assert.equal([...out.files.keys()], [name]);
  assert.is(JSON.parse(out.files.get(name)!).routes.length, 10);
});

test.run();
