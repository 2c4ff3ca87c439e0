// A page's headings are listed once: in its "On this page" outline when it has one, in the sidebar otherwise — unless
// a sidebarDepth set in the page or the config asks for them in the sidebar too.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

const PAGES: Record<string, string> = {
  'README.md': '# Home\n',
  'guide/README.md': '# Guide\n\n## First\n\ntext\n\n### Detail\n\ntext\n\n## Second\n\ntext\n',
  'guide/deep.md': '---\nsidebarDepth: 2\n---\n# Deep\n\n## Alpha\n\ntext\n\n## Beta\n\ntext\n',
  'guide/plain.md': '---\noutline: false\n---\n# Plain\n\n## Gamma\n\ntext\n\n## Delta\n\ntext\n',
  'guide/short.md': '# Short\n\n## Only\n\ntext\n',
};

function makeSite(themeConfig: Record<string, unknown> = {}): string {
  const docs = path.join(tempDir(), 'docs');
  for (const [file, text] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    fs.writeFileSync(path.join(docs, file), text);
  }
  fs.mkdirSync(path.join(docs, '.mapdocs'));
  const sidebar = { '/guide/': ['', 'deep', 'plain', 'short'] };
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), JSON.stringify({ title: 'Outline', hostname: false, themeConfig: { sidebar, ...themeConfig } }));
  return docs;
}

async function buildSite(themeConfig?: Record<string, unknown>) {
  const docs = makeSite(themeConfig);
  const out = path.join(path.dirname(docs), 'out');
  await build(await resolveConfig(docs, { outDir: out }));
  const html = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
  const aside = (file: string) => {
    const page = html(file);
    return page.slice(page.indexOf('<aside'), page.indexOf('</aside>'));
  };
  return {
    sidebarHeaders: (file: string) => [...aside(file).matchAll(/class="sidebar-link header-link" href="#([^"]+)"/g)].map((m) => m[1]),
    outline: (file: string) => [...html(file).matchAll(/class="outline-link" href="#([^"]+)"/g)].map((m) => m[1]),
  };
}

const test = suite('outline and sidebar headings');

test('a page with an outline lists its headings there and not in the sidebar', async () => {
  const site = await buildSite();
  assert.ok(site.outline('guide/index.html').includes('first'), site.outline('guide/index.html').join(' '));
  assert.ok(site.outline('guide/index.html').includes('detail'));
  assert.equal(site.sidebarHeaders('guide/index.html'), []);
});

test("a page's own sidebarDepth keeps its headings in the sidebar beside the outline", async () => {
  const site = await buildSite();
  assert.equal(site.sidebarHeaders('guide/deep.html'), ['alpha', 'beta']);
  assert.ok(site.outline('guide/deep.html').includes('alpha'));
});

test('without an outline (turned off, or under two headings) the sidebar lists h2 and h3 as before', async () => {
  const site = await buildSite();
  assert.equal(site.outline('guide/plain.html'), []);
  assert.equal(site.sidebarHeaders('guide/plain.html'), ['gamma', 'delta']);
  assert.equal(site.outline('guide/short.html'), []);
  assert.equal(site.sidebarHeaders('guide/short.html'), ['only']);
});

test("the config's sidebarDepth applies to every page, outline or not", async () => {
  const site = await buildSite({ sidebarDepth: 1 });
  assert.equal(site.sidebarHeaders('guide/index.html'), ['first', 'second']);
});

test.run();
