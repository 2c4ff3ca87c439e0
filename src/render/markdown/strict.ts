// `--strict`: every problem a page's markdown reports is an error, so warnings fail the build (and CI) too.
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';

export function strictPlugin(md: MarkdownIt): void {
  // Renderer rules report problems too (unknown languages, demos), so this wraps the whole render, not a core rule.
  const render = md.render.bind(md);
  md.render = (src: string, env?: MarkdownEnv) => {
    const html = render(src, env);
    for (const d of env?.diagnostics ?? []) d.severity = 'error';
    return html;
  };
}
