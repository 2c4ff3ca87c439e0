// Minimal XML writing: escaping and an element helper, enough for capabilities and exception documents.

export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** `el('Name', {}, 'countries')` → `<Name>countries</Name>`; children may be strings of XML or arrays of them. */
export function el(name: string, attrs: Record<string, string | number | undefined> = {}, ...children: (string | string[])[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('');
  const body = children.flat().join('');
  return body === '' ? `<${name}${a}/>` : `<${name}${a}>${body}</${name}>`;
}

/** A text element: the value is escaped. */
export function tx(name: string, value: string | number, attrs: Record<string, string | number | undefined> = {}): string {
  return el(name, attrs, esc(value));
}

export const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>';
