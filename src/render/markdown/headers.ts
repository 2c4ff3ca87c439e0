// Gives headings their ids and `#` anchors and collects the page's title and h2/h3 headers into env. Native sites get
// Chinese-friendly slugs numbered from -1; VuePress sites get VuePress 1's slugs, numbered from -2, so old
// `page#anchor` links land. The anchors are markdown-it-anchor's `linkInsideHeader` markup, made here because its
// repeat numbering was quadratic (uniqueSlugs.ts).
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import { slugify, vuepressSlugify } from '../../shared/slugify.ts';
import type { MarkdownEnv } from './env.ts';
import { uniqueSlugs } from './uniqueSlugs.ts';

/** The words of a heading: its text, inline code and emoji, without the HTML (components, badges) written in it. */
const headingText = (inline: Token) =>
  (inline.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline' || c.type === 'emoji')
    .map((c) => c.content)
    .join('')
    .trim();

/** What a heading's slug is made of: its text and inline code (not emoji), untrimmed, as markdown-it-anchor took it. */
const slugText = (inline: Token) =>
  (inline.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline')
    .map((c) => c.content)
    .join('');

/** `<a class="header-anchor" href="#id" aria-hidden="true" tabindex="-1">#</a> ` before the heading's text. */
function anchorTokens(state: StateCore, id: string): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [
    ['class', 'header-anchor'],
    ['href', `#${id}`],
    ['aria-hidden', 'true'],
    // aria-hidden, so out of the tab order as well (axe: a hidden element must not be focusable).
    ['tabindex', '-1'],
  ];
  const symbol = new state.Token('html_inline', '', 0);
  symbol.content = '#';
  symbol.meta = { isPermalinkSymbol: true };
  const space = new state.Token('text', '', 0);
  space.content = ' ';
  return [open, symbol, new state.Token('link_close', 'a', -1), space];
}

export function headersPlugin(md: MarkdownIt, opts: { vuepress: boolean }): void {
  const slug = opts.vuepress ? vuepressSlugify : slugify;
  md.core.ruler.push('anchors_and_headers', (state) => {
    const env = state.env as MarkdownEnv;
    // markdown-it-anchor 5, which VuePress 1 used, numbered repeats from 2 (`#props`, `#props-2`).
    const unique = uniqueSlugs(opts.vuepress ? 2 : 1);
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const title = headingText(inline);
      const id = unique(t.attrGet('id') ?? slug(slugText(inline)));
      t.attrSet('id', id);
      inline.children = [...anchorTokens(state, id), ...(inline.children ?? [])];
      const level = Number(t.tag.slice(1));
      // The title: VuePress takes a heading of any level that opens the page; native sites the first h1. VuePress
      // looked at the text (`/^#+\s+(.*)/` on the trimmed body), so a heading after a link definition that renders
      // nothing (`[comment]: <> (x)`), or an underlined heading, is not the title.
      if (env.title === undefined && (opts.vuepress ? i === 0 && /^#+\s/.test(state.src.trimStart()) : level === 1)) env.title = title;
      if (level === 2 || level === 3) env.headers.push({ level, title, slug: id });
    }
  });
}
