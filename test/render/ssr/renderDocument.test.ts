import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

test('no first paint before the whole document is parsed: the head awaits (render-blocking) the last element of the body', async () => {
  const root = tempDir('mapdocs-expect-');
  const rows = Array.from({ length: 40 }, (_, i) => `| ${i} | \`/api/Layers/${'x'.repeat(i)}.html\` |`).join('\n');
  fs.writeFileSync(path.join(root, 'README.md'), `# 首页\n\n| 区域 | 地址 |\n|---|---|\n${rows}\n`);
  const config = await resolveConfig(root, { outDir: path.join(tempDir(), 'out') });
  await build(config);
  for (const file of ['index.html', '404.html']) {
    const html = fs.readFileSync(path.join(config.outDir, file), 'utf8');
    const expect = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html);
    assert.ok(expect && html.indexOf(expect[0]) < html.indexOf('</head>'), `${file}: the head has a render-blocking expect link`);
    const awaited = html.indexOf(`id="${expect![1]}"`);
    assert.ok(awaited > html.lastIndexOf('</table>') && awaited > html.indexOf('</main>'), `${file}: the element awaited comes after the page`);
    assert.is(html.slice(html.lastIndexOf("<", awaited)).match(/<[a-z]/g)!.length, 1, `${file}: and no element follows it`);
  }
});

test.run();
