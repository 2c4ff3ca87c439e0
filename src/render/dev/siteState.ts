// The state `serve --watch` keeps between saves: per page its source, rendered markdown and what it was rendered from;
// per output owner the files it wrote; the search index shares. Rebuilds copy it and replace parts, never mutate it.
import type { PageRecord } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { PageSource } from '../pages/loadPages.ts';
import { createPageRecord } from '../pages/createPageRecord.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import type { MarkdownEnv } from '../markdown/env.ts';
import { resolveLink, type LinkContext } from '../markdown/links.ts';
import { contentKey, type BuildCache } from '../cache.ts';
import type { ClientAssets } from '../assets/bundleClient.ts';
import type { DemoRuntimes } from '../assets/demoRuntimes.ts';
import type { IndexedPage } from '../search/buildSearchIndex.ts';
import type { LocaleIndex } from '../search/localeIndex.ts';
import type { ThemeRender } from './themeModules.ts';
import type { PageOutputs } from '../pipeline/emitSite.ts';
import type { SiteViews } from '../pipeline/siteViews.ts';
import type { ManifestMemo } from '../write/routeManifest.ts';

export interface PageState {
  source: PageSource;
  html: string;
  /** Content key of `html`. */
  htmlKey: string;
  env: MarkdownEnv;
  record: PageRecord;
  /** How the page's links resolved when it rendered; it renders again when a new route table resolves one otherwise. */
  linkKey: string;
  /** Absolute paths of other files the page was rendered from (images, included snippets). */
  deps: string[];
}

export type { PageOutputs } from '../pipeline/emitSite.ts';

export interface SearchEntry {
  html: string;
  record: PageRecord;
  localePath: string;
  /** The page's share of its locale's index; undefined for a page kept out of search. */
  indexed: IndexedPage | undefined;
}

/** What a dev build keeps between saves. */
export interface SiteState {
  config: SiteConfig;
  theme: ThemeRender;
  client: ClientAssets;
  cache: BuildCache;
  /** By docs-relative path. */
  pages: Map<string, PageState>;
  links: LinkContext;
  copiedImages: Map<string, string>;
  /** By owner: a page's relative path, or `404:<locale>`. */
  outputs: Map<string, PageOutputs>;
  search: Map<string, SearchEntry>;
  /** Members of each locale's search index, to notice a page joining or leaving it. */
  searchMembers: Map<string, string>;
  /**
   * Each locale's index file and pages (`at`: a page's place among them, by relative path; `kept`: the index as last
   * written, changed page by page), and the locales whose index is not written yet.
   */
  searchIndexes: Map<string, { rel: string; pages: IndexedPage[]; at: Map<string, number>; kept?: LocaleIndex }>;
  searchDue: Set<string>;
  runtimes?: DemoRuntimes;
  publicFiles: Set<string>;
  /**
   * The views of the last rebuild, with each page's index among them (relative path → index, as the full views made
   * them), and the key of the documents' assets: a save that changes no page's record reuses them (writeSite.ts).
   */
  views?: { site: SiteViews; index: Map<string, number>; assetsKey: string };
  /** What the route manifest last written was made of (kept across saves: shards a save leaves alone are not remade). */
  manifestMemo: ManifestMemo;
}

export function pageState(source: PageSource, result: RenderedMarkdown, links: LinkContext): PageState {
  for (const d of result.env.diagnostics) d.file = source.displayPath;
  const includes = (result.env as { includes?: string[] }).includes ?? [];
  return {
    source,
    html: result.html,
    htmlKey: contentKey(result.html),
    env: result.env,
    record: createPageRecord(source.relativePath, source.frontmatter, result.env.title, result.env.headers),
    linkKey: linkKeyOf(result.env, links),
    deps: [...result.env.images, ...includes],
  };
}

/** Every link of a page as it resolves against a route table. */
export function linkKeyOf(env: MarkdownEnv, links: LinkContext): string {
  return JSON.stringify(env.links.map((l) => resolveLink(l.href, env.relativePath, env.pagePath, links)));
}
