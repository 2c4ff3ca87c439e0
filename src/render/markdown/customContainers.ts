// Containers a config defines (`containers`, VuePress's vuepress-plugin-container entries), rendered as that plugin
// renders them: `before`/`after` HTML around the content, or a `custom-block` div titled by the line or `defaultTitle`.
import type MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import type { ContainerConfig } from '../config/userConfig.ts';
import type { MarkdownEnv } from './env.ts';

/** The default title for a page: one string, or the entry of the longest locale path the page's file lies under. */
export function defaultTitleFor(defaultTitle: ContainerConfig['defaultTitle'], relativePath: string, type: string): string {
  if (defaultTitle === undefined) return type.toUpperCase();
  if (typeof defaultTitle === 'string') return defaultTitle;
  let best: string | undefined;
  let bestLength = -1;
  for (const [localePath, title] of Object.entries(defaultTitle)) {
    const prefix = localePath.replace(/^\//, '');
    if (relativePath.startsWith(prefix) && prefix.length > bestLength) [best, bestLength] = [title, prefix.length];
  }
  return best ?? '';
}

export function customContainersPlugin(md: MarkdownIt, containers: ContainerConfig[]): void {
  for (const spec of containers) {
    md.use(container, spec.type, {
      render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
        const token = tokens[idx];
        const opening = token.nesting === 1;
        const info = token.info.trim().slice(spec.type.length).trim();
        if (spec.before !== undefined && spec.after !== undefined) {
          const part = opening ? spec.before : spec.after;
          if (typeof part === 'string') return part;
          try {
            return String(part(info));
          } catch (err) {
            const line = token.map ? token.map[0] + 1 : undefined;
            env.diagnostics.push({ file: env.relativePath, line, message: `container "${spec.type}": its ${opening ? 'before' : 'after'} function failed: ${(err as Error)?.message ?? err}`, severity: 'error' });
            return '';
          }
        }
        if (!opening) return '</div>\n';
        const title = info || defaultTitleFor(spec.defaultTitle, env.relativePath, spec.type);
        return `<div class="custom-block ${spec.type}">${title ? `<p class="custom-block-title">${title}</p>` : ''}\n`;
      },
    });
  }
}
