import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSiteData } from '../../../src/render/site/buildSiteData.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { tempDir } from '../../helpers/site.ts';
import { build } from '../../../src/render/build.ts';

async function siteWithLogo(logo: string | undefined, file?: [string, string]) {
  const root = tempDir('mapdocs-logo-');
  fs.mkdirSync(path.join(root, '.mapdocs/public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'README.md'), '# Home\n');
  fs.writeFileSync(path.join(root, '.mapdocs/config.json'), JSON.stringify({ title: 'Logo', themeConfig: logo ? { logo } : {} }));
  if (file) fs.writeFileSync(path.join(root, '.mapdocs/public', file[0]), file[1]);
  const config = await resolveConfig(root, { outDir: path.join(tempDir(), 'out') });
  return { site: buildSiteData(config, []), config };
}

test('the navbar logo carries its size from the public file (SVG viewBox), so its box is held before it loads', async () => {
  const { site, config } = await siteWithLogo('/logo.svg', ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"></svg>']);
  assert.equal(site.logoSize, { width: 96, height: 32 });
  await build(config);
  const html = fs.readFileSync(path.join(config.outDir, 'index.html'), 'utf8');
  assert.match(html, /<img class="logo" src="\/logo.svg" alt="" width="96" height="32"\/>/);
});

test('no size for an outside logo or a missing file; the page still links to it', async () => {
  assert.is((await siteWithLogo('https://example.com/logo.png')).site.logoSize, undefined);
  assert.is((await siteWithLogo('/missing.png')).site.logoSize, undefined);
  assert.is((await siteWithLogo(undefined)).site.logoSize, undefined);
});

test.run();
