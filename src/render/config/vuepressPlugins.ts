// VuePress 1 plugin entries, read the way VuePress reads them: every shape of the `plugins` option, names in their
// short or long form (`container`, `vuepress-plugin-container`, `@vuepress/back-to-top`, `@vuepress/plugin-back-to-top`).
import { escapeRegExp } from '../../shared/escapeRegExp.ts';

export interface PluginEntry {
  /** Canonical short name: `@vuepress/back-to-top`, `container`, `demo-block`, `@org/x`. */
  name: string;
  /** As the config wrote it, for messages. */
  written: string;
  options: Record<string, unknown>;
}

/** `vuepress-plugin-x` → `x`, `@vuepress/plugin-x` → `@vuepress/x`, `@org/vuepress-plugin-x` → `@org/x`. */
export function canonicalPluginName(name: string): string {
  const scoped = /^(@[^/]+)\/(.+)$/.exec(name);
  if (scoped) return `${scoped[1]}/${scoped[2].replace(/^(vuepress-)?plugin-/, '')}`;
  return name.replace(/^vuepress-plugin-/, '');
}

/**
 * The enabled plugins in order: `[name, options]` pairs, bare names, `{ name: options }` objects. A plugin whose
 * options are `false` is off. Inline plugin objects and functions are returned under the name `(inline plugin)`.
 */
export function pluginEntries(plugins: unknown): PluginEntry[] {
  const entries: PluginEntry[] = [];
  const add = (written: unknown, options: unknown) => {
    if (options === false) return;
    if (typeof written !== 'string') {
      entries.push({ name: '(inline plugin)', written: describeInline(written), options: {} });
      return;
    }
    const opts = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
    entries.push({ name: canonicalPluginName(written), written, options: opts });
  };
  if (Array.isArray(plugins)) {
    for (const entry of plugins) {
      if (Array.isArray(entry)) add(entry[0], entry[1]);
      else add(entry, undefined);
    }
  } else if (plugins && typeof plugins === 'object') {
    for (const [name, options] of Object.entries(plugins)) add(name, options);
  }
  return entries;
}

function describeInline(plugin: unknown): string {
  const name = plugin && typeof plugin === 'object' ? (plugin as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '(inline plugin)';
}

/**
 * 1-based line of the `occurrence`-th quoted appearance of a plugin's name in the config's text, where a message about
 * it should point; undefined when the config builds the name some other way or in another file.
 */
export function lineOfQuoted(text: string, name: string, occurrence = 0): number | undefined {
  const pattern = new RegExp(`(['"\`])${escapeRegExp(name)}\\1`, 'g');
  let match: RegExpExecArray | null = null;
  for (let i = 0; i <= occurrence; i++) {
    match = pattern.exec(text);
    if (!match) return undefined;
  }
  return text.slice(0, match!.index).split('\n').length;
}
