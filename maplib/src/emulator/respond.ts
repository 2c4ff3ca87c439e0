// Response builders: every emulated answer carries its real content type and an x-maplib-emulator header.

const COMMON = {
  'access-control-allow-origin': '*',
  // Emulated data can change (feature edits): let the browser revalidate instead of caching answers.
  'cache-control': 'no-cache',
  'x-maplib-emulator': '1',
};

export function respond(body: BodyInit | null, type: string, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': type, ...COMMON, ...extra } });
}

export function xml(body: string, status = 200, type = 'text/xml; charset=utf-8'): Response {
  return respond(body, type, status);
}

export function json(value: unknown, status = 200, type = 'application/json; charset=utf-8'): Response {
  return respond(JSON.stringify(value), type, status);
}

export function image(bytes: Uint8Array, type: string): Response {
  return respond(bytes as unknown as BodyInit, type);
}

export function text(body: string, status = 200): Response {
  return respond(body, 'text/plain; charset=utf-8', status);
}
