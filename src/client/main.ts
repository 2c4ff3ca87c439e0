// Browser entry: registers islands, mounts them on the server-rendered page, then starts the router.
// Every start-up step is guarded on its own: a failure is logged to the console only and the static page stays usable.
import './themeToggle.ts';
import './sidebarToggle.ts';
import './sidebarSections.ts';
import './search.ts';
import './backToTop.ts';
import './outline.ts';
import { readBoot } from './boot.ts';
import { installCopyButtons, installScrollableCode } from './codeBlocks.ts';
import { defineLazyIsland, mountIslands } from './islands.ts';
import { showCarriedNotice } from './notice.ts';
import { startRouter } from './router.ts';
import { startDemoLoader } from './demoLoader.ts';
import { loadChunk } from './chunks.ts';
import { loadRoutes } from './routeTable.ts';
import { stripBase } from '../shared/resolveRoute.ts';
import { swapPage } from './swapPage.ts';

function step(name: string, run: () => unknown): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch((err) => console.error(`[mapdocs] start-up step "${name}" failed`, err));
  } catch (err) {
    console.error(`[mapdocs] start-up step "${name}" failed`, err);
  }
}

// Blocks of VuePress pages that Vue rendered at build time: Vue 2.7 loads only where there are some.
defineLazyIsland('vue', () => import('./vueIslands.ts'));
// Zoomable content images (themeConfig.imageZoom): medium-zoom loads only on sites that use it.
defineLazyIsland('image-zoom', () => import('./imageZoom.ts'));

step('notice', showCarriedNotice);
step('copy buttons', () => installCopyButtons());
step('islands', () => mountIslands());
step('scrollable code', () => installScrollableCode());
step('demos', () => startDemoLoader());
// `serve --watch` only: the dev client is a separate chunk a built site never loads.
step('dev', () => readBoot().dev && import('./devClient.ts').then((m) => m.startDevClient(readBoot(), { loadChunk, loadRoutes, stripBase, swapPage })));
step('router', () =>
  (readBoot().standalone ? Promise.resolve() : startRouter(readBoot())).finally(() => {
    // Tests and tools wait for this before driving the page.
    document.documentElement.dataset.router = 'ready';
  }),
);
