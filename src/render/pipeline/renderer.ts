// The markdown pipeline of a build or a `serve --watch` rebuild, loaded on demand: markdown-it with mapdocs' plugins,
// the demo compiler (through the build cache) only when a page to render may hold a demo, and the highlighter the
// caller chooses. A build whose pages all come from the cache never loads any of it (a third of a warm build).
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { BuildCache } from '../cache.ts';
import type { LinkContext } from '../markdown/links.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import type { PageSource } from '../pages/loadPages.ts';
import type { HighlightJob } from '../highlight/pool.ts';
import type { CodeHighlighter } from '../highlight/highlighter.ts';

export interface PageRenderer {
  highlighter: CodeHighlighter;
  render(source: PageSource, lang: string): RenderedMarkdown;
}

export interface RendererOptions {
  config: SiteConfig;
  cache: BuildCache;
  links: LinkContext;
  /** Images the pages embed, by source file → output path (filled while rendering). */
  copiedImages: Map<string, string>;
  /** The pages that will render (their code blocks may start highlighting before the first one does). */
  toRender: PageSource[];
  /** The highlighter, made from the code blocks the pages to render hold. */
  highlighter(likely: HighlightJob[]): CodeHighlighter;
}

export async function openRenderer(opts: RendererOptions): Promise<PageRenderer> {
  const { config, cache, toRender } = opts;
  const { fencesIn } = await import('../markdown/fence.ts');
  // The fences of the pages to render start highlighting now, in workers that boot while the pipeline loads.
  const highlighter = opts.highlighter(toRender.flatMap((s) => fencesIn(s.body)));
  const [{ createMarkdown, markdownOptions }, { renderMarkdown }, { cachedCompileDemo }, { mayHaveDemos }] = await Promise.all([
    import('../markdown/createMarkdown.ts'),
    import('../markdown/renderMarkdown.ts'),
    import('../cachedCompileDemo.ts'),
    import('../markdown/demo.ts'),
  ]).catch(async (err) => {
    await highlighter.close(); // started workers would keep the process alive
    throw err;
  });
  // The demo compiler (esbuild, Vue's SFC compiler) loads only for pages that may have demos.
  const compileDemo = toRender.some((s) => mayHaveDemos(s.body))
    ? (await import('../demo/compileDemo.ts')).compileDemo
    : () => {
        throw new Error('demo compiler not loaded: no page to render seemed to have a demo');
      };
  const md = createMarkdown({
    highlighter,
    links: opts.links,
    images: { root: config.root, base: config.base, copied: opts.copiedImages },
    demo: {
      horizontal: config.demo.horizontal,
      iframe: config.demo.iframe,
      base: config.base,
      compile: cachedCompileDemo(cache, compileDemo),
      playgrounds: { jsfiddle: config.demo.jsfiddle, codepen: config.demo.codepen },
    },
    options: markdownOptions(config),
  });
  return { highlighter, render: (source, lang) => renderMarkdown(md, source.body, source.relativePath, source.path, lang) };
}
