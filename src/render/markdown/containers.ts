// `::: tip|warning|danger [title]` callouts and `::: details [summary]` disclosure blocks.
import type MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import type { MarkdownEnv } from './env.ts';
import { label } from './labels.ts';

export const CALLOUTS = ['tip', 'warning', 'danger'] as const;

export function containersPlugin(md: MarkdownIt): void {
  for (const name of CALLOUTS) {
    md.use(container, name, {
      render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
        const token = tokens[idx];
        if (token.nesting !== 1) return '</div>\n';
        const title = token.info.trim().slice(name.length).trim() || label(env.lang, name);
        return `<div class="custom-block ${name}"><p class="custom-block-title">${md.renderInline(title, env)}</p>\n`;
      },
    });
  }
  md.use(container, 'details', {
    render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
      const token = tokens[idx];
      if (token.nesting !== 1) return '</details>\n';
      const summary = token.info.trim().slice('details'.length).trim() || label(env.lang, 'details');
      return `<details class="custom-block details"><summary>${md.renderInline(summary, env)}</summary>\n`;
    },
  });
}
