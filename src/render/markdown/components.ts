// VuePress built-in components written as HTML in markdown: <Badge>, <CodeGroup> and <CodeBlock>.
import type MarkdownIt from 'markdown-it';
import { decodeEntities, escapeHtml } from '../../shared/escapeHtml.ts';

const ATTR = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attrsOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  // Attribute values are HTML: `a &amp; b` is the text "a & b", escaped once again where it is written out.
  for (const m of source.matchAll(ATTR)) attrs[m[1]] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}


const BADGE_TYPES = new Set(['tip', 'warning', 'error', 'danger']);

function badge(attrString: string, inner = ''): string {
  const a = attrsOf(attrString);
  const type = BADGE_TYPES.has(a.type) ? (a.type === 'danger' ? 'error' : a.type) : 'tip';
  const vertical = a.vertical === 'middle' || a.vertical === 'bottom' ? a.vertical : 'top';
  return `<span class="badge ${type}" style="vertical-align:${vertical}">${escapeHtml(a.text ?? '') || inner}</span>`;
}

/** Rewrites the component tags inside one chunk of raw HTML; other tags pass through untouched. */
export function rewriteComponents(html: string): string {
  return html
    .replace(/<Badge\b([^>]*?)\/>/g, (_, attrs) => badge(attrs))
    .replace(/<Badge\b([^>]*)>([\s\S]*?)<\/Badge>/g, (_, attrs, inner) => badge(attrs, inner))
    .replace(/<CodeGroup\s*>/g, '<div class="code-group" data-island="code-group">')
    .replace(/<\/CodeGroup\s*>/g, '</div>')
    .replace(/<CodeBlock\b([^>]*)>/g, (_, attrs) => {
      const a = attrsOf(attrs);
      return `<div class="code-group-panel" data-title="${escapeHtml(a.title ?? '')}"${'active' in a ? ' data-active' : ''}>`;
    })
    .replace(/<\/CodeBlock\s*>/g, '</div>');
}

export function componentsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('vuepress_components', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'html_block') token.content = rewriteComponents(token.content);
      else if (token.type === 'inline')
        for (const child of token.children ?? []) if (child.type === 'html_inline') child.content = rewriteComponents(child.content);
    }
  });
}
