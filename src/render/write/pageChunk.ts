// The per-page data the client router loads (page chunks, not-found chunks) and the demo boot data, shaped in one
// place for `mapdocs build` and `serve --watch` alike.
import type { DemoBoot, PageChunk, PageRecord } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { DemoRuntimes } from '../assets/demoRuntimes.ts';
import type { PageView } from '../site/pageView.ts';
import type { Regions } from '../ssr/renderRegions.tsx';

export type ChunkData = PageChunk & { layout: PageView['layout'] };

/** A page's chunk: its regions and what the client puts in the head; `title` is the document title. */
export function chunkData(view: PageView, regions: Regions, title: string): ChunkData {
  return {
    key: view.page.key,
    path: view.page.path,
    title,
    description: view.description,
    lang: view.lang,
    localePath: view.localePath,
    regions,
    hasDemos: view.hasDemos,
    layout: view.layout,
  };
}

/** The record of a locale's not-found page (`/404.html`, `/en/404.html`). */
export function notFoundRecord(localePath: string): PageRecord {
  return { title: '', frontmatter: {}, regularPath: localePath + '404.html', relativePath: '', key: '404', path: localePath === '/' ? '/404.html' : localePath + '404.html' };
}

/** File name (before its hash) of a locale's not-found chunk. */
export function notFoundChunkName(localePath: string): string {
  return `404-${localePath === '/' ? 'root' : localePath.replace(/\//g, '')}`;
}

/** What the demo runtime needs in the boot data; `url` adds the base to an output path. */
export function demoBoot(config: SiteConfig, rt: DemoRuntimes, url: (rel: string) => string): DemoBoot {
  return {
    runtimes: {
      react: url(rt.react),
      vue: url(rt.vue),
      vue2: url(rt.vue2),
      numeral: url(rt.numeral),
      libs: rt.libs.map((l) => ({ name: l.name, js: l.js.map(url), css: l.css.map(url), vueJs: l.vueJs.map(url) })),
    },
    playground: {
      react: url(rt.playground.react),
      vue: url(rt.playground.vue),
      vue2: url(rt.playground.vue2),
      numeral: url(rt.playground.numeral),
      libs: rt.playground.libs.map((l) => ({ name: l.name, js: l.js.map(url), css: l.css.map(url), vueJs: l.vueJs.map(url) })),
    },
    vue: config.demo.vue,
    jsLibs: config.demo.jsLibs,
    cssLibs: config.demo.cssLibs,
    cdn: config.demo.cdn,
  };
}
