// The search indexes of a generated corpus (make-corpus.mjs, kept beside this repository: a deterministic
// VuePress-style zh/en docs folder whose pages have headers, a props table, code blocks and a tip), made the way a
// build makes them but with nothing else of the build: page bodies rendered with plain code (what the index reads
// anyway), then the index stage timed on its own. Files stay in memory, opened like a built site's; shared by tests
// and bench/.
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { loadPages } from '../../../src/render/pages/loadPages.ts';
import { createRouteTable } from '../../../src/shared/resolveRoute.ts';
import { createMarkdown, markdownOptions } from '../../../src/render/markdown/createMarkdown.ts';
import { renderMarkdown } from '../../../src/render/markdown/renderMarkdown.ts';
import type { Highlighter } from '../../../src/render/markdown/highlighter.ts';
import { plainPre } from '../../../src/render/highlight/shiki.ts';
import { createPageRecord } from '../../../src/render/pages/createPageRecord.ts';
import { localeOf } from '../../../src/shared/pagePath.ts';
import { searchIndexName, searchInputsByLocale, type SearchSource } from '../../../src/render/search/writeSearchIndexes.ts';
import type { SearchIndexFiles } from '../../../src/render/search/shardSearchIndex.ts';
import { buildSearchIndex, type BuildSearchIndexOptions } from '../../../src/render/search/buildSearchIndex.ts';
import { openIndexFiles, type BuiltIndex } from './builtIndexes.ts';

export const CORPUS_SCRIPT = '../shared/bench/make-corpus.mjs';

export interface CorpusIndexes {
  pages: number;
  /** Milliseconds to render the bodies (not search's work) and to build every locale's index files from them. */
  renderMs: number;
  indexMs: number;
  /** CPU time of the index stage (user + system): steadier than wall time on a busy machine. */
  indexCpuMs: number;
  indexes: Record<string, BuiltIndex>;
}

const plain: Highlighter = { highlight: (code, _lang, lines) => plainPre(code, lines) };

export async function indexCorpus(docsDir: string, options: BuildSearchIndexOptions = {}): Promise<CorpusIndexes> {
  const config = await resolveConfig(docsDir, { outDir: '/nonexistent' });
  const sources = loadPages(config.root);
  const md = createMarkdown({
    highlighter: plain,
    links: { base: config.base, pageByFile: new Map(sources.map((s) => [s.relativePath.toLowerCase(), s.path])), routes: createRouteTable(sources.map((s) => s.path)) },
    images: { root: config.root, base: config.base, copied: new Map() },
    demo: {
      horizontal: false,
      iframe: false,
      base: config.base,
      compile: () => {
        throw new Error('the corpus has no demos');
      },
      playgrounds: { jsfiddle: false, codepen: false },
    },
    options: markdownOptions(config),
  });
  const locales = Object.keys(config.locales);
  let t0 = performance.now();
  const rendered: SearchSource[] = sources.map((s) => {
    const lang = config.locales[localeOf(s.path, locales)]?.lang ?? 'zh-CN';
    const r = renderMarkdown(md, s.body, s.relativePath, s.path, lang);
    return { record: createPageRecord(s.relativePath, s.frontmatter, r.env.title, r.env.headers), html: r.html, localePath: localeOf(s.path, locales) };
  });
  const renderMs = performance.now() - t0;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const built: [string, string, SearchIndexFiles][] = [];
  for (const [localePath, inputs] of searchInputsByLocale(rendered)) {
    const name = searchIndexName(localePath);
    built.push([localePath, name, buildSearchIndex(name, inputs, options)]);
  }
  const indexMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const indexes: Record<string, BuiltIndex> = {};
  for (const [localePath, name, files] of built) indexes[localePath] = await openIndexFiles(name, files, localePath);
  return { pages: sources.length, renderMs, indexMs, indexCpuMs: (cpu.user + cpu.system) / 1000, indexes };
}
