// `mapdocs serve`: real HTTP requests against the built routing fixture.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, tempDir, type ServedSite } from '../helpers/site.ts';
import { serveCommand } from '../../src/cli/serveCommand.ts';

const FIXTURE = path.resolve('test/fixtures/routing/docs');
const BASE = '/static/modules/maplib/';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as it came over the wire (still compressed when Content-Encoding says so). */
  raw: Buffer;
}

/** A request with the path sent exactly as written (fetch would normalise `..` and escapes). */
function rawRequest(site: ServedSite, rawPath: string, method = 'GET', headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    // A request the server never answers (a crashed handler) fails the test instead of hanging it.
    req.setTimeout(10000, () => req.destroy(new Error(`no answer to ${method} ${rawPath}`)));
    req.on('error', reject);
    req.end();
  });
}

const rawGet = (site: ServedSite, rawPath: string) => rawRequest(site, rawPath);

/** Bytes sent over a plain socket (requests no HTTP client would write); resolves with what came back. */
function rawSocket(site: ServedSite, bytes: string): Promise<string> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

/** Runs `body` and returns the uncaught exceptions it caused (each one would have ended `mapdocs serve`). */
async function uncaughtDuring(body: () => Promise<void>): Promise<Error[]> {
  const caught: Error[] = [];
  const listener = (err: Error) => caught.push(err);
  process.on('uncaughtException', listener);
  try {
    await body();
    // A crash in a stream callback may land a tick after the response.
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    process.off('uncaughtException', listener);
  }
  return caught;
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
    [BASE + 'guide/install.html/', BASE + 'guide/install.html'],
    [BASE + 'guide/install.html/?x=1', BASE + 'guide/install.html?x=1'],
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

Server('every file but the pages may be read from another origin (playgrounds load the site\'s assets and data)', async ({ site }) => {
  const home = await rawGet(site, BASE);
  assert.is(home.headers['access-control-allow-origin'], undefined, 'a page');
  const js = /<script type="module" src="([^"]+)"/.exec(home.body)![1];
  for (const url of [js, BASE + 'notes.txt']) assert.is((await rawGet(site, url)).headers['access-control-allow-origin'], '*', url);
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

const NOTES = 'a public file, served as is\n';

Server('a Range it cannot satisfy, or a malformed one, gets 416 with the size; a good one 206 with its bytes', async ({ site }) => {
  const crashes = await uncaughtDuring(async () => {
    for (const range of ['bytes=5-2', 'bytes=28-', 'bytes=100-200', 'bytes=-0', 'bytes=abc', 'bytes=1-x', 'bytes=', 'bytes=--3', 'bytes=3', 'nonsense', 'bytes=0-1,', 'bytes=40-50,60-']) {
      const res = await rawRequest(site, BASE + 'notes.txt', 'GET', { Range: range });
      assert.is(res.status, 416, range);
      assert.is(res.headers['content-range'], `bytes */${NOTES.length}`, range);
    }
    const cases: [string, number, string, string | undefined][] = [
      ['bytes=0-0', 206, 'a', 'bytes 0-0/28'],
      ['bytes=2-7', 206, 'public', 'bytes 2-7/28'],
      ['bytes=-3', 206, 'is\n', 'bytes 25-27/28'],
      ['bytes=20-', 206, 'd as is\n', 'bytes 20-27/28'],
      ['bytes=25-999', 206, 'is\n', 'bytes 25-27/28'],
      ['bytes=-999', 206, NOTES, 'bytes 0-27/28'],
      ['Bytes = 2-7', 206, 'public', 'bytes 2-7/28'],
      // Several ranges, or another unit: a server may answer with the whole file.
      ['bytes=0-1, 4-5', 200, NOTES, undefined],
      ['items=0-5', 200, NOTES, undefined],
    ];
    for (const [range, status, body, contentRange] of cases) {
      const res = await rawRequest(site, BASE + 'notes.txt', 'GET', { Range: range });
      assert.is(res.status, status, range);
      assert.is(res.body, body, range);
      assert.is(res.headers['content-range'], contentRange, range);
      assert.is(res.headers['content-length'], String(Buffer.byteLength(body)), range);
    }
    // A Range on a page, and a Range for a file that changed since (If-Range): the whole page.
    const page = await rawRequest(site, BASE + 'guide/install.html', 'GET', { Range: 'bytes=5-2' });
    assert.is(page.status, 416);
    const stale = await rawRequest(site, BASE + 'notes.txt', 'GET', { Range: 'bytes=0-0', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    assert.is(stale.status, 200);
    assert.is(stale.body, NOTES);
  });
  assert.equal(crashes.map(String), []);
  assert.is((await rawGet(site, BASE + 'guide/install.html')).status, 200, 'still serving');
});

Server('files over a MiB are streamed: whole, a range across the first MiB, HEAD', async ({ site }) => {
  // Bytes 0, 1, … 250, 0, 1, …: any misplaced byte shows.
  const big = Buffer.from(Array.from({ length: (2 << 20) + 3 }, (_, i) => i % 251));
  fs.writeFileSync(path.join(site.outDir, 'big.bin'), big);
  const whole = await fetch(site.url + 'big.bin');
  assert.is(whole.status, 200);
  assert.ok(Buffer.from(await whole.arrayBuffer()).equals(big));
  const part = await fetch(site.url + 'big.bin', { headers: { Range: 'bytes=1048570-1048590' } });
  assert.is(part.status, 206);
  assert.is(part.headers.get('content-range'), `bytes 1048570-1048590/${big.length}`);
  assert.ok(Buffer.from(await part.arrayBuffer()).equals(big.subarray(1048570, 1048591)));
  const head = await rawRequest(site, BASE + 'big.bin', 'HEAD');
  assert.is(head.headers['content-length'], String(big.length));
  assert.is(head.body, '');
});

Server('methods other than GET and HEAD get 405 with Allow; HEAD gets the headers and no body', async ({ site }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL']) {
    for (const p of [BASE + 'guide/install.html', BASE + 'notes.txt', BASE + 'nope', '/elsewhere']) {
      const res = await rawRequest(site, p, method);
      assert.is(res.status, 405, `${method} ${p}`);
      assert.is(res.headers.allow, 'GET, HEAD', `${method} ${p}`);
    }
  }
  const get = await rawRequest(site, BASE + 'guide/install.html');
  const head = await rawRequest(site, BASE + 'guide/install.html', 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.body, '');
  assert.is(head.headers['content-length'], String(Buffer.byteLength(get.body)));
  assert.is(head.headers['content-type'], get.headers['content-type']);
  assert.is((await rawRequest(site, BASE + 'nope', 'HEAD')).status, 404);
});

/** A small seeded generator, so a failing fuzz case can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

Server('a bounded fuzz of ranges, methods and URLs: every answer is an HTTP answer, no crash, and a normal GET still works', async ({ site }) => {
  const random = seeded(14);
  const pick = <T,>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
  const number = () => pick(['0', '1', '5', '27', '28', '29', String(Math.floor(random() * 100000)), '9'.repeat(30), '-1', '0x10', '1e3', ' 3', '']);
  const ranges = () =>
    pick([
      () => `bytes=${number()}-${number()}`,
      () => `bytes=-${number()}`,
      () => `bytes=${number()}-`,
      () => `bytes=${number()}-${number()},${number()}-${number()}`,
      () => pick(['bytes', 'bytes=', 'bytes=-', 'bytes=--', '=0-1', 'bytes=0-1-2', 'bytes=0--1', 'bytes = 1 - 2', 'BYTES=1-2', 'lines=1-2', 'bytes=\u00e9-1', ',,,']),
      () => `bytes=${Array.from({ length: 40 }, () => `${number()}-${number()}`).join(',')}`,
    ])();
  const segment = () =>
    pick(['guide', 'install.html', 'layers&sources.html', 'layers%26sources.html', '%E5%A4%8D%E6%9D%82%E7%BA%BF.html', 'notes.txt', 'assets', '%00', '%2e%2e', '..', '.', '%2e', '%2f', '%5c', '%zz', '%', '%E5%A4', '%C0%AE', 'a#b', 'a%23b.html', 'why%3F.html', 'x?y=1', '~', '.git', '.mapdocs-output', 'index.html', 'a'.repeat(300), '%F0%9F%98%80', ';', '*']);
  const known = [BASE + 'notes.txt', BASE + 'guide/install.html', BASE + 'guide/layers%26sources.html', BASE + 'guide/%E5%A4%8D%E6%9D%82%E7%BA%BF.html', BASE];
  const url = () => {
    if (random() < 0.5) return pick(known);
    const p = Array.from({ length: 1 + Math.floor(random() * 5) }, segment).join(pick(['/', '//', '/./']));
    return pick([BASE, '/', '//', BASE.toUpperCase(), '/static/modules/maplib']) + p + pick(['', '', '/', '?', '?a=%zz', '#x']);
  };
  const methods = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'LOCK', 'SEARCH', 'PURGE'];
  const allowed = new Set([200, 206, 301, 404, 405, 416]);
  const seen = new Map<number, number>();
  const crashes = await uncaughtDuring(async () => {
    for (let i = 0; i < 300; i++) {
      const method = pick(methods);
      const target = url();
      const headers: http.OutgoingHttpHeaders = random() < 0.6 ? { Range: ranges() } : {};
      if (random() < 0.1) headers['If-Range'] = pick(['garbage', new Date().toUTCString()]);
      const res = await rawRequest(site, target, method, headers);
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      assert.ok(allowed.has(res.status), `${method} ${target} ${JSON.stringify(headers)} → ${res.status}`);
      if (res.headers['content-length'] !== undefined && method !== 'HEAD')
        assert.is(Buffer.byteLength(res.body), Number(res.headers['content-length']), `${method} ${target} body length`);
    }
    // Requests no HTTP client sends: Node's parser answers 400 or 431 and closes, the server goes on.
    const overlong = BASE + 'a'.repeat(20000);
    for (const bytes of [`GET ${overlong} HTTP/1.1\r\nHost: x\r\n\r\n`, 'GET /\0 HTTP/1.1\r\n\r\n', 'GARBAGE\r\n\r\n', `GET ${BASE} HTTP/1.1\r\nRange: bytes=5-2\r\nHost: x\r\n\r\n`, '\r\n\r\n\r\n']) {
      const answer = await rawSocket(site, bytes);
      assert.not.match(answer, /^HTTP\/1\.1 5/, JSON.stringify(bytes.slice(0, 40)));
    }
  });
  assert.equal(crashes.map(String), []);
  assert.ok((seen.get(416) ?? 0) > 10 && (seen.get(405) ?? 0) > 10 && (seen.get(404) ?? 0) > 10, `a spread of answers: ${JSON.stringify([...seen])}`);
  const after = await rawGet(site, BASE + 'guide/layers%26sources.html');
  assert.is(after.status, 200);
  assert.match(after.body, /<title>图层与数据源 \| 路由<\/title>/);
});

/** Decodes a body by its Content-Encoding. */
function decoded(res: Answer): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.raw);
  if (encoding === 'gzip') return zlib.gunzipSync(res.raw);
  assert.is(encoding, undefined, 'an encoding this test knows');
  return res.raw;
}

