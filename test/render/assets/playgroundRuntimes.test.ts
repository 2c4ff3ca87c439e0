// Playground copies: JSFiddle / CodePen exports load runtimes under `_playground/<name>/v<version>/`, written beside
// the pages' hashed copies, so a saved fiddle still finds them after a deploy that changed the library's content.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { hostedLibVersion, playgroundPath } from '../../../src/render/assets/playgroundRuntimes.ts';
import type { BootData } from '../../../src/shared/types.ts';
import { tempDir } from '../../helpers/site.ts';

const version = (name: string) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;

test("hostedLibVersion: the folder's build manifest, else the nearest package.json above it, else the content hash", () => {
  const maplibVersion = /version = '([^']+)'/.exec(fs.readFileSync('maplib/src/core/version.ts', 'utf8'))![1];
  assert.is(hostedLibVersion('maplib/dist/browser', () => Buffer.from('x')), maplibVersion, "MapLib's manifest.json");
  assert.is(hostedLibVersion('docs/.mapdocs/demoSetup', () => Buffer.from('x')), JSON.parse(fs.readFileSync('package.json', 'utf8')).version, 'the package holding the folder');
  const loose = tempDir('mapdocs-playground-loose-');
  assert.ok(!fs.existsSync(path.join(path.parse(loose).root, 'package.json')), 'the temp folder is outside any package');
  const a = hostedLibVersion(loose, () => Buffer.from('one'));
  assert.match(a, /^[A-Za-z0-9]{8}$/);
  assert.is.not(hostedLibVersion(loose, () => Buffer.from('two')), a);
});

test('a build writes the versioned copies and the boot data points the playgrounds at them; a changed library keeps its URL', async () => {
  // A hosted library in a package of its own, so the test can change its content without changing its version.
  const pkg = tempDir('mapdocs-playground-lib-');
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'demo-lib', version: '1.2.3' }));
  const dist = path.join(pkg, 'dist');
  fs.mkdirSync(path.join(dist, 'data'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'lib.js'), 'window.DemoLib = 1;');
  fs.writeFileSync(path.join(dist, 'lib.css'), '.x{}');
  fs.writeFileSync(path.join(dist, 'data', 'points.json'), '[]');
  fs.writeFileSync(path.join(dist, 'lib.js.map'), '{}');
  const buildSite = async () => {
    const config = await resolveConfig(path.resolve('test/fixtures/demos/docs'), { outDir: path.join(tempDir('mapdocs-playground-out-'), 'out') });
    config.demo.hostedLibs = [{ name: 'demolib', dir: dist, js: ['lib.js'], css: ['lib.css'], vueJs: [] }];
    return build(config);
  };
  const boot = (outDir: string): BootData => {
    const page = fs.readdirSync(path.join(outDir, 'map')).find((f) => f.endsWith('.html'))!;
    const html = fs.readFileSync(path.join(outDir, 'map', page), 'utf8');
    return JSON.parse(/<script id="mapdocs-boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
  };
  const first = await buildSite();
  const b1 = boot(first.outDir).demo!;
  const base = '/demo-site/';
  assert.equal(b1.playground, {
    react: base + playgroundPath('react', version('react'), 'react.js'),
    vue: base + playgroundPath('vue', version('vue'), 'vue.global.prod.js'),
    vue2: base + playgroundPath('vue', version('vue2'), 'vue.min.js'),
    numeral: base + playgroundPath('numeral', version('numeral'), 'numeral.min.js'),
    libs: [{ name: 'demolib', js: [base + '_playground/demolib/v1.2.3/lib.js'], css: [base + '_playground/demolib/v1.2.3/lib.css'], vueJs: [] }],
  });
  assert.is(b1.vue, 3);
  const onDisk = (url: string) => path.join(first.outDir, url.slice(base.length));
  for (const url of [b1.playground.react, b1.playground.vue, b1.playground.vue2, b1.playground.numeral, ...b1.playground.libs[0].js, ...b1.playground.libs[0].css]) {
    assert.ok(fs.existsSync(onDisk(url)), `${url} is written`);
  }
  // The whole folder (MapLib finds its worker and data beside its script), source maps left out.
  assert.ok(fs.existsSync(path.join(first.outDir, '_playground/demolib/v1.2.3/data/points.json')));
  assert.not.ok(fs.existsSync(path.join(first.outDir, '_playground/demolib/v1.2.3/lib.js.map')));
  // Vue's playground builds compile templates in the browser: the full builds, not the runtimes the pages load.
  assert.match(fs.readFileSync(onDisk(b1.playground.vue2), 'utf8'), /compile/);
  assert.equal(fs.readFileSync(onDisk(b1.playground.react)), fs.readFileSync(path.join(first.outDir, b1.runtimes.react.slice(base.length))));

  fs.writeFileSync(path.join(dist, 'lib.js'), 'window.DemoLib = 2;');
  const second = await buildSite();
  const b2 = boot(second.outDir).demo!;
  assert.is.not(b2.runtimes.libs[0].js[0], b1.runtimes.libs[0].js[0], "the page's copy is content-hashed: new content, new URL");
  assert.equal(b2.playground, b1.playground, "the playground's copy keeps its URL");
  assert.is(fs.readFileSync(path.join(second.outDir, '_playground/demolib/v1.2.3/lib.js'), 'utf8'), 'window.DemoLib = 2;');
});

test.run();
