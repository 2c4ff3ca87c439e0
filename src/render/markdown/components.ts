// VuePress built-in components written as HTML in markdown: <Badge>, <CodeGroup>/<code-group> and
// <CodeBlock>/<code-block>. Under VuePress, other self-closing custom tags (`<Bit/>`) are closed as Vue closes them.
import type MarkdownIt from 'markdown-it';
import { decodeEntities, escapeHtml } from '../../shared/escapeHtml.ts';

const ATTR = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attrsOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  // Attribute values are HTML: `a &amp; b` is the text "a & b", escaped once again where it is written out.
  for (const m of source.matchAll(ATTR)) attrs[m[1]] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

/** VuePress's Badge: any type is a class (tip, warning/warn, error and the rest are coloured by content.css). */
function badge(attrString: string, inner = ''): string {
  const a = attrsOf(attrString);
  const type = a.type?.trim() || 'tip';
  const vertical = a.vertical?.trim() || 'top';
  return `<span class="badge ${escapeHtml(type)}" style="vertical-align:${escapeHtml(vertical)}">${escapeHtml(a.text ?? '') || inner}</span>`;
}

// HTML's void elements close themselves; any other `<Tag/>` is closed as Vue's template compiler closes it (inside
// SVG, `<path/>` and `<path></path>` are the same).
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** `<Bit/>` → `<Bit></Bit>`: left self-closed, a browser would open it and swallow the rest of the page into it. */
export function closeCustomTags(html: string): string {
  return html.replace(/<([A-Za-z][\w-]*)(\s[^<>]*?)?\s*\/>/g, (whole, tag: string, attrs = '') => (VOID.has(tag.toLowerCase()) ? whole : `<${tag}${attrs}></${tag}>`));
}

/** Rewrites the component tags inside one chunk of raw HTML; other tags pass through untouched. */
export function rewriteComponents(html: string): string {
  return html
    .replace(/<Badge\b([^>]*?)\/>/g, (_, attrs) => badge(attrs))
    .replace(/<Badge\b([^>]*)>([\s\S]*?)<\/Badge>/g, (_, attrs, inner) => badge(attrs, inner))
    .replace(/<(?:CodeGroup|code-group)\s*\/?>/g, '<div class="code-group" data-island="code-group">')
    .replace(/<\/(?:CodeGroup|code-group)\s*>/g, '</div>')
    .replace(/<(?:CodeBlock|code-block)\b([^>]*)>/g, (_, attrs) => {
      const a = attrsOf(attrs);
      return `<div class="code-group-panel" data-title="${escapeHtml(a.title ?? '')}"${'active' in a ? ' data-active' : ''}>`;
    })
    .replace(/<\/(?:CodeBlock|code-block)\s*>/g, '</div>');
}

export function componentsPlugin(md: MarkdownIt, opts: { vuepress: boolean }): void {
  const rewrite = opts.vuepress ? (html: string) => rewriteComponents(closeCustomTags(html)) : rewriteComponents;
  md.core.ruler.push('vuepress_components', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'html_block') token.content = rewrite(token.content);
      else if (token.type === 'inline')
        for (const child of token.children ?? []) if (child.type === 'html_inline') child.content = rewrite(child.content);
    }
  });
}
