// What every request meets first: methods other than GET and HEAD get 405, and a handler that throws or rejects gets
// a logged error and a 500 answer, so no request can take the server down.
import type http from 'node:http';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

export const ALLOWED_METHODS = 'GET, HEAD';

export function guardRequests(handler: RequestHandler, logError: (line: string) => void): RequestHandler {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(`${req.method} is not allowed here: this server only serves files (${ALLOWED_METHODS})\n`);
      return;
    }
    const fail = (err: unknown) => {
      logError(`error  ${req.method} ${req.url}: ${(err as Error)?.stack ?? String(err)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Internal server error (the terminal running mapdocs has the details)\n');
    };
    try {
      const pending = handler(req, res);
      if (pending) pending.catch(fail);
    } catch (err) {
      fail(err);
    }
  };
}
