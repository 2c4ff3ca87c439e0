// minimumLevel / maximumLevel are tile levels (browser/tiles/tileLevels.test.ts shows it): API.md and the layer pages of
// both locales must say so, and say how 256 px and 512 px tiles relate to the map zoom.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';

const api = fs.readFileSync('maplib/API.md', 'utf8');
const between = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from) + from.length));

test('API.md: VectorLayer and RasterLayer level rows speak of tile levels, never map levels', () => {
  for (const [section, end] of [['## VectorLayer', '## RasterLayer'], ['## RasterLayer', '## ImageLayer']]) {
    const text = between(api, section, end);
    const rows = text.split('\n').filter((l) => /^\| `(minimumLevel|maximumLevel|zoomOffset)`/.test(l));
    assert.ok(rows.length > 0, `${section}: no level rows`);
    for (const row of rows) {
      assert.not.match(row, /map level/i, `${section}: ${row}`);
      assert.match(row, /tile level/, `${section}: ${row}`);
    }
    assert.match(text, /512 px[^\n]*\n?[^\n]*256 px/, `${section}: no sentence on 256 / 512 px tiles`);
  }
  assert.match(between(api, '## RasterLayer', '## ImageLayer'), /`\{z\}` = tile level \+ `zoomOffset`/);
});

test('docs: layer pages (zh, en) describe tile levels with the 256 / 512 relation', () => {
  const pages: [string, string[]][] = [
    ['docs/api/Layers/vectorlayer.md', ['### minimumLevel', '### maximumLevel']],
    ['docs/en/api/Layers/vectorlayer.md', ['### minimumLevel', '### maximumLevel']],
    ['docs/api/Layers/rasterlayer.md', ['## 演示', '### minimumLevel', '### maximumLevel']],
    ['docs/en/api/Layers/rasterlayer.md', ['## Demo', '### minimumLevel', '### maximumLevel']],
  ];
  for (const [file, headings] of pages) {
    const page = fs.readFileSync(file, 'utf8');
    const parts = headings.map((h) => between(page, h, '\n#'));
    const all = parts.join('\n');
    assert.match(all, /512/, `${file}: no 512 px relation`);
    assert.match(all, /256/, `${file}: no 256 px relation`);
    for (const part of parts.slice(-2)) {
      assert.match(part, /瓦片级别|tile level/, `${file}: ${part.split('\n')[0]} does not say tile level`);
      assert.not.match(part, /地图级别低于|map level/i, `${file}: ${part.split('\n')[0]} speaks of map levels`);
    }
  }
  for (const file of ['docs/guide/layers&sources.md', 'docs/en/guide/layers&sources.md', 'docs/code/layers&sources.md']) {
    const page = fs.readFileSync(file, 'utf8');
    assert.not.match(page, /是地图级别|= 地图级别|= map level/, `${file}: levels described as map levels`);
    assert.match(page, /512[ -]?(像素|pixel)/, `${file}: no 256 / 512 relation`);
  }
});

test.run();
