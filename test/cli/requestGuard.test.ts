// The last-resort request handler: a handler that throws or rejects answers 500 and logs, the server goes on.
import http from 'node:http';
import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { guardRequests } from '../../src/cli/requestGuard.ts';

test('a handler that throws or rejects gets a 500 and a logged error; the next request is answered', async () => {
  const logged: string[] = [];
  const handler = guardRequests(async (req, res) => {
    if (req.url === '/throws') throw new Error('boom in a handler');
    if (req.url === '/rejects') return Promise.reject(new Error('late boom'));
    if (req.url === '/midway') {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('partial');
      throw new Error('boom after the headers');
    }
    res.end('fine');
  }, (line) => logged.push(line));
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  try {
    for (const p of ['/throws', '/rejects']) {
      const res = await fetch(origin + p);
      assert.is(res.status, 500, p);
      assert.match(await res.text(), 'Internal server error');
    }
    // Headers already sent: the connection is cut, so the client sees a failure rather than a short page.
    const cut = await fetch(origin + '/midway').then((r) => r.text()).then(() => 'whole', () => 'cut');
    assert.is(cut, 'cut');
    assert.is(await (await fetch(origin + '/ok')).text(), 'fine');
    assert.is(logged.length, 3);
    assert.match(logged[0], /^error  GET \/throws: Error: boom in a handler/);
    assert.match(logged[1], /^error  GET \/rejects: Error: late boom/);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('other methods get 405 with Allow before any handler runs', async () => {
  let ran = 0;
  const server = http.createServer(guardRequests(() => void ran++, () => {}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  try {
    const res = await fetch(origin + '/x', { method: 'POST', body: 'data' });
    assert.is(res.status, 405);
    assert.is(res.headers.get('allow'), 'GET, HEAD');
    assert.is(ran, 0);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test.run();
