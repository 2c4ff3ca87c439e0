// Renders markdown snippets through the real pipeline (shiki included) for markdown plugin tests.
import path from 'node:path';
import { createRouteTable } from '../../src/shared/resolveRoute.ts';
import { pagePathFor } from '../../src/shared/pagePath.ts';
import { createMarkdown, type MarkdownOptions } from '../../src/render/markdown/createMarkdown.ts';
import { renderMarkdown } from '../../src/render/markdown/renderMarkdown.ts';
import { createShikiHighlighter } from '../../src/render/highlight/shiki.ts';
import { fencesIn } from '../../src/render/markdown/fence.ts';
import { compileDemo } from '../../src/render/demo/compileDemo.ts';

const highlighterPromise = createShikiHighlighter();

export interface RenderOptions {
  /** Docs-relative file the snippet lives in. Default `guide/page.md`. */
  file?: string;
  /** Other pages of the site (docs-relative markdown paths). */
  pages?: string[];
  base?: string;
  lang?: string;
  root?: string;
  /**
   * Site-wide markdown options (VuePress semantics, containers, strict); default a native site's whose project folder
   * (where includes may come from) is the docs folder's parent.
   */
  options?: Partial<MarkdownOptions>;
}

export async function render(source: string, opts: RenderOptions = {}) {
  const file = opts.file ?? 'guide/page.md';
  const files = [file, ...(opts.pages ?? [])];
  const highlighter = await highlighterPromise;
  // Snippets name their language by file extension, not in the source: load the common ones too.
  await highlighter.load(new Set([...fencesIn(source).map((f) => f.lang), 'ts', 'tsx', 'js', 'jsx', 'vue', 'html', 'css', 'json', 'bash']));
  const md = createMarkdown({
    highlighter,
    links: {
      base: opts.base ?? '/',
      pageByFile: new Map(files.map((f) => [f.toLowerCase(), pagePathFor(f)])),
      routes: createRouteTable(files.map(pagePathFor)),
    },
    images: { root: opts.root ?? '/nonexistent', base: opts.base ?? '/', copied: new Map() },
    demo: { horizontal: false, iframe: false, base: opts.base ?? '/', compile: compileDemo, playgrounds: { jsfiddle: true, codepen: true } },
    options: {
      vuepress: false,
      containers: [],
      snippetRoot: opts.root ?? '/nonexistent',
      includeRoots: [path.dirname(opts.root ?? '/nonexistent/docs')],
      strict: false,
      deadLinks: 'error',
      ...opts.options,
    },
  });
  return renderMarkdown(md, source, file, pagePathFor(file), opts.lang ?? 'zh-CN');
}
