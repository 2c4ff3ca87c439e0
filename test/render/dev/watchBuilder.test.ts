// The incremental builder behind `serve --watch`: its full build is the production build (but for the dev boot data
// and unhashed manifest and search names), a series of saves ends where a fresh build would, a save writes only
// what changed, and a failed save touches nothing.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../../src/render/build.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { ContentErrors } from '../../../src/render/errors.ts';
import { classifyChange, createSiteBuilder, THEME_DIR } from '../../../src/render/dev/siteBuilder.ts';
import { tempDir } from '../../helpers/site.ts';
import { OUTPUT_MARKER } from '../../../src/render/write/outputGuard.ts';
import { SHARD_ROUTES } from '../../../src/render/write/routeManifest.ts';
import { shardId, type SearchManifest } from '../../../src/shared/searchIndexData.ts';

const EVENTS = '__mapdocs/events';

/** Relative paths of every file under dir. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A page's boot data without what only a dev build has, with the dev build's names for manifest and indexes. */
function normalizeBoot(html: string): string {
  return html.replace(/(<script id="mapdocs-boot" type="application\/json">)(.*?)(<\/script>)/, (_, a, json, b) => {
    const boot = JSON.parse(json);
    delete boot.dev;
    boot.routes = boot.routes.replace(/routes\.\w+\.json$/, 'routes.json');
    for (const k of Object.keys(boot.searchIndexes)) boot.searchIndexes[k] = boot.searchIndexes[k].replace(/\.\w+\.json$/, '.json');
    return a + JSON.stringify(boot) + b;
  });
}

/** The served folder holds what a fresh dev build of the docs makes, file for file (and no outdated page). */
async function assertAsFreshBuild(root: string, out: string): Promise<void> {
  const fresh = path.join(tempDir(), 'fresh');
  const again = createSiteBuilder({ docsDir: root, outDir: fresh, eventsPath: EVENTS });
  await again.rebuild();
  again.close();
  const served = new Set(files(out));
  for (const rel of files(fresh)) {
    assert.ok(served.has(rel), `${rel} is served`);
    assert.ok(fs.readFileSync(path.join(out, rel)).equals(fs.readFileSync(path.join(fresh, rel))), `${rel} is the same`);
  }
  // Outdated hashed assets may stay (open tabs may still ask for them); no outdated page does.
  const pages = (list: Iterable<string>) => [...list].filter((f) => f.endsWith('.html')).sort();
  assert.equal(pages(served), pages(files(fresh)));
}

/** Every file of a folder and its content. */
const snapshot = (dir: string) => new Map(files(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), 'utf8')]));

function copyFixture(name: string): string {
  const root = path.join(tempDir('mapdocs-watchbuild-'), 'docs');
  const from = path.resolve(`test/fixtures/${name}/docs`);
  fs.cpSync(from, root, { recursive: true, filter: (src) => !src.startsWith(path.join(from, '.mapdocs', '.cache')) });
  return root;
}

for (const fixture of ['routing', 'demos']) {
  test(`${fixture}: the dev build is the production build, but for the boot data's dev fields and unhashed names`, async () => {
    const docs = path.resolve(`test/fixtures/${fixture}/docs`);
    const prodOut = path.join(tempDir(), 'prod');
    const devOut = path.join(tempDir(), 'dev');
    await build(await resolveConfig(docs, { outDir: prodOut }));
    const builder = createSiteBuilder({ docsDir: docs, outDir: devOut, eventsPath: EVENTS });
    await builder.rebuild();
    builder.close();
    const devName = (rel: string) => rel.replace(/^assets\/routes\.\w+\.json$/, 'assets/routes.json').replace(/^(assets\/search\/[\w-]+)\.\w+\.json$/, '$1.json');
    // The build's .br/.gz copies are for static hosts; serve --watch compresses as it sends.
    const prod = files(prodOut).filter((rel) => !/\.(br|gz)$/.test(rel));
    assert.equal(prod.map(devName), files(devOut));
    for (const rel of prod) {
      const a = fs.readFileSync(path.join(prodOut, rel), 'utf8');
      const b = fs.readFileSync(path.join(devOut, devName(rel)), 'utf8');
      if (rel.endsWith('.html')) assert.is(normalizeBoot(b), normalizeBoot(a), rel);
      // The output marker says which command wrote the folder (outputGuard.ts).
      else if (rel === OUTPUT_MARKER) assert.is.not(a, b);
      else assert.ok(a === b, rel);
    }
  });
}

