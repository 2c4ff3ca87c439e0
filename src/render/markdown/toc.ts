// `[[toc]]` on its own line becomes a nested list of the page's h2/h3 headers.
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';

export function tocPlugin(md: MarkdownIt): void {
  // Must run after collect_headers, which fills env.headers.
  md.core.ruler.push('toc', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length - 2; i++) {
      if (tokens[i].type !== 'paragraph_open' || tokens[i + 1].content.trim().toLowerCase() !== '[[toc]]') continue;
      const html = new state.Token('html_block', '', 0);
      html.content = renderToc((state.env as MarkdownEnv).headers, md.utils.escapeHtml);
      tokens.splice(i, 3, html);
    }
  });
}

function renderToc(headers: MarkdownEnv['headers'], escape: (s: string) => string): string {
  const link = (h: MarkdownEnv['headers'][number]) => `<a href="#${escape(h.slug)}">${escape(h.title)}</a>`;
  let html = '';
  for (let i = 0; i < headers.length; i++) {
    const h = headers[i];
    const children: string[] = [];
    while (h.level === 2 && headers[i + 1]?.level === 3) children.push(`<li>${link(headers[++i])}</li>`);
    html += `<li>${link(h)}${children.length ? `<ul>${children.join('')}</ul>` : ''}</li>`;
  }
  return `<nav class="table-of-contents"><ul>${html}</ul></nav>\n`;
}
