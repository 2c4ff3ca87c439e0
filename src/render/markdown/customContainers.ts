// Containers a config defines (`containers`, VuePress's vuepress-plugin-container entries), rendered as that plugin
// renders them: `before`/`after` HTML around the content, or a `custom-block` div titled by the line or `defaultTitle`.
import type MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import type { ContainerConfig } from '../config/userConfig.ts';
import type { MarkdownEnv } from './env.ts';

/**
 * The title a container gets when its line gives none: `defaultTitle` as one string, or the entry of the locale path
 * the page's file lies under (else the `'/'` entry). By default the type in capitals, as vuepress-plugin-container 2 did.
 */
export function defaultTitleFor(defaultTitle: ContainerConfig['defaultTitle'], relativePath: string, type: string): string {
  if (defaultTitle === undefined) return type.toUpperCase();
  if (typeof defaultTitle === 'string') return defaultTitle;
  const file = '/' + relativePath;
  const locale = Object.keys(defaultTitle).find((localePath) => localePath !== '/' && file.startsWith(localePath));
  return (locale ? defaultTitle[locale] : defaultTitle['/']) ?? '';
}

export function customContainersPlugin(md: MarkdownIt, containers: ContainerConfig[]): void {
  for (const spec of containers) {
    // The closing tag gets the info its opening tag had (`after` may be a function of it too): a stack, since
    // containers of one type nest.
    const infos: string[] = [];
    md.use(container, spec.type, {
      render(tokens: any[], idx: number, _opts: unknown, env: MarkdownEnv) {
        const token = tokens[idx];
        const opening = token.nesting === 1;
        const info = opening ? token.info.trim().slice(spec.type.length).trim() || defaultTitleFor(spec.defaultTitle, env.relativePath, spec.type) : (infos.pop() ?? '');
        if (opening) infos.push(info);
        if (spec.before === undefined || spec.after === undefined)
          return opening ? `<div class="custom-block ${spec.type}">${info ? `<p class="custom-block-title">${info}</p>` : ''}\n` : '</div>\n';
        const part = opening ? spec.before : spec.after;
        if (typeof part === 'string') return part;
        try {
          return String(part(info));
        } catch (err) {
          const line = token.map ? token.map[0] + 1 : undefined;
          env.diagnostics.push({ file: env.relativePath, line, message: `container "${spec.type}": its ${opening ? 'before' : 'after'} function failed: ${(err as Error)?.message ?? err}`, severity: 'error' });
          return '';
        }
      },
    });
  }
}
