// Renders one page body to HTML, collecting headers, links, demos and problems in its env.
import type MarkdownIt from 'markdown-it';
import { createEnv, type MarkdownEnv } from './env.ts';

export interface RenderedMarkdown {
  html: string;
  env: MarkdownEnv;
}

export function renderMarkdown(md: MarkdownIt, body: string, relativePath: string, pagePath: string, lang: string): RenderedMarkdown {
  const env = createEnv(relativePath, pagePath, lang);
  const html = md.render(body, env);
  return { html, env };
}
