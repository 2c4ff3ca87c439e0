import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeUrlPath, pagePathFor, outputFileFor, normalizeBase, withBase } from '../../src/shared/pagePath.ts';
import { slugify } from '../../src/shared/slugify.ts';

test('markdown files map to .html pages, README and index to folders', () => {
  assert.is(pagePathFor('guide/install.md'), '/guide/install.html');
  assert.is(pagePathFor('guide/README.md'), '/guide/');
  assert.is(pagePathFor('README.md'), '/');
  assert.is(pagePathFor('api/Layers/index.md'), '/api/Layers/');
  assert.is(pagePathFor('guide/layers&sources.md'), '/guide/layers&sources.html');
  assert.is(pagePathFor('guide/复杂线.md'), '/guide/复杂线.html');
});

test('page paths map to output files', () => {
  assert.is(outputFileFor('/'), 'index.html');
  assert.is(outputFileFor('/guide/'), 'guide/index.html');
  assert.is(outputFileFor('/guide/install.html'), 'guide/install.html');
});

test('base is normalised and joined with one slash', () => {
  assert.is(normalizeBase('static/modules/maplib'), '/static/modules/maplib/');
  assert.is(normalizeBase(undefined), '/');
  assert.is(withBase('/static/modules/maplib/', '/guide/'), '/static/modules/maplib/guide/');
  assert.is(withBase('/', '/guide/'), '/guide/');
  assert.is(withBase('/x/', 'https://example.com/a'), 'https://example.com/a');
});

test('slugs keep Chinese and drop punctuation', () => {
  assert.is(slugify('栅格图层'), '栅格图层');
  assert.is(slugify('瓦片大小 tileSize'), '瓦片大小-tilesize');
  assert.is(slugify('Props（属性）: baseUrl?'), 'props-属性-baseurl');
  assert.is(slugify('2D 标绘'), '_2d-标绘');
});

test('encodeUrlPath: every character of a file name stays part of the path', () => {
  assert.is(encodeUrlPath('/guide/c#-notes.html'), '/guide/c%23-notes.html');
  assert.is(encodeUrlPath('/guide/why?.html'), '/guide/why%3F.html');
  assert.is(encodeUrlPath('/guide/layers&sources.html'), '/guide/layers&sources.html');
  assert.is(encodeUrlPath('/guide/复杂线 v2.html'), '/guide/%E5%A4%8D%E6%9D%82%E7%BA%BF%20v2.html');
  assert.is(encodeUrlPath('/guide/100%.html'), '/guide/100%25.html');
  assert.is(decodeURIComponent(encodeUrlPath('/a#b?c&d%e/')), '/a#b?c&d%e/');
});

test.run();
