// A build stopped by Ctrl-C (SIGINT) or SIGTERM leaves nothing behind: no page spill in the temp folder, no staging
// folder beside the output, the previous output as it was; it exits non-zero with one line saying so.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { spawn, spawnSync } from 'node:child_process';
import { tempDir } from '../helpers/site.ts';

const BIN = path.resolve('bin/mapdocs.js');

/**
 * A page with enough prose and code that a few hundred of them take seconds to render and write; `repeat` sets how
 * much prose (the build holds the first 8 MB of rendered pages in memory, spilling only past that: pageSpill.ts).
 */
const page = (i: number, repeat = 20) =>
  `# Page ${i}\n\n${'Some text about layers and sources, with a [link](./p${(i + 1) % 300}.md). '.repeat(repeat)}\n\n` +
  `## Code\n\n\`\`\`ts\nconst layer${i} = map.addLayer({ id: 'l${i}', type: 'fill', source: 's${i}' });\n\`\`\`\n\n` +
  `\`\`\`json\n{ "id": ${i}, "name": "page ${i}" }\n\`\`\`\n\n## More\n\n${'- an item\n'.repeat(30)}`;

/** A site of two pages, built once (the previous output), then grown to 300 pages whose build is stopped. */
function site(repeat?: number) {
  const root = tempDir('mapdocs-interrupt-');
  const docs = path.join(root, 'docs');
  const out = path.join(root, 'site', 'out');
  const tmp = path.join(root, 'tmp');
  fs.mkdirSync(tmp);
  fs.mkdirSync(docs);
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  fs.writeFileSync(path.join(docs, 'p0.md'), page(0));
  const first = spawnSync(process.execPath, [BIN, 'build', docs, '--out', out], { encoding: 'utf8', timeout: 120_000 });
  assert.is(first.status, 0, first.stderr);
  for (let i = 1; i < 300; i++) fs.writeFileSync(path.join(docs, `p${i}.md`), page(i, repeat));
  return { root, docs, out, tmp, previous: snapshot(out) };
}

function snapshot(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(files.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name))]));
}

/**
 * Builds the grown site with its own temp folder and sends `signal` once `ready` (polled every 10 ms) says the build
 * is where it should be stopped. Fails if the build ends first.
 */
async function stopBuild(s: ReturnType<typeof site>, signal: NodeJS.Signals, ready: () => boolean) {
  const child = spawn(process.execPath, [BIN, 'build', s.docs, '--out', s.out], { env: { ...process.env, TMPDIR: s.tmp }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, sig) => done({ code, signal: sig })));
  let sent = false;
  const started = Date.now();
  while (!sent && child.exitCode === null && Date.now() - started < 120_000) {
    if (ready()) {
      child.kill(signal);
      sent = true;
    } else await new Promise((go) => setTimeout(go, 10));
  }
  // Never there in time (a build blocked where no signal reaches it): killed, so the test fails instead of waiting.
  if (!sent && child.exitCode === null) child.kill('SIGKILL');
  const end = await exited;
  assert.ok(sent, `the build ended (code ${end.code}, ${end.signal ?? 'no signal'}) before it reached the point to stop it at: ${stderr}`);
  return { ...end, stderr };
}

const spills = (tmp: string) => fs.readdirSync(tmp).filter((n) => n.startsWith('mapdocs-pages-'));
const besideOutput = (out: string) => fs.readdirSync(path.dirname(out)).filter((n) => n !== path.basename(out));

function assertNothingLeft(s: ReturnType<typeof site>, r: Awaited<ReturnType<typeof stopBuild>>, signal: string, code: number) {
  assert.is(r.signal, null, 'the build handled the signal itself');
  assert.is(r.code, code);
  const lines = r.stderr.trim().split('\n');
  assert.is(lines.length, 1, r.stderr);
  assert.match(lines[0], `build stopped by ${signal}: the previous output was left as it was`);
  assert.equal(spills(s.tmp), [], 'no page spill left in the temp folder');
  assert.equal(besideOutput(s.out), [], 'no staging folder left beside the output');
  const now = snapshot(s.out);
  assert.equal([...now.keys()].sort(), [...s.previous.keys()].sort());
  for (const [file, bytes] of s.previous) assert.ok(bytes.equals(now.get(file)!), `${file} changed`);
}

test('Ctrl-C while pages render: the page spill is removed, the previous output untouched, exit 130 with one line', async () => {
  // ~40 KB of HTML a page, 12 MB in all: past what the build holds in memory, so the later pages are spilled.
  const s = site(500);
  const r = await stopBuild(s, 'SIGINT', () => spills(s.tmp).length > 0);
  assertNothingLeft(s, r, 'SIGINT', 130);
  fs.rmSync(s.root, { recursive: true, force: true });
});

test('SIGTERM while the output is staged: the staging folder and the spill are removed, exit 143 with one line', async () => {
  const s = site();
  const r = await stopBuild(s, 'SIGTERM', () => besideOutput(s.out).some((n) => n.includes('.building-')));
  assertNothingLeft(s, r, 'SIGTERM', 143);
  // The next build finishes and leaves nothing either.
  const again = spawnSync(process.execPath, [BIN, 'build', s.docs, '--out', s.out], { encoding: 'utf8', env: { ...process.env, TMPDIR: s.tmp }, timeout: 300_000 });
  assert.is(again.status, 0, again.stderr);
  assert.equal(spills(s.tmp), []);
  assert.equal(besideOutput(s.out), []);
  assert.ok(fs.existsSync(path.join(s.out, 'p299.html')));
  fs.rmSync(s.root, { recursive: true, force: true });
});

test('SIGTERM with a FIFO, a socket, a link to a FIFO and /dev/zero named as pages: still stops cleanly, exit 143', async () => {
  const s = site();
  // Reading any of these blocked the build before it staged anything (a FIFO without a writer, and SIGTERM with it)
  // or never ended (/dev/zero): they are skipped, and the build is stopped where the other test stops it.
  assert.is(spawnSync('mkfifo', [path.join(s.docs, 'pipe.md'), path.join(s.root, 'fifo')]).status, 0, 'mkfifo');
  fs.symlinkSync(path.join(s.root, 'fifo'), path.join(s.docs, 'f.md'));
  fs.symlinkSync('/dev/zero', path.join(s.docs, 'zero.md'));
  const server = net.createServer();
  await new Promise<void>((listening) => server.listen(path.join(s.docs, 'sock.md'), listening));
  try {
    const r = await stopBuild(s, 'SIGTERM', () => besideOutput(s.out).some((n) => n.includes('.building-')));
    assertNothingLeft(s, r, 'SIGTERM', 143);
  } finally {
    await new Promise((closed) => server.close(closed));
    fs.rmSync(s.root, { recursive: true, force: true });
  }
});

test.run();
