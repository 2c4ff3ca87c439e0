// `::: tip|warning|danger [title]` callouts and `::: details [summary]` disclosure blocks, titled in the page's language
// — on a VuePress site by VuePress's rule instead (below).
import type MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import type { MarkdownEnv } from './env.ts';
import { label } from './labels.ts';
import { defaultTitleFor } from './customContainers.ts';

export const CALLOUTS = ['tip', 'warning', 'danger'] as const;

/**
 * `vuepress`: titles as VuePress's default theme writes them (the title is HTML, as it was in a Vue template);
 * otherwise titles are inline markdown.
 */
export function containersPlugin(md: MarkdownIt, opts: { vuepress: boolean; except?: Set<string> }): void {
  const title = (text: string, env: MarkdownEnv) => (opts.vuepress ? text : md.renderInline(text, env));
  // VuePress's default theme declared these containers with `defaultTitle: { '/': 'TIP', '/zh/': '提示' }`: the
  // title follows the file's path, not the page's language (a site with Chinese at `/` has TIP on every page), and
  // `details` had none, so an untitled one says DETAILS everywhere.
  const untitled = (name: (typeof CALLOUTS)[number] | 'details', env: MarkdownEnv) =>
    opts.vuepress
      ? defaultTitleFor(name === 'details' ? undefined : { '/': label('en-US', name), '/zh/': label('zh-CN', name) }, env.relativePath, name)
      : label(env.lang, name);
  for (const name of CALLOUTS) {
    if (opts.except?.has(name)) continue;
    md.use(container, name, {
      render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
        const token = tokens[idx];
        if (token.nesting !== 1) return '</div>\n';
        const given = token.info.trim().slice(name.length).trim();
        return `<div class="custom-block ${name}"><p class="custom-block-title">${given ? title(given, env) : untitled(name, env)}</p>\n`;
      },
    });
  }
  if (!opts.except?.has('details')) md.use(container, 'details', {
    render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
      const token = tokens[idx];
      if (token.nesting !== 1) return '</details>\n';
      const given = token.info.trim().slice('details'.length).trim();
      const summary = given ? title(given, env) : untitled('details', env);
      return `<details class="custom-block details">${summary ? `<summary>${summary}</summary>` : ''}\n`;
    },
  });
}
