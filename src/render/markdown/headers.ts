// Adds heading anchors (Chinese-friendly slugs) and collects h1 title and h2/h3 headers into env.
import type MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { slugify } from '../../shared/slugify.ts';
import type { MarkdownEnv } from './env.ts';

export function headersPlugin(md: MarkdownIt): void {
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    slugify,
    tabIndex: false,
    permalink: anchor.permalink.linkInsideHeader({ symbol: '#', placement: 'before', class: 'header-anchor', ariaHidden: true }),
  });
  // Runs after `anchor` (pushed later), so ids are final.
  md.core.ruler.push('collect_headers', (state) => {
    const env = state.env as MarkdownEnv;
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const title = (inline.children ?? [])
        .filter((c) => c.type === 'text' || c.type === 'code_inline')
        .map((c) => c.content)
        .join('')
        .trim();
      const level = Number(t.tag.slice(1));
      if (level === 1 && env.title === undefined) env.title = title;
      if (level === 2 || level === 3) env.headers.push({ level, title, slug: t.attrGet('id') ?? slugify(title) });
    }
  });
}