/** A compressible static file of ~60 KB in the output folder. */
function writeJson(site: ServedSite, name: string, seed: number): Buffer {
  const bytes = Buffer.from(JSON.stringify(Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `feature ${(i * seed) % 997}`, x: (i * 7) % 360 }))));
  fs.writeFileSync(path.join(site.outDir, name), bytes);
  return bytes;
}

Server('text-like files go out as brotli or gzip as the client accepts, with Vary, a length and an ETag of their own', async ({ site }) => {
  const file = writeJson(site, 'compress.json', 3);
  const cases: [string | undefined, string | undefined][] = [
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ];
  const tags = new Set<string>();
  for (const [accept, encoding] of cases) {
    const res = await rawRequest(site, BASE + 'compress.json', 'GET', accept === undefined ? {} : { 'Accept-Encoding': accept });
    assert.is(res.status, 200, accept);
    assert.is(res.headers['content-encoding'], encoding, accept);
    assert.is(res.headers.vary, 'Accept-Encoding', accept);
    assert.is(res.headers['content-type'], 'application/json; charset=utf-8', accept);
    assert.is(res.headers['content-length'], String(res.raw.length), accept);
    assert.ok(decoded(res).equals(file), `${accept}: the decoded body is the file`);
    if (encoding) assert.ok(res.raw.length < file.length / 3, `${accept}: ${res.raw.length} bytes of ${file.length}`);
    assert.match(res.headers.etag!, encoding ? new RegExp(`^W/".+-${encoding}"$`) : /^"[^"]+"$/, accept);
    tags.add(res.headers.etag!);
  }
  assert.is(tags.size, 3, 'one ETag per encoding and one for the plain file');
});

