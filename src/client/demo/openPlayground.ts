// Opens a demo in JSFiddle or CodePen by posting a form into a new tab (their documented "prefill" APIs).
import { CODEPEN_URL, JSFIDDLE_URL, codepenFields, jsfiddleFields, type DemoKind, type PlaygroundResources } from '../../shared/playground.ts';
import type { DemoBoot } from '../../shared/types.ts';
import { runtimeScripts, runtimeStyles } from './loadRuntimes.ts';
import { readBoot } from '../boot.ts';

/** Absolute URLs of what the demo needs: configured CDN copies where given, else the site's own. */
export function playgroundResources(boot: DemoBoot, kind: DemoKind): PlaygroundResources {
  const r = boot.runtimes;
  const abs = (url: string) => new URL(url, location.href).href;
  // Templates compile in the playground, so Vue there is the build with the compiler.
  const cdnFor = (url: string) => {
    const name = url === r.react ? 'react' : url === r.vue ? 'vue' : url === r.numeral ? 'numeral' : r.libs.find((l) => l.js.includes(url) || l.css.includes(url))?.name;
    const key = name && (url.endsWith('.css') ? `${name}-css` : name);
    return (key && boot.cdn[key]) || abs(url === r.vue ? r.vueFull : url);
  };
  const kinds = new Set([kind]);
  return { js: runtimeScripts(boot, kinds).map(cdnFor), css: runtimeStyles(boot).map(cdnFor), siteBase: new URL(readBoot().base, location.href).href };
}

export function openPlayground(target: 'jsfiddle' | 'codepen', kind: DemoKind, source: string, boot: DemoBoot): void {
  const resources = playgroundResources(boot, kind);
  const fields = target === 'jsfiddle' ? jsfiddleFields(kind, source, resources) : codepenFields(kind, source, resources);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = target === 'jsfiddle' ? JSFIDDLE_URL : CODEPEN_URL;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
