import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { render } from '../../helpers/markdown.ts';
import { tempDir } from '../../helpers/site.ts';

test("an image beside the page gets its file's width and height, so the page reserves its box before it loads", async () => {
  const root = path.join(tempDir('mapdocs-images-'), 'docs');
  fs.mkdirSync(path.join(root, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(root, 'guide/radii.png'), PNG.sync.write(new PNG({ width: 390, height: 120 })));
  fs.writeFileSync(path.join(root, 'guide/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const { html, env } = await render('![three radii](./radii.png)\n\n![logo](./logo.svg)\n\n![public](/hero.png)', { root, base: '/b/' });
  assert.is(env.diagnostics.length, 0, JSON.stringify(env.diagnostics));
  assert.match(html, /<img src="\/b\/assets\/img\/radii\.\w{8}\.png" alt="three radii" width="390" height="120" loading="lazy">/);
  // No size the file does not give, and none for public files (not read at build time).
  assert.match(html, /<img src="\/b\/assets\/img\/logo\.\w{8}\.svg" alt="logo" loading="lazy">/);
  assert.match(html, '<img src="/b/hero.png" alt="public">');
});

test.run();
