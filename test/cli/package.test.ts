// mapdocs as a dependency of another project: packed with `npm pack`, installed into a fresh project that has its
// own tsconfig.json, then `build`, `serve` and `serve --watch` run from that project's folder (issue 14 §4).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { tempDir } from '../helpers/site.ts';

const REPO = path.resolve('.');
const npm = (args: string[], cwd: string) => spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', timeout: 300_000 });

let project = '';
let bin = '';

test.before(() => {
  const root = tempDir('mapdocs-pack-');
  const packed = npm(['pack', '--json', '--pack-destination', root], REPO);
  assert.is(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  console.log(`  package: ${info.filename}, ${(info.size / 1024).toFixed(1)} kB packed, ${(info.unpackedSize / 1024).toFixed(1)} kB unpacked, ${info.files.length} files`);
  // What runs, nothing else: no tests, docs site, benchmarks or MapLib.
  for (const f of info.files) assert.ok(/^(bin|src|theme)\/|^(package\.json|README\.md|tsconfig\.json)$/.test(f.path), `packed ${f.path}`);
  project = path.join(root, 'proj');
  fs.mkdirSync(path.join(project, 'docs', 'guide'), { recursive: true });
  fs.writeFileSync(path.join(project, 'package.json'), '{ "name": "user-project", "private": true }\n');
  // A project's own compiler settings must not reach mapdocs (JSX kept as-is here would break its React theme).
  fs.writeFileSync(path.join(project, 'tsconfig.json'), '{ "compilerOptions": { "jsx": "preserve" } }\n');
  fs.writeFileSync(path.join(project, 'docs', 'README.md'), '# 首页\n\n[指南](./guide/intro.md)\n\n```js\nconst a = 1\n```\n');
  fs.writeFileSync(path.join(project, 'docs', 'guide', 'intro.md'), '# Intro\n\nFirst words.\n');
  const installed = npm(['install', '--prefer-offline', path.join(root, info.filename)], project);
  assert.is(installed.status, 0, installed.stderr);
  assert.not.ok(fs.existsSync(path.join(project, 'node_modules', 'maplibre-gl')), 'MapLib’s renderer is not a dependency of the generator');
  bin = path.join(project, 'node_modules', '.bin', 'mapdocs');
});

/** Starts a long-running mapdocs command; resolves with the URL it serves once it says so. */
function startServing(args: string[], ready = /serving (http:\/\/\S+)/): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(bin, args, { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const m = /serving (http:\/\/\S+)/.exec(output);
      if (m && ready.test(output)) {
        clearTimeout(timer);
        resolve({ url: m[1], child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code} before serving:\n${output}`)));
  });
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGINT'))));

test('build from the project folder', () => {
  const r = spawnSync(bin, ['build', 'docs'], { cwd: project, encoding: 'utf8', timeout: 120_000 });
  assert.is(r.status, 0, r.stderr);
  const html = fs.readFileSync(path.join(project, 'docs', '.mapdocs', 'dist', 'guide', 'intro.html'), 'utf8');
  assert.match(html, '<title>Intro</title>');
  assert.match(html, 'First words.');
});

test('serve from the project folder', async () => {
  const { url, child } = await startServing(['serve', 'docs', '--port', '0']);
  try {
    const res = await fetch(new URL('guide/intro.html', url));
    assert.is(res.status, 200);
    assert.match(await res.text(), 'First words.');
  } finally {
    await stop(child);
  }
});

test('serve --watch from the project folder: a page edit shows up', async () => {
  const { url, child, output } = await startServing(['serve', 'docs', '--watch', '--port', '0'], /watching .* for changes/);
  const page = new URL('guide/intro.html', url);
  try {
    assert.match(await (await fetch(page)).text(), 'First words.');
    fs.writeFileSync(path.join(project, 'docs', 'guide', 'intro.md'), '# Intro\n\nEdited words.\n');
    const deadline = Date.now() + 60_000;
    let text = '';
    while (Date.now() < deadline && !text.includes('Edited words.')) {
      await new Promise((r) => setTimeout(r, 250));
      text = await (await fetch(page)).text();
    }
    assert.match(text, 'Edited words.', output());
  } finally {
    await stop(child);
  }
});

test.run();
