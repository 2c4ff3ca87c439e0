// Cuts a page's rendered markdown into searchable sections (intro, then one per h2/h3) of plain text and code.
import { decodeEntities } from '../../shared/escapeHtml.ts';

export interface ExtractedSection {
  /** Heading text; empty for the intro (the text before the first h2/h3). */
  heading: string;
  /** The heading's id; empty for the intro. */
  slug: string;
  /** Prose, whitespace collapsed, markup dropped. */
  text: string;
  /** Text of code blocks (`<pre>`), kept apart: only its identifiers are indexed. */
  code: string;
  /** Share of the text that is link text (a "related pages" list is all links). */
  linkShare: number;
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
// Elements that carry no reading text: scripts, the `#` anchors, the [[toc]] list (it repeats headings), code-block
// chrome, demo mount points and toolbars.
const SKIP_TAGS = new Set(['script', 'style', 'template', 'svg', 'button', 'noscript', 'textarea']);
const SKIP_CLASSES: Record<string, RegExp> = {
  a: /\bheader-anchor\b/,
  nav: /\btable-of-contents\b/,
  span: /^(lang)$/,
  div: /\bdemo-(display|actions)\b/,
};
const BLOCK = new Set(
  'p div li ul ol tr td th table br hr blockquote pre h1 h2 h3 h4 h5 h6 dt dd dl details summary section article figure figcaption header footer'.split(' '),
);
const ATTR_RES = new Map<string, RegExp>();

function attr(attrs: string, name: string): string | undefined {
  let re = ATTR_RES.get(name);
  if (!re) ATTR_RES.set(name, (re = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')));
  const m = re.exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3]) : undefined;
}

export function extractSections(html: string): ExtractedSection[] {
  const sections: ExtractedSection[] = [];
  let current = { heading: '', slug: '', text: [] as string[], code: [] as string[], links: 0 };
  let headingBuf: string[] | null = null;
  let headingTag = '';
  let skip: { tag: string; depth: number } | null = null;
  let preDepth = 0;
  let linkDepth = 0;

  const flush = () => {
    const text = clean(current.text.join(''));
    const linkShare = text ? Math.min(1, current.links / text.replace(/\s/g, '').length) : 0;
    sections.push({ heading: clean(current.heading), slug: current.slug, text, code: current.code.join('').trim(), linkShare });
  };
  const emit = (s: string) => {
    if (skip || !s) return;
    if (headingBuf) headingBuf.push(s);
    else if (preDepth > 0) current.code.push(s);
    else {
      current.text.push(s);
      if (linkDepth > 0) current.links += s.replace(/\s/g, '').length;
    }
  };

  let last = 0;
  const tags = new RegExp(TAG.source, 'g');
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    emit(decodeEntities(html.slice(last, m.index)));
    last = m.index + m[0].length;
    if (!m[2]) continue; // comment
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    const attrs = m[3];
    const selfClosing = attrs.trimEnd().endsWith('/');
    if (skip) {
      if (tag === skip.tag && !selfClosing) skip.depth += closing ? -1 : 1;
      if (skip.depth === 0) skip = null;
      continue;
    }
    if (!closing && !selfClosing && (SKIP_TAGS.has(tag) || SKIP_CLASSES[tag]?.test(attr(attrs, 'class') ?? ''))) {
      skip = { tag, depth: 1 };
      continue;
    }
    if (/^h[1-3]$/.test(tag)) {
      if (!closing) {
        const id = attr(attrs, 'id');
        if (tag !== 'h1' && id) {
          flush();
          current = { heading: '', slug: id, text: [], code: [], links: 0 };
        }
        headingBuf = [];
        headingTag = tag;
      } else if (headingBuf && tag === headingTag) {
        // The h1 is the page title, which the index takes from the page record.
        if (tag !== 'h1' && current.slug && !current.heading) current.heading = headingBuf.join('');
        headingBuf = null;
      }
      continue;
    }
    if (tag === 'pre') preDepth += closing ? -1 : 1;
    // A highlighted block is a tag or two per word: its text is taken whole, up to its </pre> (read as any other tag).
    if (tag === 'pre' && !closing && !selfClosing && !headingBuf) {
      const end = html.indexOf('</pre>', last);
      const code = end < 0 ? undefined : codeText(html.slice(last, end));
      if (code !== undefined) {
        emit('\n');
        emit(code);
        tags.lastIndex = last = end;
        continue;
      }
    }
    if (tag === 'a' && !selfClosing) linkDepth = Math.max(0, linkDepth + (closing ? -1 : 1));
    if (BLOCK.has(tag)) emit(preDepth > 0 ? '\n' : ' ');
  }
  emit(decodeEntities(html.slice(last)));
  flush();
  return sections;
}

/** Tags of a highlighted block (shiki's `<code>`, and a `<span>` per line and token), which hold nothing but its text. */
const CODE_MARKUP = /<\/?(?:span|code)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** A `<` that opens anything else: another element, a comment, or text that was never escaped. */
const OTHER_MARKUP = /<(?!\/?(?:span|code)\b)/;
/** A tag the walk might not read through as plain markup: a span of class `lang` (SKIP_CLASSES), or any tag holding a character reference. */
const MAYBE_SKIPPED = /lang|&/i;

/**
 * The text a `<pre>`'s content gives when its tags are all code markup — what the tag-by-tag walk gives for it, each
 * stretch between tags decoded on its own — or undefined when the content needs that walk.
 */
function codeText(inner: string): string | undefined {
  if (OTHER_MARKUP.test(inner)) return undefined;
  let text = '';
  let at = 0;
  for (const m of inner.matchAll(CODE_MARKUP)) {
    // A span the walk skips, or a quoted `>` (where the walk, reading the whole page, might end the tag elsewhere).
    if (MAYBE_SKIPPED.test(m[0]) || m[0].indexOf('>') < m[0].length - 1) return undefined;
    text += decodeEntities(inner.slice(at, m.index));
    at = m.index + m[0].length;
  }
  return text + decodeEntities(inner.slice(at));
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
