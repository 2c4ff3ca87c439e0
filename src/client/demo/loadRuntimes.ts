// Loads the runtimes demos need (classic scripts setting globals, stylesheets), each once per document.
import type { DemoBoot } from '../../shared/types.ts';

const scripts = new Map<string, Promise<void>>();

/** Loads a classic script once per document (later calls share the first load). */
export function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = false;
      el.onload = () => resolve();
      el.onerror = () => reject(new Error(`could not load script ${src}`));
      document.head.appendChild(el);
    });
    scripts.set(src, p);
    p.catch(() => scripts.delete(src));
  }
  return p;
}

/** Scripts for demos of the given kinds, in dependency order (React before libraries that read window.React). */
export function runtimeScripts(boot: DemoBoot, kinds: Set<string>): string[] {
  const r = boot.runtimes;
  return [
    r.react,
    ...(kinds.has('vue') ? [r.vue] : []),
    ...(kinds.has('vue2') ? [r.vue2] : []),
    r.numeral,
    ...r.libs.flatMap((l) => [...l.js, ...(kinds.has('vue') ? l.vueJs : [])]),
    ...boot.jsLibs,
  ];
}

/** Stylesheets a demo's shadow root links (libraries' own CSS). */
export function runtimeStyles(boot: DemoBoot): string[] {
  return [...boot.runtimes.libs.flatMap((l) => l.css), ...boot.cssLibs];
}

export async function loadRuntimes(boot: DemoBoot, kinds: Set<string>): Promise<void> {
  for (const src of runtimeScripts(boot, kinds)) await loadScript(src);
}
