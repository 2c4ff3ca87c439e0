// Reads a VuePress 1.x config with VuePress semantics and returns the equivalent native config.
import type { UserConfig, DemoConfig } from './userConfig.ts';

interface VuePressDemoSettings {
  jsLib?: string[];
  cssLib?: string[];
  horizontal?: boolean;
  jsfiddle?: boolean;
  codepen?: boolean;
  [key: string]: unknown;
}

/** VuePress keeps plugins as `[name, options]` pairs, plain names, or an object keyed by name. */
function pluginOptions(plugins: unknown, name: string): Record<string, unknown> | undefined {
  const names = [name, `vuepress-plugin-${name}`];
  if (Array.isArray(plugins)) {
    for (const entry of plugins) {
      if (Array.isArray(entry) && names.includes(entry[0])) return (entry[1] ?? {}) as Record<string, unknown>;
      if (typeof entry === 'string' && names.includes(entry)) return {};
    }
  } else if (plugins && typeof plugins === 'object') {
    for (const n of names) if (n in plugins) return ((plugins as Record<string, unknown>)[n] ?? {}) as Record<string, unknown>;
  }
  return undefined;
}

export function fromVuePress(raw: Record<string, unknown>): UserConfig {
  const { plugins, demo, ...rest } = raw as Record<string, unknown> & { demo?: DemoConfig };
  const config: UserConfig = { ...(rest as UserConfig) };
  const demoBlock = pluginOptions(plugins, 'demo-block');
  if (demoBlock) {
    const s = (demoBlock.settings ?? {}) as VuePressDemoSettings;
    const mapped: DemoConfig = {};
    if (s.jsLib) mapped.jsLibs = s.jsLib;
    if (s.cssLib) mapped.cssLibs = s.cssLib;
    if (s.horizontal !== undefined) mapped.horizontal = s.horizontal;
    if (s.jsfiddle !== undefined) mapped.jsfiddle = s.jsfiddle;
    if (s.codepen !== undefined) mapped.codepen = s.codepen;
    config.demo = { ...mapped, ...(demo ?? {}) };
  } else if (demo) {
    config.demo = demo;
  }
  return config;
}