Server('HEAD of a compressed answer: its headers and length, no body; 304 for its ETag', async ({ site }) => {
  writeJson(site, 'head.json', 5);
  const accept = { 'Accept-Encoding': 'gzip, br' };
  // HEAD first: the body is compressed (and cached) to know its length.
  const head = await rawRequest(site, BASE + 'head.json', 'HEAD', accept);
  const get = await rawRequest(site, BASE + 'head.json', 'GET', accept);
  assert.is(head.status, 200);
  assert.is(head.raw.length, 0);
  for (const h of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) assert.is(head.headers[h], get.headers[h], h);
  const again = await rawRequest(site, BASE + 'head.json', 'GET', { ...accept, 'If-None-Match': get.headers.etag! });
  assert.is(again.status, 304);
  assert.is(again.raw.length, 0);
  assert.is(again.headers.etag, get.headers.etag);
  // The brotli answer's ETag does not validate the plain one, nor the reverse.
  assert.is((await rawRequest(site, BASE + 'head.json', 'GET', { 'If-None-Match': get.headers.etag! })).status, 200);
  const plain = await rawRequest(site, BASE + 'head.json');
  assert.is((await rawRequest(site, BASE + 'head.json', 'GET', { 'If-None-Match': plain.headers.etag! })).status, 304);
  assert.is((await rawRequest(site, BASE + 'head.json', 'GET', { ...accept, 'If-None-Match': plain.headers.etag! })).status, 200);
});

