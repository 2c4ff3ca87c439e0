// Opens a demo in JSFiddle or CodePen by posting a form into a new tab (their documented "prefill" APIs).
import { CODEPEN_URL, JSFIDDLE_URL, codepenFields, jsfiddleFields, playgroundResources, type DemoKind, type PlaygroundKind } from '../../shared/playground.ts';
import type { DemoBoot } from '../../shared/types.ts';
import { readBoot } from '../boot.ts';

export function openPlayground(target: 'jsfiddle' | 'codepen', demoKind: DemoKind, source: string, boot: DemoBoot): void {
  // A Vue demo runs on the Vue the site's demos run on (Vue 2.7 on VuePress sites), with that Vue's compiler.
  const kind: PlaygroundKind = demoKind === 'vue' && boot.vue === 2 ? 'vue2' : demoKind;
  const resources = playgroundResources(boot, kind, location.href, readBoot().base);
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
