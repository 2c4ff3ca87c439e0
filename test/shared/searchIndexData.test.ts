import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeTermPostings, encodeTermPostings, reverseTerm, sectionPages, shardFor, shardId, SHARD_GROUP, type SearchManifest } from '../../src/shared/searchIndexData.ts';

test('term postings round-trip: base-36 gaps, term frequency only above one, field lengths', () => {
  const enc = encodeTermPostings([{ doc: [0, 40], tf: [1, 3], len: [2, 37] }, undefined, { doc: [7], tf: [1], len: [12] }]);
  assert.is(enc, '0:0.2,14*3.11;2:7.c');
  const p = decodeTermPostings(enc);
  assert.is(p.df, 3);
  assert.equal([...p.field], [0, 0, 2]);
  assert.equal([...p.doc], [0, 40, 7]);
  assert.equal([...p.tf], [1, 3, 1]);
  assert.equal([...p.len], [2, 37, 12]);
});

test('a term cut to its best sections keeps its document frequency', () => {
  const enc = encodeTermPostings([undefined, undefined, undefined, undefined, { doc: [5], tf: [2], len: [9] }], 1234);
  assert.is(enc, 'ya|4:5*2.9');
  const p = decodeTermPostings(enc);
  assert.is(p.df, 1234);
  assert.equal([...p.doc], [5]);
});

test('shards by range: the last one whose first term is not after the term', () => {
  const first = ['a', 'map', 'mapv', '栅格'];
  assert.equal(['', 'a', 'lunr', 'map', 'mapgis', 'mapvlayer', 'zoom', '图层', '栅格', '瓦片'].map((t) => shardFor(first, t)), [0, 0, 0, 1, 1, 2, 2, 2, 3, 3]);
});

test('file ids: a hash per group of files, the place in the group after it', () => {
  const table = { group: ['aaaaaaaa', 'bbbbbbbb'] };
  assert.is(shardId(table, 0), 'aaaaaaaa0');
  assert.is(shardId(table, SHARD_GROUP - 1), 'aaaaaaaaf');
  assert.is(shardId(table, SHARD_GROUP), 'bbbbbbbb0');
});

test('sections map to pages through the per-page counts', () => {
  const pages = sectionPages({ n: 50, pages: '2,1a,0,1' } as SearchManifest);
  assert.equal([...pages.slice(0, 3)], [0, 0, 1]);
  assert.is(pages[47], 1);
  assert.is(pages[48], 3);
});

test('terms are reversed by code point', () => {
  assert.is(reverseTerm('marker'), 'rekram');
  assert.is(reverseTerm('地图𠀋'), '𠀋图地');
});

test.run();