Server('a Range request gets the plain bytes even when the client accepts brotli', async ({ site }) => {
  const file = writeJson(site, 'range.json', 7);
  const res = await rawRequest(site, BASE + 'range.json', 'GET', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=100-199' });
  assert.is(res.status, 206);
  assert.is(res.headers['content-encoding'], undefined);
  assert.is(res.headers['content-range'], `bytes 100-199/${file.length}`);
  assert.ok(res.raw.equals(file.subarray(100, 200)));
});

Server('images, binary data and files under 1 KB go out as they are', async ({ site }) => {
  const png = Buffer.alloc(5000, 7);
  fs.writeFileSync(path.join(site.outDir, 'flat.png'), png);
  const img = await rawRequest(site, BASE + 'flat.png', 'GET', { 'Accept-Encoding': 'br, gzip' });
  assert.is(img.headers['content-encoding'], undefined);
  assert.is(img.headers.vary, undefined, 'a PNG never varies by encoding');
  assert.ok(img.raw.equals(png));
  const small = await rawRequest(site, BASE + 'notes.txt', 'GET', { 'Accept-Encoding': 'br, gzip' });
  assert.is(small.headers['content-encoding'], undefined);
  assert.is(small.body, NOTES);
});

Server('a precompressed .br/.gz sibling is sent as it is when it is current; a stale one is ignored', async ({ site }) => {
  const file = writeJson(site, 'pre.json', 11);
  const out = (name: string) => path.join(site.outDir, name);
  // Made at other settings than serve's own, so the bytes tell which one was sent.
  const br = zlib.brotliCompressSync(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(file, { level: 1 });
  fs.writeFileSync(out('pre.json.br'), br);
  fs.writeFileSync(out('pre.json.gz'), gz);
  const viaBr = await rawRequest(site, BASE + 'pre.json', 'GET', { 'Accept-Encoding': 'gzip, br' });
  assert.is(viaBr.headers['content-encoding'], 'br');
  assert.ok(viaBr.raw.equals(br), 'the .br file, byte for byte');
  assert.is(viaBr.headers['content-length'], String(br.length));
  assert.match(viaBr.headers.etag!, /-br"$/);
  const viaGz = await rawRequest(site, BASE + 'pre.json', 'GET', { 'Accept-Encoding': 'gzip' });
  assert.ok(viaGz.raw.equals(gz), 'the .gz file, byte for byte');
  assert.is(viaGz.headers['content-length'], String(gz.length));
  const head = await rawRequest(site, BASE + 'pre.json', 'HEAD', { 'Accept-Encoding': 'br' });
  assert.is(head.headers['content-length'], String(br.length));
  assert.is((await rawRequest(site, BASE + 'pre.json', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': viaBr.headers.etag! })).status, 304);
  // The file changes after its siblings were written: they are stale and serve compresses the new file itself.
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(out('pre.json.br'), past, past);
  fs.utimesSync(out('pre.json.gz'), past, past);
  const stale = await rawRequest(site, BASE + 'pre.json', 'GET', { 'Accept-Encoding': 'br' });
  assert.is(stale.headers['content-encoding'], 'br');
  assert.not.ok(stale.raw.equals(br), 'not the stale sibling');
  assert.ok(decoded(stale).equals(file));
});

Server('a sibling newer than its file but made from an earlier version of it is not sent (a copy or checkout reorders times)', async ({ site }) => {
  const out = (name: string) => path.join(site.outDir, name);
  const old = writeJson(site, 'reordered.json', 17);
  const br = zlib.brotliCompressSync(old);
  const gz = zlib.gzipSync(old);
  // The file is edited, then the old siblings get newer times than it (as `cp -r` or a checkout may give them).
  const file = writeJson(site, 'reordered.json', 19);
  fs.writeFileSync(out('reordered.json.br'), br);
  fs.writeFileSync(out('reordered.json.gz'), gz);
  const future = new Date(Date.now() + 60_000);
  fs.utimesSync(out('reordered.json.br'), future, future);
  fs.utimesSync(out('reordered.json.gz'), future, future);
  for (const accept of ['br', 'gzip', 'br', 'gzip']) {
    const res = await rawRequest(site, BASE + 'reordered.json', 'GET', { 'Accept-Encoding': accept });
    assert.not.ok(res.raw.equals(br) || res.raw.equals(gz), `${accept}: not the stale sibling`);
    assert.ok(decoded(res).equals(file), `${accept}: the file as it is`);
  }
  // Made again from the file as it is: sent, byte for byte.
  const fresh = zlib.brotliCompressSync(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(out('reordered.json.br'), fresh);
  assert.ok((await rawRequest(site, BASE + 'reordered.json', 'GET', { 'Accept-Encoding': 'br' })).raw.equals(fresh));
});

Server('a file that changes is compressed anew: the cache never sends the old version', async ({ site }) => {
  const accept = { 'Accept-Encoding': 'br' };
  const first = writeJson(site, 'changing.json', 13);
  assert.ok(decoded(await rawRequest(site, BASE + 'changing.json', 'GET', accept)).equals(first));
  // Same length, other bytes, same second: only the inode or mtime tells them apart.
  const second = Buffer.from(first.toString('utf8').replaceAll('feature', 'Feature'));
  assert.is(second.length, first.length);
  fs.writeFileSync(path.join(site.outDir, 'changing.json.tmp'), second);
  fs.renameSync(path.join(site.outDir, 'changing.json.tmp'), path.join(site.outDir, 'changing.json'));
  const res = await rawRequest(site, BASE + 'changing.json', 'GET', accept);
  assert.ok(decoded(res).equals(second), 'the new file');
});

Server('pages and hashed assets are compressed too; the page body decodes to the file', async ({ site }) => {
  const page = await rawRequest(site, BASE + 'guide/install.html', 'GET', { 'Accept-Encoding': 'br' });
  assert.is(page.headers['content-encoding'], 'br');
  assert.ok(decoded(page).equals(fs.readFileSync(path.join(site.outDir, 'guide/install.html'))));
  const js = /<script type="module" src="([^"]+)"/.exec(decoded(page).toString('utf8'))![1];
  const asset = await rawRequest(site, js, 'GET', { 'Accept-Encoding': 'gzip' });
  assert.is(asset.headers['content-encoding'], 'gzip');
  assert.match(asset.headers['cache-control'] ?? '', /immutable/);
  assert.match(asset.headers['content-type'] ?? '', /javascript/);
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

Command('a host other machines can reach gets a warning that the site is exposed to the network; loopback none', async () => {
  const warnings: string[] = [];
  const { log, warn } = console;
  console.log = () => {};
  console.warn = (line: string) => warnings.push(line);
  try {
    for (const host of ['127.0.0.1', '0.0.0.0']) {
      const server = await serveCommand(FIXTURE, { port: '0', host, out: path.join(tempDir(), 'out') });
      await server.close();
    }
  } finally {
    Object.assign(console, { log, warn });
  }
  assert.equal(warnings, ['warning  --host 0.0.0.0 serves the site on every network interface: anyone on the network can reach it (--host 127.0.0.1 keeps it on this machine)']);
});

Command.run();

const Names = suite<{ site: ServedSite }>('file names with & # ?');

Names.before(async (ctx) => {
  ctx.site = await buildAndServe(path.resolve('test/fixtures/special-names/docs'), { outDir: path.join(tempDir(), 'out') });
});

Names.after(async (ctx) => {
  await ctx.site.close();
});

Names('pages named with # ? & are served under their encoded URLs; `?` typed unencoded redirects to the encoded one', async ({ site }) => {
  const b = site.base;
  for (const [p, title] of [
    ['guide/c%23-notes.html', 'C# notes'],
    ['guide/why%3F.html', 'Why?'],
    ['guide/layers%26sources.html', 'Layers &amp; sources'],
    ['guide/layers&sources.html', 'Layers &amp; sources'],
  ]) {
    const res = await rawGet(site, b + p);
    assert.is(res.status, 200, p);
    assert.match(res.body, `<title>${title} | Names</title>`, p);
  }
  const cases: [string, string][] = [
    ['guide/why?.html', b + 'guide/why%3F.html'],
    ['guide/why?.html?x=1', b + 'guide/why%3F.html?x=1'],
    ['guide/WHY%3f', b + 'guide/why%3F.html'],
    ['guide/c%23-notes', b + 'guide/c%23-notes.html'],
  ];
  for (const [from, to] of cases) {
    const res = await rawGet(site, b + from);
    assert.is(res.status, 301, from);
    assert.is(res.headers.location, to, from);
  }
  // `#` typed unencoded never reaches a server: `/guide/c` is not a page (the client resolves it from the fragment).
  assert.is((await rawGet(site, b + 'guide/c')).status, 404);
});

Names('non-page files are found under their decoded names, as static hosts decode them', async ({ site }) => {
  for (const p of ['guide/layers%26sources.demo-1.html', 'guide/layers&sources.demo-1.html', 'guide/c%23-notes.demo-1.html']) {
    const res = await rawGet(site, site.base + p);
    assert.is(res.status, 200, p);
    assert.match(res.headers['content-type'] ?? '', /text\/html/, p);
  }
});

Names.run();