test('serve --watch reports the config warnings a build reports (a VuePress plugin without a counterpart), and --strict fails on them', async () => {
  const root = copyFixture('vue-in-markdown');
  fs.rmSync(path.join(root, 'broken.md'));
  const config = path.join(root, '.vuepress', 'config.js');
  fs.writeFileSync(config, "module.exports = {\n  title: 'x',\n  hostname: 'https://example.com',\n  plugins: ['@vuepress/pwa']\n}\n");
  const builder = createSiteBuilder({ docsDir: root, outDir: path.join(tempDir(), 'served'), eventsPath: EVENTS });
  const first = await builder.rebuild();
  builder.close();
  const pwa = first.warnings.filter((w) => /@vuepress\/pwa/.test(w.message));
  assert.is(pwa.length, 1, JSON.stringify(first.warnings));
  assert.is(pwa[0].line, 4);
  const strict = createSiteBuilder({ docsDir: root, outDir: path.join(tempDir(), 'served'), eventsPath: EVENTS, strict: true });
  let failed: unknown;
  try {
    await strict.rebuild();
  } catch (err) {
    failed = err;
  }
  strict.close();
  assert.ok(failed instanceof ContentErrors, `strict rebuild: ${failed}`);
});

test('a series of saves ends where a fresh build of the same files does', async () => {
  const root = copyFixture('basic');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const save = async (rel: string, text: string | null) => {
    const file = path.join(root, rel);
    if (text === null) fs.rmSync(file);
    else fs.writeFileSync(file, text);
    const result = await builder.rebuild([file]);
    await result.afterwards?.();
    return result;
  };
  await save('guide/install.md', '# 安装与配置\n\n## 使用 pnpm\n\n```js\nconst a = 1;\n```\n');
  await save('guide/new.md', '---\ntitle: 新页面\n---\n\n回到[安装](./install.md)。\n');
  await save('guide/复杂线.md', '# 复杂线\n\n[返回](./README.md) [新](./new.md)\n');
  await save('en/guide.md', '# Guide\n\nEnglish text.\n');
  fs.appendFileSync(path.join(root, 'guide/复杂线.png'), Buffer.from([1, 2, 3]));
  await builder.rebuild([path.join(root, 'guide/复杂线.png')]);
  await save('en/guide.md', null);
  builder.close();
  await assertAsFreshBuild(root, out);
});

test('a one-page save renders and writes only that page (its chunk, its HTML, the manifest), its index after', async () => {
  const root = copyFixture('basic');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const file = path.join(root, 'guide/install.md');
  fs.appendFileSync(file, '\n多一段。\n');
  const result = await builder.rebuild([file]);
  assert.equal(result.rendered, { markdown: 1, html: 1 });
  assert.is(result.written, 3);
  assert.equal(result.changedPages.map((p) => p.path), ['/guide/install.html']);
  const index = path.join(out, 'assets/search/root.json');
  const before = fs.readFileSync(index, 'utf8');
  await result.afterwards!();
  assert.is.not(fs.readFileSync(index, 'utf8'), before);
  // The manifest names the locale's shards; the new words are in its doc chunks.
  const manifest = JSON.parse(fs.readFileSync(index, 'utf8')) as SearchManifest;
  const chunks = Array.from({ length: Math.ceil(manifest.n / manifest.chunk) }, (_, i) => fs.readFileSync(path.join(out, 'assets/search', manifest.dir, `${shardId(manifest.docs, i)}.json`), 'utf8'));
  assert.ok(chunks.some((c) => c.includes('多一段')));
  // Saved again unchanged: nothing at all.
  const same = await builder.rebuild([file]);
  assert.equal([same.rendered, same.written, same.changedPages], [{ markdown: 0, html: 0 }, 0, []]);
  builder.close();
});

test('a failed save leaves every served file as it was, and the builder where it was', async () => {
  const root = copyFixture('basic');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const sizes = () => files(out).map((rel) => `${rel} ${fs.readFileSync(path.join(out, rel), 'utf8').length}`);
  const before = sizes();
  const readme = path.join(root, 'guide/README.md');
  const install = path.join(root, 'guide/install.md');
  fs.appendFileSync(install, '\n正常的修改。\n');
  fs.appendFileSync(readme, '\n[坏](./missing.md)\n');
  const err = await builder.rebuild([install, readme]).catch((e) => e);
  assert.instance(err, ContentErrors);
  assert.equal(sizes(), before);
  // Fixed: both saves land together.
  fs.writeFileSync(readme, fs.readFileSync(readme, 'utf8').replace('[坏](./missing.md)', ''));
  const result = await builder.rebuild([install, readme]);
  assert.ok(result.changedPages.some((p) => p.path === '/guide/install.html'));
  assert.match(fs.readFileSync(path.join(out, 'guide/install.html'), 'utf8'), '正常的修改。');
  builder.close();
});

