// Adds heading anchors and collects the page's title and h2/h3 headers into env. Native sites get Chinese-friendly
// slugs numbered from -1; VuePress sites get VuePress 1's slugs, numbered from -2, so old `page#anchor` links land.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import anchor from 'markdown-it-anchor';
import { slugify, vuepressSlugify } from '../../shared/slugify.ts';
import type { MarkdownEnv } from './env.ts';

/** The words of a heading: its text, inline code and emoji, without the HTML (components, badges) written in it. */
const headingText = (inline: Token) =>
  (inline.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline' || c.type === 'emoji')
    .map((c) => c.content)
    .join('')
    .trim();

export function headersPlugin(md: MarkdownIt, opts: { vuepress: boolean }): void {
  const slug = opts.vuepress ? vuepressSlugify : slugify;
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    slugify: slug,
    // markdown-it-anchor 5, which VuePress 1 used, numbered repeats from 2 (`#props`, `#props-2`).
    uniqueSlugStartIndex: opts.vuepress ? 2 : 1,
    tabIndex: false,
    // aria-hidden, so out of the tab order as well (axe: a hidden element must not be focusable).
    permalink: anchor.permalink.linkInsideHeader({ symbol: '#', placement: 'before', class: 'header-anchor', ariaHidden: true, renderAttrs: () => ({ tabindex: '-1' }) }),
  });
  // Runs after `anchor` (pushed later), so ids are final.
  md.core.ruler.push('collect_headers', (state) => {
    const env = state.env as MarkdownEnv;
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.type !== 'heading_open') continue;
      const title = headingText(tokens[i + 1]);
      const level = Number(t.tag.slice(1));
      // The title: VuePress takes a heading of any level that opens the page; native sites the first h1.
      if (env.title === undefined && (opts.vuepress ? i === 0 : level === 1)) env.title = title;
      if (level === 2 || level === 3) env.headers.push({ level, title, slug: t.attrGet('id') ?? slug(title) });
    }
  });
}
