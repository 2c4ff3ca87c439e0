// `mapdocs serve`: real HTTP requests against the built routing fixture.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, tempDir, type ServedSite } from '../helpers/site.ts';
import { serveCommand } from '../../src/cli/serveCommand.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');
const BASE = '/static/modules/maplib/';

/** A GET with the path sent exactly as written (fetch would normalise `..` and escapes). */
function rawGet(site: ServedSite, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const Server = suite<{ site: ServedSite; secret: string }>('server');

Server.before(async (ctx) => {
  const root = tempDir();
  ctx.site = await buildAndServe(FIXTURE, { outDir: path.join(root, 'out') });
  // A file beside the output folder that no URL may reach.
  ctx.secret = 'TOP-SECRET-' + Date.now();
  fs.writeFileSync(path.join(root, 'out-secret.txt'), ctx.secret);
  fs.writeFileSync(path.join(root, 'secret.txt'), ctx.secret);
});

Server.after(async (ctx) => {
  await ctx.site.close();
});

Server('pages are served at their canonical URLs with 200 and no-cache', async ({ site }) => {
  for (const p of ['', 'guide/', 'guide/install.html', 'guide/layers&sources.html', 'guide/layers%26sources.html', 'guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html', 'en/', 'en/guide/layers&sources.html']) {
    const res = await rawGet(site, BASE + p);
    assert.is(res.status, 200, p);
    assert.match(res.headers['content-type'] ?? '', /text\/html/, p);
    assert.is(res.headers['cache-control'], 'no-cache', p);
  }
  const res = await rawGet(site, BASE + 'guide/layers%26sources.html');
  assert.match(res.body, /<title>图层与数据源 \| 路由<\/title>/);
});

Server('non-canonical URLs get a 301 to the canonical one, keeping the query', async ({ site }) => {
  const cases: [string, string][] = [
    ['/static/modules/maplib', BASE],
    [BASE + 'index.html', BASE],
    [BASE + 'guide/index.html', BASE + 'guide/'],
    [BASE + 'guide', BASE + 'guide/'],
    [BASE + 'guide.html', BASE + 'guide/'],
    [BASE + 'GUIDE/', BASE + 'guide/'],
    [BASE + 'guide/install', BASE + 'guide/install.html'],
    [BASE + 'guide/install/', BASE + 'guide/install.html'],
    [BASE + 'Guide/INSTALL.html', BASE + 'guide/install.html'],
    [BASE + 'guide/layers%26sources', BASE + 'guide/layers&sources.html'],
    [BASE + 'guide/LAYERS&SOURCES/', BASE + 'guide/layers&sources.html'],
    [BASE + 'guide/%E5%A4%8D%E6%9D%82%E7%BA%BF', BASE + 'guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html'],
    [BASE + 'en/index.html', BASE + 'en/'],
    [BASE + 'en/guide/Layers&Sources', BASE + 'en/guide/layers&sources.html'],
    ['/STATIC/Modules/maplib/guide/', BASE + 'guide/'],
    [BASE + 'guide/install?x=1&y=2', BASE + 'guide/install.html?x=1&y=2'],
    [BASE + 'guide//install.html', BASE + 'guide/install.html'],
  ];
  for (const [from, to] of cases) {
    const res = await rawGet(site, from);
    assert.is(res.status, 301, from);
    assert.is(res.headers.location, to, from);
  }
});

Server('unknown paths answer 404 with the not-found page of their locale', async ({ site }) => {
  const zh = await rawGet(site, BASE + 'nope');
  assert.is(zh.status, 404);
  assert.match(zh.body, /<html lang="zh-CN">/);
  assert.match(zh.body, /页面未找到/);
  assert.match(zh.body, /id="mapdocs-boot"/, 'the 404 page boots the client');
  const en = await rawGet(site, BASE + 'en/guide/nope.html');
  assert.is(en.status, 404);
  assert.match(en.body, /<html lang="en-US">/);
  assert.match(en.body, /Page not found/);
  for (const p of ['/', '/other/page.html', '/static/modules/', BASE + 'guide/install.htm', BASE + 'assets/missing.js']) {
    const res = await rawGet(site, p);
    assert.is(res.status, 404, p);
  }
});

Server('hashed assets are immutable, public files are served as they are', async ({ site }) => {
  const home = await rawGet(site, BASE);
  const css = /href="([^"]+\.css)"/.exec(home.body)![1];
  const js = /<script type="module" src="([^"]+)"/.exec(home.body)![1];
  for (const url of [css, js]) {
    const res = await rawGet(site, url);
    assert.is(res.status, 200, url);
    assert.match(res.headers['cache-control'] ?? '', /immutable/, url);
  }
  const notes = await rawGet(site, BASE + 'notes.txt');
  assert.is(notes.status, 200);
  assert.match(notes.body, /a public file/);
});

Server('no path leaves the output folder', async ({ site, secret }) => {
  const attempts = [
    BASE + '../out-secret.txt',
    BASE + '..%2fout-secret.txt',
    BASE + '..%2F..%2Fsecret.txt',
    BASE + '%2e%2e/%2e%2e/secret.txt',
    BASE + 'assets/..%2f..%2f..%2fsecret.txt',
    BASE + '%2e%2e%2f%2e%2e%2fsecret.txt',
    '/../../../../etc/passwd',
    BASE + '..\\..\\secret.txt',
    BASE + '.%2e/.%2e/secret.txt',
    BASE + 'guide/%00../../secret.txt',
  ];
  for (const p of attempts) {
    const res = await rawGet(site, p);
    assert.ok(res.status === 404 || res.status === 301 || res.status === 400, `${p} → ${res.status}`);
    assert.not.match(res.body, secret, p);
    assert.not.match(res.body, /root:x:0/, p);
    if (res.status === 301) assert.ok(res.headers.location!.startsWith(BASE), `${p} redirects inside the site`);
  }
});

Server('a protocol-relative path is never redirected to another host', async ({ site }) => {
  for (const p of ['//evil.example/', '//evil.example/static/modules/maplib/guide', '/\\evil.example/']) {
    const res = await rawGet(site, p);
    if (res.status === 301) assert.ok(res.headers.location!.startsWith('/') && !res.headers.location!.startsWith('//'), `${p} → ${res.headers.location}`);
    else assert.is(res.status, 404, p);
  }
});

Server.run();

const Command = suite('serve command');

Command('binds to 127.0.0.1 by default and honours --base', async () => {
  const log = console.log;
  console.log = () => {};
  const server = await serveCommand(FIXTURE, { port: '0', out: path.join(tempDir(), 'out'), base: '/docs/' }).finally(() => (console.log = log));
  try {
    const address = server.server.address() as import('node:net').AddressInfo;
    assert.is(address.address, '127.0.0.1');
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    const res = await fetch(server.url + 'guide/install.html');
    assert.is(res.status, 200);
    assert.match(await res.text(), /href="\/docs\/guide\/"/);
    const old = await fetch(server.url.replace('/docs/', BASE), { redirect: 'manual' });
    assert.is(old.status, 404);
  } finally {
    await server.close();
  }
});

Command('rejects a port that is not a number with a sentence', async () => {
  try {
    await serveCommand(FIXTURE, { port: 'eighty' });
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.match(String((err as Error).message), '--port must be a whole number from 0 to 65535, got "eighty"');
  }
});

Command.run();
