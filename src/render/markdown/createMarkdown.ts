// Composes the markdown-it instance for a build: VuePress 1 dialect plus our link, image and code handling.
import MarkdownIt from 'markdown-it';
import { containersPlugin, CALLOUTS } from './containers.ts';
import { componentsPlugin } from './components.ts';
import { fencePlugin } from './fence.ts';
import { headersPlugin } from './headers.ts';
import type { Highlighter } from './highlighter.ts';
import { imagesPlugin, type ImageContext } from './images.ts';
import { linksPlugin, type LinkContext } from './links.ts';
import { tocPlugin } from './toc.ts';
import { demoPlugin, type DemoContext } from './demo.ts';
import { snippetsPlugin } from './snippets.ts';

export interface MarkdownContext {
  highlighter: Highlighter;
  links: LinkContext;
  images: ImageContext;
  demo: DemoContext;
}

const LINKABLE = /[.:@/]/;

/** Container names the checker accepts. */
export const CONTAINER_NAMES = new Set<string>([...CALLOUTS, 'details', 'demo']);

export function createMarkdown(ctx: MarkdownContext): MarkdownIt {
  // html: true so unknown tags (and VuePress components) pass through untouched.
  const md = new MarkdownIt({ html: true, linkify: true });
  // Every link linkify can find has a `:`, `/`, `@` or `.` in it (a scheme, `//host`, a mail address, a domain);
  // text without any (much Chinese prose) skips its Unicode-wide regex search, several % of a cold build's CPU.
  const linkifyTest = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text) => LINKABLE.test(text) && linkifyTest(text);
  containersPlugin(md);
  demoPlugin(md, ctx.demo, ctx.highlighter);
  snippetsPlugin(md, { root: ctx.images.root }, ctx.highlighter);
  // Core rules run in push order: anchors+headers, then [[toc]] which needs the headers.
  headersPlugin(md);
  tocPlugin(md);
  componentsPlugin(md);
  linksPlugin(md, ctx.links);
  imagesPlugin(md, ctx.images);
  fencePlugin(md, ctx.highlighter);
  // Wide tables scroll inside their own box on narrow screens.
  md.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}
