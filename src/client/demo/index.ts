// The demo runtime (loaded only on pages with demo blocks): creates each block once and destroys them all
// when the reader leaves the page, so maps and their WebGL contexts are freed.
import type { DemoBoot } from '../../shared/types.ts';
import { createDemoBlock, type DemoHandle } from './demoBlock.ts';
import { installFocusGuard } from './focusGuard.ts';

const handles = new Map<HTMLElement, DemoHandle>();

/** Builds every demo block not yet created; returns how many were found in the page. */
export function initDemos(boot: DemoBoot, root: ParentNode = document): number {
  const blocks = [...root.querySelectorAll<HTMLElement>('.demo-block')];
  if (blocks.length) installFocusGuard();
  // Vue demos of VuePress sites run on Vue 2 (data-vue-version="2"): their runtime is another.
  const kinds = new Set(blocks.map((b) => (b.dataset.vueVersion === '2' ? 'vue2' : (b.dataset.kind ?? 'vue'))));
  for (const block of blocks) {
    // A block is built once, then marked created; it is never built twice.
    if (block.hasAttribute('data-created')) continue;
    block.setAttribute('data-created', '');
    handles.set(block, createDemoBlock(block, boot, kinds));
  }
  return blocks.length;
}

/** Unmounts every demo (before the page content is replaced). */
export function destroyDemos(): void {
  for (const handle of handles.values()) handle.destroy();
  handles.clear();
}
