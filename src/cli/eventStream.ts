// The event stream of `serve --watch` (Server-Sent Events): rebuild results and errors for every open page.
import type http from 'node:http';

/** Where the stream is served, under the site's base. */
export const EVENTS_PATH = '__mapdocs/events';

export interface EventStream {
  /** Answers a browser's request with the stream; it receives the sticky event, if any, at once. */
  open(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Sends an event to every open stream. A sticky event (a failed rebuild) also greets browsers that connect later,
   * such as a page reloaded meanwhile, until the next event replaces it.
   */
  send(event: string, data: unknown, sticky?: boolean): void;
  /** Ends every stream (the server cannot close while one is open). */
  close(): void;
  readonly clients: number;
}

export function createEventStream(): EventStream {
  const clients = new Set<http.ServerResponse>();
  let sticky: string | null = null;
  // Proxies and idle timeouts drop a silent connection; a comment line every 25 s keeps it open.
  const ping = setInterval(() => clients.forEach((res) => res.write(': ping\n\n')), 25000);
  ping.unref();
  return {
    open(req, res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      // After a restart of the server, browsers reconnect within a second.
      res.write('retry: 1000\n\n');
      if (sticky) res.write(sticky);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    send(event, data, keep = false) {
      const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      sticky = keep ? frame : null;
      for (const res of clients) res.write(frame);
    },
    close() {
      clearInterval(ping);
      for (const res of clients) res.end();
      clients.clear();
    },
    get clients() {
      return clients.size;
    },
  };
}
