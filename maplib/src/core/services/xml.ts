// A small XML reader for service documents (WMS/WMTS capabilities, exception reports): elements, attributes and text,
// by local name. Pure and DOM-free, so it runs the same in Node tests, pages and workers.

export interface XmlElement {
  /** Qualified name as written (`ows:Identifier`). */
  name: string;
  /** Name without its namespace prefix (`Identifier`). */
  local: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (its text nodes and CDATA, joined; child elements' text is not included). */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e] ?? all;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses an XML document into its root element. Declarations, DOCTYPE, comments and processing instructions are
 * skipped; namespaces are kept in `name` and dropped in `local`. Throws on text that is not well-formed XML.
 */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', local: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const tag = /<(\/?)([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const attr = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const top = stack[stack.length - 1];
    if (lt < 0) {
      if (source.slice(i).trim()) throw new Error('XML: text after the root element');
      break;
    }
    if (lt > i && stack.length > 1) top.text += decodeEntities(source.slice(i, lt));
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end < 0) throw new Error('XML: unclosed comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end < 0) throw new Error('XML: unclosed CDATA section');
      top.text += source.slice(lt + 9, end);
      i = end + 3;
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      if (end < 0) throw new Error('XML: unclosed processing instruction');
      i = end + 2;
    } else if (source.startsWith('<!', lt)) {
      // DOCTYPE, possibly with an internal subset in brackets.
      let depth = 0;
      let j = lt + 2;
      for (; j < source.length; j++) {
        if (source[j] === '[') depth++;
        else if (source[j] === ']') depth--;
        else if (source[j] === '>' && depth <= 0) break;
      }
      i = j + 1;
    } else {
      tag.lastIndex = lt;
      const m = tag.exec(source);
      if (!m) throw new Error(`XML: malformed tag at ${lt}: ${source.slice(lt, lt + 40)}`);
      const [whole, close, name, attrText, selfClose] = m;
      i = lt + whole.length;
      if (close) {
        if (top.name !== name) throw new Error(`XML: </${name}> closes <${top.name}>`);
        top.text = top.text.trim();
        stack.pop();
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const a of attrText.matchAll(attr)) attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? '');
      const el: XmlElement = { name, local: localName(name), attrs, children: [], text: '' };
      top.children.push(el);
      if (!selfClose) stack.push(el);
    }
  }
  if (stack.length > 1) throw new Error(`XML: <${stack[stack.length - 1].name}> is not closed`);
  const first = root.children[0];
  if (!first) throw new Error('XML: no root element');
  return first;
}

/** Direct children with a local name. */
export function childrenOf(el: XmlElement | undefined, local: string): XmlElement[] {
  return el ? el.children.filter((c) => c.local === local) : [];
}

/** The first direct child with a local name. */
export function childOf(el: XmlElement | undefined, local: string): XmlElement | undefined {
  return el?.children.find((c) => c.local === local);
}

/** Text of the first direct child with a local name (undefined when there is none). */
export function textOf(el: XmlElement | undefined, local: string): string | undefined {
  return childOf(el, local)?.text;
}

/** Every element below `el` (depth first) with a local name. */
export function descendants(el: XmlElement | undefined, local: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.local === local) out.push(c);
      walk(c);
    }
  };
  if (el) walk(el);
  return out;
}

/** An attribute by local name (`xlink:href` is found as `href`). */
export function attrOf(el: XmlElement | undefined, local: string): string | undefined {
  if (!el) return undefined;
  if (local in el.attrs) return el.attrs[local];
  for (const [k, v] of Object.entries(el.attrs)) if (localName(k) === local) return v;
  return undefined;
}

/**
 * The message of an OGC exception document (WMS ServiceExceptionReport, OWS ExceptionReport), or undefined when the
 * text is not one: `"LayerNotDefined: layer \"x\" is not defined"`.
 */
export function ogcExceptionMessage(text: string): string | undefined {
  if (!/ExceptionReport/.test(text)) return undefined;
  try {
    const root = parseXml(text);
    const ex = descendants(root, 'ServiceException')[0] ?? descendants(root, 'Exception')[0];
    if (!ex) return undefined;
    const code = ex.attrs.code ?? ex.attrs.exceptionCode;
    const message = ex.text || textOf(ex, 'ExceptionText') || '';
    return code ? `${code}: ${message}` : message;
  } catch {
    return undefined;
  }
}