test(`a save of body text only reuses every other page's view: the page shows the new text, nothing else changes`, async () => {
  const root = copyFixture('basic');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const before = snapshot(out);
  const file = path.join(root, 'guide/install.md');
  fs.appendFileSync(file, '\n只改正文的一段。\n');
  const result = await builder.rebuild([file]);
  assert.ok(result.reusedViews, 'the views of the other pages are reused');
  assert.equal(result.rendered, { markdown: 1, html: 1 });
  assert.equal(result.changedPages.map((p) => p.path), ['/guide/install.html']);
  const after = snapshot(out);
  assert.match(after.get('guide/install.html')!, '只改正文的一段。');
  const changed = [...after.keys()].filter((rel) => before.get(rel) !== after.get(rel));
  // The page's HTML, its new chunk (beside the old one, which open tabs may still ask for) and the manifest naming it.
  assert.equal(changed.filter((rel) => !rel.startsWith('assets/chunks/')), ['assets/routes.json', 'guide/install.html']);
  assert.equal(changed.filter((rel) => rel.startsWith('assets/chunks/')).length, 1);
  await result.afterwards?.();
  // A second body edit reuses the views the first one left.
  fs.appendFileSync(file, '\n再改一段。\n');
  const second = await builder.rebuild([file]);
  assert.ok(second.reusedViews);
  await second.afterwards?.();
  assert.match(fs.readFileSync(path.join(out, 'guide/install.html'), 'utf8'), '再改一段。');
  builder.close();
  await assertAsFreshBuild(root, out);
});

