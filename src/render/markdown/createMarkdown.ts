// Composes the markdown-it instance for a build: VuePress 1 dialect plus our link, image and code handling. A site
// read through a VuePress config gets VuePress's own semantics (slugs, titles, containers, no automatic links).
import MarkdownIt from 'markdown-it';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { ContainerConfig } from '../config/userConfig.ts';
import { containersPlugin, CALLOUTS } from './containers.ts';
import { customContainersPlugin } from './customContainers.ts';
import { checkContainersPlugin } from './checkContainers.ts';
import { componentsPlugin } from './components.ts';
import { fencePlugin } from './fence.ts';
import { headersPlugin } from './headers.ts';
import type { Highlighter } from './highlighter.ts';
import { imagesPlugin, type ImageContext } from './images.ts';
import { linksPlugin, type LinkContext } from './links.ts';
import { linkifyPlugin } from './linkify.ts';
import { tocPlugin } from './toc.ts';
import { demoPlugin, type DemoContext } from './demo.ts';
import { snippetsPlugin } from './snippets.ts';
import { strictPlugin } from './strict.ts';
import { hoistPlugin } from './hoist.ts';
import { componentBlocksPlugin } from './componentBlocks.ts';
import { emojiPlugin } from './emoji.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';

/** The site-wide choices that change how markdown renders. */
export interface MarkdownOptions {
  /** VuePress 1 semantics (a `.vuepress` config). */
  vuepress: boolean;
  /** Containers the config defines (VuePress sites also get VuePress's own `v-pre` and `slot`). */
  containers: ContainerConfig[];
  /** Where `<<< @/…` points. */
  snippetRoot: string;
  /** Folders pages may include files from (`<<<`, images): the config's includeRoots, the project folder first. */
  includeRoots: string[];
  /** Every problem is an error. */
  strict: boolean;
  /** Severity of a link to a missing page. */
  deadLinks: 'error' | 'warning';
  /** The Vue major version Vue demos run on. Default 3. */
  demoVue?: 2 | 3;
}

export interface MarkdownContext {
  highlighter: Highlighter;
  links: LinkContext;
  images: ImageContext;
  demo: DemoContext;
  /** Default: a native site's (no VuePress semantics, no custom containers, `@/` at the images' root and includes only from it, not strict). */
  options?: MarkdownOptions;
}

// VuePress 1's core containers: `::: v-pre` shows its content without Vue, `::: slot name` fills a layout's slot.
const VUEPRESS_CONTAINERS: ContainerConfig[] = [
  { type: 'v-pre', before: '<div v-pre>', after: '</div>' },
  { type: 'slot', before: (name) => `<template data-slot="${escapeHtml(name)}">`, after: '</template>' },
];

/** The markdown options a site's config means. */
export function markdownOptions(config: SiteConfig): MarkdownOptions {
  return {
    vuepress: config.vuepress !== undefined,
    containers: config.containers,
    snippetRoot: config.vuepress?.sourceRoot ?? config.root,
    includeRoots: config.includeRoots,
    strict: config.strict,
    deadLinks: config.deadLinks,
    demoVue: config.demo.vue,
  };
}

export function createMarkdown(ctx: MarkdownContext): MarkdownIt {
  const options = ctx.options ?? { vuepress: false, containers: [], snippetRoot: ctx.images.root, includeRoots: [ctx.images.root], strict: false, deadLinks: 'error' };
  const { vuepress } = options;
  const containers = vuepress ? [...options.containers, ...VUEPRESS_CONTAINERS] : options.containers;
  // html: true so unknown tags (and VuePress components) pass through untouched.
  const md = new MarkdownIt({ html: true });
  // VuePress 1 left plain URLs as text; native sites link them.
  if (!vuepress) linkifyPlugin(md);
  if (vuepress) {
    componentBlocksPlugin(md);
    // `:tada:` → 🎉, as VuePress's markdown did (before the anchors, so a heading's slug leaves the emoji out).
    emojiPlugin(md);
  }
  // A config's own container of a built-in name (a differently titled tip) replaces the built-in one.
  customContainersPlugin(md, containers);
  containersPlugin(md, { vuepress, except: new Set(containers.map((c) => c.type)) });
  checkContainersPlugin(md, new Set([...CALLOUTS, 'details', 'demo', ...containers.map((c) => c.type)]));
  demoPlugin(md, { ...ctx.demo, vue: options.demoVue ?? ctx.demo.vue }, ctx.highlighter);
  snippetsPlugin(md, { root: ctx.images.root, atRoot: options.snippetRoot, showPath: !vuepress, includeRoots: options.includeRoots }, ctx.highlighter);
  // Core rules run in push order: anchors+headers, then [[toc]] which needs the headers.
  headersPlugin(md, { vuepress });
  tocPlugin(md);
  componentsPlugin(md, { vuepress });
  if (vuepress) hoistPlugin(md);
  linksPlugin(md, { ...ctx.links, deadLinks: options.deadLinks, outboundIcons: vuepress });
  imagesPlugin(md, ctx.images, options.includeRoots);
  fencePlugin(md, ctx.highlighter);
  // Wide tables scroll inside their own box on narrow screens.
  md.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  if (options.strict) strictPlugin(md);
  return md;
}