test(`a new title or heading is no body edit: the views are made again, and other pages' sidebars show the title`, async () => {
  const root = copyFixture('basic');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const file = path.join(root, 'guide/install.md');
  /** The texts of a page's sidebar links. */
  const sidebarOf = (rel: string) => [...fs.readFileSync(path.join(out, rel), 'utf8').matchAll(/<a[^>]*class="sidebar-link[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);
  assert.ok(sidebarOf('guide/index.html').includes('安装'));
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('# 安装', '# 安装与升级'));
  const retitled = await builder.rebuild([file]);
  assert.not.ok(retitled.reusedViews, 'a title other pages show is no reason to reuse their views');
  assert.ok(retitled.changedPages.some((p) => p.path === '/guide/'), 'the guide index lists the page in its sidebar');
  for (const rel of ['guide/index.html', 'guide/layers&sources.html']) {
    assert.ok(sidebarOf(rel).includes('安装与升级'), rel);
    assert.not.ok(sidebarOf(rel).includes('安装'), rel);
  }
  await retitled.afterwards?.();
  // A new subheading: the page's record changed (its headers), so the full path as well.
  fs.appendFileSync(file, '\n## 新的小节\n\n正文。\n');
  const headed = await builder.rebuild([file]);
  assert.not.ok(headed.reusedViews);
  await headed.afterwards?.();
  builder.close();
  await assertAsFreshBuild(root, out);
});

test('pages added and removed: the routes and the sidebars of the other pages follow', async () => {
  const root = path.join(tempDir('mapdocs-watchbuild-'), 'docs');
  fs.mkdirSync(path.join(root, '.vuepress'), { recursive: true });
  // A VuePress sidebar may name a page that is not there (a warning): adding it makes the entry a link.
  fs.writeFileSync(path.join(root, '.vuepress/config.js'), "module.exports = { title: 'T', themeConfig: { sidebar: ['/', '/a', '/b', '/c'] } }\n");
  fs.writeFileSync(path.join(root, 'README.md'), '# Home\n\nStart.\n');
  fs.writeFileSync(path.join(root, 'a.md'), '# Page Alpha\n\nText.\n');
  fs.writeFileSync(path.join(root, 'b.md'), '# Page Bravo\n\nText.\n');
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const routes = () => (JSON.parse(fs.readFileSync(path.join(out, 'assets/routes.json'), 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path).sort();
  const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  assert.equal(routes(), ['/', '/a.html', '/b.html']);
  assert.not.match(page('a.html'), 'Page Charlie');

  fs.writeFileSync(path.join(root, 'c.md'), '# Page Charlie\n\nText.\n');
  const added = await builder.rebuild([path.join(root, 'c.md')]);
  assert.ok(added.routesChanged);
  assert.not.ok(added.reusedViews);
  assert.equal(routes(), ['/', '/a.html', '/b.html', '/c.html']);
  assert.match(page('a.html'), /href="[^"]*c\.html"[^>]*>Page Charlie/);
  // Page Bravo's next link leads to the new page.
  assert.match(page('b.html'), 'Page Charlie');

  fs.rmSync(path.join(root, 'b.md'));
  const removed = await builder.rebuild([path.join(root, 'b.md')]);
  assert.not.ok(removed.reusedViews);
  assert.equal(removed.removedPages.map((p) => p.path), ['/b.html']);
  assert.equal(routes(), ['/', '/a.html', '/c.html']);
  assert.not.match(page('a.html'), 'Page Bravo');
  assert.not.ok(fs.existsSync(path.join(out, 'b.html')));
  await removed.afterwards?.();
  builder.close();
  await assertAsFreshBuild(root, out);
});

test(`a large site: serve --watch writes the build's sharded route manifest (under its unhashed name), edits included`, async () => {
  // Two folders of 130 pages: past SHARD_ROUTES routes, so the build splits its manifest.
  const root = path.join(tempDir('mapdocs-watchbuild-'), 'docs');
  fs.mkdirSync(path.join(root, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'README.md'), '# Home\n');
  for (const dir of ['one', 'two']) {
    fs.mkdirSync(path.join(root, dir));
    for (let i = 0; i < 130; i++) fs.writeFileSync(path.join(root, dir, `p${i}.md`), `# ${dir} ${i}\n\nText of page ${i}.\n`);
  }
  fs.writeFileSync(path.join(root, '.mapdocs/config.json'), JSON.stringify({ title: 'Large', hostname: false }));
  assert.ok(261 > SHARD_ROUTES);
  const prodOut = path.join(tempDir(), 'prod');
  await build(await resolveConfig(root, { outDir: prodOut }));
  const prodManifest = files(prodOut).find((rel) => /^assets\/routes\.\w+\.json$/.test(rel))!;
  const out = path.join(tempDir(), 'served');
  const builder = createSiteBuilder({ docsDir: root, outDir: out, eventsPath: EVENTS });
  await builder.rebuild();
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'assets/routes.json'), 'utf8')) as { routes: unknown[]; shards?: { url: string }[] };
  assert.is(manifest.routes.length, 0);
  assert.ok((manifest.shards?.length ?? 0) > 1, 'in shards');
  // The build's very files: its manifest, under the dev name, and every shard.
  assert.is(fs.readFileSync(path.join(out, 'assets/routes.json'), 'utf8'), fs.readFileSync(path.join(prodOut, prodManifest), 'utf8'));
  // (The build's .br/.gz copies are for static hosts: serve --watch compresses as it sends.)
  const shards = (dir: string) => files(dir).filter((rel) => rel.startsWith('assets/routes/') && !/\.(br|gz)$/.test(rel));
  assert.equal(shards(out), shards(prodOut));
  for (const rel of shards(out)) assert.is(fs.readFileSync(path.join(out, rel), 'utf8'), fs.readFileSync(path.join(prodOut, rel), 'utf8'), rel);
  // A body edit and a new page: the manifest and shards are still what a fresh build makes.
  fs.appendFileSync(path.join(root, 'one/p7.md'), '\nMore text.\n');
  const edited = await builder.rebuild([path.join(root, 'one/p7.md')]);
  assert.ok(edited.reusedViews);
  await edited.afterwards?.();
  fs.writeFileSync(path.join(root, 'two/new.md'), '# two new\n');
  await (await builder.rebuild([path.join(root, 'two/new.md')])).afterwards?.();
  builder.close();
  await assertAsFreshBuild(root, out);
});

test('what a changed file is to the site', async () => {
  const root = path.resolve('test/fixtures/basic/docs');
  const config = await resolveConfig(root, { outDir: path.join(root, '.mapdocs/.cache/serve') });
  const kind = (rel: string) => classifyChange(path.join(root, rel), config);
  assert.is(classifyChange(path.join(THEME_DIR, 'styles/base.css'), config), 'theme');
  assert.is(kind('.mapdocs/config.json'), 'config');
  assert.is(kind('.mapdocs/public/hello.txt'), 'public');
  assert.is(kind('.mapdocs/.cache/serve/index.html'), 'ignore');
  assert.is(kind('guide/install.md'), 'page');
  assert.is(kind('guide/复杂线.png'), 'other');
  assert.is(kind('.vitepress/config.mjs'), 'ignore');
  assert.is(kind('node_modules/x/README.md'), 'ignore');
});

test.run();
