// `serve --watch`: the build pipeline of build.ts kept in memory between saves. A full build (at start, after a config
// or theme edit) renders every page; a save re-renders only what it affects: the saved pages' markdown, pages whose
// links resolve differently once routes changed, pages embedding a changed image or snippet, and then the regions and
// HTML of every page whose view changed (see viewSignature.ts), the search index of their locale and the manifest.
// Output goes in place into the served folder, written only where content changed, and only once the whole rebuild
// succeeded: a failed rebuild leaves the served site, and this builder's state, as they were.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type MarkdownIt from 'markdown-it';
import { createRouteTable } from '../../shared/resolveRoute.ts';
import { outputFileFor, withBase } from '../../shared/pagePath.ts';
import type { DemoBoot, PageRecord } from '../../shared/types.ts';
import { resolveConfig, type SiteConfig } from '../config/resolveConfig.ts';
import { ContentErrors, MapdocsError, type Diagnostic } from '../errors.ts';
import { dedupe, langFor } from '../build.ts';
import { loadPages, loadPageSource, type PageSource } from '../pages/loadPages.ts';
import { createPageRecord } from '../pages/createPageRecord.ts';
import { createMarkdown } from '../markdown/createMarkdown.ts';
import { renderMarkdown, type RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import type { MarkdownEnv } from '../markdown/env.ts';
import { resolveLink, type LinkContext } from '../markdown/links.ts';
import { highlightFormat } from '../markdown/highlighter.ts';
import { createDeferredHighlighter } from '../markdown/deferredHighlighter.ts';
import { standalonePath } from '../markdown/demo.ts';
import { openCache, contentKey, type BuildCache } from '../cache.ts';
import { createPageCache } from '../pageCache.ts';
import { buildSiteData } from '../site/buildSiteData.ts';
import { createPageView, type PageView, type ViewContext } from '../site/pageView.ts';
import type { DocumentAssets } from '../ssr/renderDocument.ts';
import { bundleClient, type ClientAssets } from '../assets/bundleClient.ts';
import { writeDemoRuntimes, type DemoRuntimes } from '../assets/demoRuntimes.ts';
import { searchInputsByLocale } from '../search/writeSearchIndexes.ts';
import { assembleSearchIndex, indexPage, type IndexedPage } from '../search/buildSearchIndex.ts';
import { copyTree } from '../write/outputDir.ts';
import { hashedName } from '../write/hashedName.ts';
import { renderSitemap } from '../write/sitemap.ts';
import { chunkData, demoBoot, notFoundChunkName, notFoundRecord } from '../write/pageChunk.ts';
import { createOutputFiles, type OutputPlan } from './outputFiles.ts';
import { createWatchHighlighter, type WatchHighlighter } from './watchHighlighter.ts';
import { createViewSignature } from './viewSignature.ts';
import { initialThemeRender, reloadThemeRender, type ThemeRender } from './themeModules.ts';

/** The theme folder: components and styles of every mapdocs site. */
export const THEME_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../../theme');

/** Dev builds name the manifest and search indexes without a hash, so a save rewrites them and not every page's boot data. */
const MANIFEST = 'assets/routes.json';

/** Whether a served path (without base) is one of those unhashed assets, which browsers must revalidate. */
export const DEV_UNHASHED = (pathname: string) => pathname === `/${MANIFEST}` || /^\/assets\/search\/[^/.]+\.json$/.test(pathname);

export interface SiteBuilderOptions {
  docsDir: string;
  /** The served folder, written in place. */
  outDir: string;
  base?: string;
  /** Path under the base of the server's event stream, which the dev client connects to. */
  eventsPath: string;
}

export interface RebuildResult {
  /** Everything was rebuilt (first build, config or theme edit): browsers reload. */
  full: boolean;
  config: SiteConfig;
  /** Every page path, for the server's route table; `routesChanged` when that list changed. */
  pages: string[];
  routesChanged: boolean;
  /** Pages whose HTML or chunk changed, and pages that are gone (deleted, renamed). */
  changedPages: PageRef[];
  removedPages: PageRef[];
  /** Public files written or removed: browsers reload, as for a full build. */
  assetsChanged: boolean;
  /** Pages whose markdown rendered again, and pages whose regions and HTML did. */
  rendered: { markdown: number; html: number };
  written: number;
  warnings: Diagnostic[];
  ms: number;
  /**
   * Work browsers need not wait for (rebuilding a locale's search index: ~0.1 s for 400 pages), to run once they were
   * told; skipping it is fine when another rebuild follows, which does it then.
   */
  afterwards?: () => void;
}

/** A page by URL path and key (the key stays the same for a page's file; the path may change with its permalink). */
export interface PageRef {
  path: string;
  key: string;
}

export interface SiteBuilder {
  /**
   * The first call builds everything; later calls rebuild what the changed files (absolute paths) affect, everything
   * for a config or theme file. Throws ContentErrors or MapdocsError, leaving site and state as before.
   */
  rebuild(changed?: Iterable<string>): Promise<RebuildResult>;
  /** The config of the last good build. */
  readonly config: SiteConfig | null;
  /** Files outside the docs folder that pages include (snippets, images), to watch as well. */
  outsideFiles(): string[];
  /** Saves the build cache. */
  close(): void;
}

interface PageState {
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

interface PageOutputs {
  /** View signature the outputs were rendered from. */
  sig: string;
  chunk: string;
  /** Files this page owns besides hashed assets (its HTML, its demos' standalone pages). */
  files: string[];
}

interface SearchEntry {
  html: string;
  record: PageRecord;
  localePath: string;
  /** The page's share of its locale's index; undefined for a page kept out of search. */
  indexed: IndexedPage | undefined;
}

interface State {
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
  /** Each locale's index file and pages, and the locales whose index is not written yet. */
  searchIndexes: Map<string, { rel: string; pages: IndexedPage[] }>;
  searchDue: Set<string>;
  runtimes?: DemoRuntimes;
  publicFiles: Set<string>;
}

type ChangeKind = 'theme' | 'config' | 'public' | 'page' | 'other' | 'ignore';

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
const toPosix = (p: string) => p.split(path.sep).join('/');

/** What a changed file is to the site. */
export function classifyChange(file: string, config: SiteConfig): ChangeKind {
  if (inside(THEME_DIR, file)) return 'theme';
  if (inside(config.outDir, file) || inside(config.cacheDir, file)) return 'ignore';
  if (inside(config.publicDir, file)) return 'public';
  if (inside(config.configDir, file)) return 'config';
  if (!inside(config.root, file)) return 'other';
  const rel = toPosix(path.relative(config.root, file));
  // The rules of discoverPages: dot-folders and node_modules hold no pages.
  if (rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) return 'ignore';
  return rel.toLowerCase().endsWith('.md') ? 'page' : 'other';
}

export function createSiteBuilder(opts: SiteBuilderOptions): SiteBuilder {
  const output = createOutputFiles(path.resolve(opts.outDir));
  let state: State | null = null;
  let highlighter: WatchHighlighter | null = null;

  async function fullBuild(themeChanged: boolean, started: number): Promise<RebuildResult> {
    const config = await resolveConfig(opts.docsDir, { outDir: output.dir, base: opts.base });
    const prev = state;
    const theme = themeChanged ? await reloadThemeRender() : (prev?.theme ?? initialThemeRender);
    if (!prev) output.reset();
    // The client bundle depends on mapdocs' client code and the theme's styles only; its names are content hashes.
    const client = prev && !themeChanged ? prev.client : await bundleClient(output.dir);

    const sources = loadPages(config.root);
    const cache = openCache(config);
    const salt = `${config.version}\0${highlightFormat()}`;
    const links: LinkContext = {
      base: config.base,
      pageByFile: new Map(sources.map((s) => [s.relativePath.toLowerCase(), s.path])),
      routes: createRouteTable(sources.map((s) => s.path)),
    };
    const copiedImages = new Map<string, string>();
    const pageCache = createPageCache(cache, config, sources, salt, copiedImages);
    // Many pages to highlight: the build's deferred highlighter with its worker threads.
    const deferred = createDeferredHighlighter({ store: cache.section<string>('highlight'), salt });
    const md = markdownFor(config, links, copiedImages, deferred);
    const pages = new Map<string, PageState>();
    const fresh: { source: PageSource; lang: string; result: RenderedMarkdown; keys: string[] }[] = [];
    try {
      for (const source of sources) {
        const lang = langFor(source.path, config.locales);
        let result = pageCache.get(source, lang);
        if (!result) {
          const asked = deferred.asked.length;
          result = renderMarkdown(md, source.body, source.relativePath, source.path, lang);
          fresh.push({ source, lang, result, keys: deferred.asked.slice(asked) });
          await deferred.pump();
        }
        pages.set(source.relativePath, pageState(source, result, links));
      }
      await deferred.settle();
    } finally {
      await deferred.close();
    }
    for (const { source, lang, result, keys } of fresh) {
      const page = pages.get(source.relativePath)!;
      page.html = result.html = deferred.fill(result.html);
      page.htmlKey = contentKey(page.html);
      for (const block of result.env.demos) block.html = deferred.fill(block.html as string);
      pageCache.set(source, lang, result, keys);
    }
    highlighter = createWatchHighlighter(cache.section<string>('highlight'), salt);

    const next: State = {
      config,
      theme,
      client,
      cache,
      pages,
      links,
      copiedImages,
      outputs: new Map(),
      search: new Map(),
      searchMembers: new Map(),
      searchIndexes: new Map(),
      searchDue: new Set(),
      publicFiles: new Set(),
    };
    const plan = output.plan();
    const written = await writeSite(next, plan, { previous: prev, reuse: false });
    writeSearchIndexes(next, plan);
    // Public files last, as in build.ts: a public file may replace a generated one.
    copyTree(config.publicDir, { ...plan, copy: (from, rel) => (next.publicFiles.add(rel), plan.copy(from, rel)) });
    for (const rel of prev?.publicFiles ?? []) if (!next.publicFiles.has(rel)) plan.remove(rel);
    const applied = plan.apply();
    if (prev && prev.cache !== cache) prev.cache.save();
    cache.save();
    state = next;
    return {
      full: true,
      config,
      pages: [...pages.values()].map((p) => p.record.path),
      routesChanged: true,
      changedPages: written.changedPages,
      removedPages: written.removedPages,
      assetsChanged: true,
      rendered: { markdown: fresh.length, html: written.rendered },
      written: applied.written.length,
      warnings: written.warnings,
      ms: performance.now() - started,
    };
  }

  async function update(prev: State, files: string[], started: number): Promise<RebuildResult> {
    const { config } = prev;
    const next: State = {
      ...prev,
      pages: new Map(prev.pages),
      outputs: new Map(prev.outputs),
      search: new Map(prev.search),
      searchMembers: new Map(prev.searchMembers),
      searchDue: new Set(prev.searchDue),
      publicFiles: new Set(prev.publicFiles),
    };
    const toRender = new Map<string, PageSource>();
    const publicChanges: string[] = [];
    const deps = new Set<string>();
    /** Pages that cannot be read (malformed frontmatter): reported with every other page's problems. */
    const unreadable: Diagnostic[] = [];
    let routesChanged = false;

    // 1. Read the saved pages; a save that changed nothing renders nothing.
    for (const file of files) {
      const kind = classifyChange(file, config);
      if (kind === 'public') publicChanges.push(file);
      else if (kind === 'other') deps.add(file);
      else if (kind === 'page' && fs.existsSync(file)) {
        const rel = toPosix(path.relative(config.root, file));
        let source: PageSource;
        try {
          source = loadPageSource(config.root, rel);
        } catch (err) {
          if (!(err instanceof MapdocsError)) throw err;
          unreadable.push({ file: err.file ?? rel, line: err.line, message: err.message, severity: 'error' });
          continue;
        }
        const old = prev.pages.get(rel);
        if (old && old.source.body === source.body && JSON.stringify(old.source.frontmatter) === JSON.stringify(source.frontmatter)) continue;
        if (!old || old.source.path !== source.path) routesChanged = true;
        toRender.set(rel, source);
      }
      // A removed page, or a removed folder of pages.
      if ((kind === 'page' || kind === 'other') && !fs.existsSync(file)) {
        const rel = toPosix(path.relative(config.root, file));
        for (const key of [...next.pages.keys()]) if (key === rel || key.startsWith(rel + '/')) routesChanged = next.pages.delete(key) || routesChanged;
      }
    }
    // 2. Pages embedding a changed image or snippet render again (a changed image gets a new hashed name).
    for (const dep of deps) {
      next.copiedImages.delete(dep);
      for (const [rel, page] of next.pages) if (page.deps.includes(dep) && !toRender.has(rel)) toRender.set(rel, page.source);
    }
    // 3. A new route table: pages whose links now resolve otherwise (dead ones, or ones that were dead) render again.
    if (routesChanged) {
      const sources = new Map([...next.pages].map(([rel, p]) => [rel, p.source]));
      for (const [rel, source] of toRender) sources.set(rel, source);
      next.links = {
        base: config.base,
        pageByFile: new Map([...sources.values()].map((s) => [s.relativePath.toLowerCase(), s.path])),
        routes: createRouteTable([...sources.values()].map((s) => s.path)),
      };
      for (const [rel, page] of next.pages) if (!toRender.has(rel) && linkKeyOf(page.env, next.links) !== page.linkKey) toRender.set(rel, page.source);
    }

    // 4. Render those pages' markdown; code whose grammar is loaded highlights on the spot.
    const hl = highlighter!;
    hl.begin();
    const md = markdownFor(config, next.links, next.copiedImages, hl);
    const fresh = [...toRender.values()].map((source) => ({ source, result: renderMarkdown(md, source.body, source.relativePath, source.path, langFor(source.path, config.locales)) }));
    await hl.settle();
    for (const { source, result } of fresh) {
      result.html = hl.fill(result.html);
      for (const block of result.env.demos) block.html = hl.fill(block.html as string);
      next.pages.set(source.relativePath, pageState(source, result, next.links));
    }

    // 5. Views, regions and HTML of the pages whose view changed; then public files.
    const plan = output.plan();
    const written = await writeSite(next, plan, { previous: prev, reuse: true, fresh: new Set(toRender.keys()), unreadable });
    for (const file of publicChanges) {
      const rel = toPosix(path.relative(config.publicDir, file));
      if (fs.existsSync(file) && fs.statSync(file).isFile()) {
        plan.copy(file, rel);
        next.publicFiles.add(rel);
      } else {
        for (const known of [...next.publicFiles])
          if (known === rel || known.startsWith(rel + '/')) {
            plan.remove(known);
            next.publicFiles.delete(known);
          }
      }
    }
    const applied = plan.apply();
    state = next;
    const afterwards = () => {
      if (!next.searchDue.size) return;
      const later = output.plan();
      writeSearchIndexes(next, later);
      later.apply();
    };
    const publicRels = new Set(publicChanges.map((f) => toPosix(path.relative(config.publicDir, f))));
    const assetsChanged = [...applied.written, ...applied.removed].some((rel) => publicRels.has(rel) || [...publicRels].some((r) => rel.startsWith(r + '/')));
    return {
      full: false,
      config,
      pages: [...next.pages.values()].map((p) => p.record.path),
      routesChanged,
      changedPages: written.changedPages,
      removedPages: written.removedPages,
      assetsChanged,
      rendered: { markdown: fresh.length, html: written.rendered },
      written: applied.written.length,
      warnings: written.warnings,
      ms: performance.now() - started,
      afterwards,
    };
  }

  /** Writes the search indexes that are due; a rebuild leaves them for after browsers were told (see `afterwards`). */
  function writeSearchIndexes(next: State, plan: OutputPlan): void {
    for (const localePath of next.searchDue) {
      const index = next.searchIndexes.get(localePath);
      if (index) plan.write(index.rel, JSON.stringify(assembleSearchIndex(index.pages)));
    }
    next.searchDue.clear();
  }

  /**
   * Views of every page (cheap), then regions, chunk and HTML of those whose view signature changed, the not-found
   * pages, search indexes, manifest and sitemap — all into `plan`. Throws ContentErrors before anything is planned.
   */
  async function writeSite(next: State, plan: OutputPlan, how: { previous: State | null; reuse: boolean; fresh?: Set<string>; unreadable?: Diagnostic[] }) {
    const { config, theme } = next;
    const prevOutputs = how.previous?.outputs;
    const order = [...next.pages.keys()].sort();
    const pages = order.map((rel) => next.pages.get(rel)!.record);
    const site = buildSiteData(config, pages);
    const diagnostics = [...(how.unreadable ?? []), ...order.flatMap((rel) => next.pages.get(rel)!.env.diagnostics)];
    const configName = config.configFile ? path.relative(process.cwd(), config.configFile) : 'config';
    const ctx: ViewContext = {
      site,
      routes: next.links.routes,
      pagesByPath: new Map(pages.map((p) => [p.path, p])),
      onMissingSidebarEntry: (entry) => diagnostics.push({ file: configName, message: `sidebar entry "${entry}" names no page`, severity: 'error' }),
    };
    const views: PageView[] = order.map((rel) => {
      const page = next.pages.get(rel)!;
      return createPageView(page.record, page.html, ctx, page.record.frontmatter.home ? 'home' : 'page', page.env.demos.length > 0);
    });
    const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
    if (errors.length) throw new ContentErrors(errors);
    const warnings = dedupe(
      (how.fresh ? order.filter((rel) => how.fresh!.has(rel)).flatMap((rel) => next.pages.get(rel)!.env.diagnostics) : diagnostics).filter((d) => d.severity === 'warning'),
    );
    const url = (rel: string) => withBase(config.base, rel);

    // Search: a locale's index is due when one of its pages' text or record changed, or a page joined or left it.
    const searchIndexes: Record<string, string> = {};
    next.searchIndexes = new Map();
    if (config.themeConfig.search !== false) {
      const byLocale = new Map<string, { pages: IndexedPage[]; dirty: boolean; members: string[] }>();
      order.forEach((rel, i) => {
        const page = next.pages.get(rel)!;
        const localePath = views[i].localePath;
        let entry = next.search.get(rel);
        const dirty = !entry || entry.html !== page.html || entry.record !== page.record || entry.localePath !== localePath;
        if (dirty) {
          const input = searchInputsByLocale([{ record: page.record, html: page.html, localePath }]).get(localePath)?.[0];
          next.search.set(rel, (entry = { html: page.html, record: page.record, localePath, indexed: input && indexPage(input) }));
        }
        if (!entry!.indexed) return;
        let locale = byLocale.get(localePath);
        if (!locale) byLocale.set(localePath, (locale = { pages: [], dirty: false, members: [] }));
        locale.pages.push(entry!.indexed);
        locale.members.push(rel);
        locale.dirty ||= dirty;
      });
      for (const rel of next.search.keys()) if (!next.pages.has(rel)) next.search.delete(rel);
      for (const [localePath, { pages: indexed, dirty, members }] of byLocale) {
        const rel = `assets/search/${localePath === '/' ? 'root' : localePath.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-')}.json`;
        searchIndexes[localePath] = url(rel);
        next.searchIndexes.set(localePath, { rel, pages: indexed });
        const memberKey = contentKey(...members);
        if (dirty || !plan.has(rel) || next.searchMembers.get(localePath) !== memberKey) next.searchDue.add(localePath);
        next.searchMembers.set(localePath, memberKey);
      }
    }

    // Demo runtimes, once some page has a demo.
    const hasDemos = views.some((v) => v.hasDemos);
    if (hasDemos && (!next.runtimes || !how.reuse)) next.runtimes = await writeDemoRuntimes(config, plan);
    const demo: DemoBoot | undefined = hasDemos ? demoBoot(config, next.runtimes!, url) : undefined;
    const assets: DocumentAssets = {
      css: url(next.client.css),
      js: url(next.client.entry),
      preload: next.client.imports.map(url),
      boot: {
        base: config.base,
        routerMode: config.routerMode,
        routes: url(MANIFEST),
        searchIndexes,
        searchMaxSuggestions: config.themeConfig.searchMaxSuggestions ?? 10,
        assets: {},
        ...(demo ? { demo } : {}),
        dev: { events: url(opts.eventsPath) },
      },
    };
    const assetsKey = contentKey(JSON.stringify(assets));
    const signature = createViewSignature();
    const docOpts = { hostname: config.hostname, version: config.version };
    const changedPages: PageRef[] = [];
    let rendered = 0;

    /** Regions, chunk and HTML of one view, unless its signature says they are what they were. */
    const renderView = (owner: string, view: PageView, htmlKey: string, demos: MarkdownEnv['demos']): PageOutputs => {
      const sig = signature(view, assetsKey, htmlKey);
      const old = prevOutputs?.get(owner);
      if (how.reuse && old?.sig === sig) return old;
      rendered++;
      const regions = theme.renderRegions(view);
      const json = JSON.stringify(chunkData(view, regions, theme.pageTitle(view)));
      const chunk = view.layout === 'not-found' ? hashedName('assets/chunks', notFoundChunkName(view.localePath), '.json', json) : hashedName('assets/chunks', view.page.key, '.json', json);
      const files = [outputFileFor(view.page.path)];
      let changed = plan.write(chunk, json);
      changed = plan.write(files[0], theme.renderDocument(view, regions, assets, docOpts)) || changed;
      for (const block of demos) {
        const file = standalonePath(view.page.relativePath, block.id);
        files.push(file);
        changed = plan.write(file, theme.renderDemoPage(view, block.html as string, assets, docOpts)) || changed;
      }
      for (const file of old?.files ?? []) if (!files.includes(file)) plan.remove(file);
      if (changed && view.layout !== 'not-found') changedPages.push({ path: view.page.path, key: view.page.key });
      return { sig, chunk, files };
    };

    next.outputs = new Map();
    views.forEach((view, i) => {
      const page = next.pages.get(order[i])!;
      next.outputs.set(order[i], renderView(order[i], view, page.htmlKey, page.env.demos));
    });
    const notFound: Record<string, string> = {};
    for (const localePath of Object.keys(config.locales)) {
      const owner = `404:${localePath}`;
      const out = renderView(owner, createPageView(notFoundRecord(localePath), '', ctx, 'not-found'), '', []);
      next.outputs.set(owner, out);
      notFound[localePath] = url(out.chunk);
    }
    // Pages (and locales) that are gone: their HTML goes; hashed assets stay for tabs that still point at them.
    for (const [owner, out] of prevOutputs ?? []) if (!next.outputs.has(owner)) for (const file of out.files) plan.remove(file);

    const manifest = {
      routes: views.map((v, i) => ({ path: v.page.path, key: v.page.key, chunk: url(next.outputs.get(order[i])!.chunk), title: v.page.title })),
      notFound,
    };
    plan.write(MANIFEST, JSON.stringify(manifest));
    plan.write('sitemap.xml', renderSitemap(pages, config.base, config.hostname));
    for (const [file, out] of next.copiedImages) if (!plan.has(out) && fs.existsSync(file)) plan.copy(file, out);
    const removedPages = [...(how.previous?.pages ?? [])].filter(([rel]) => !next.pages.has(rel)).map(([, p]) => ({ path: p.record.path, key: p.record.key }));
    return { changedPages, removedPages, rendered, warnings };
  }

  return {
    async rebuild(changed = []) {
      const started = performance.now();
      const files = [...new Set(changed)].map((f) => path.resolve(f));
      if (!state) return fullBuild(false, started);
      const kinds = files.map((f) => classifyChange(f, state!.config));
      if (kinds.includes('theme')) return fullBuild(true, started);
      if (kinds.includes('config')) return fullBuild(false, started);
      return update(state, files, started);
    },
    get config() {
      return state?.config ?? null;
    },
    outsideFiles() {
      if (!state) return [];
      const root = state.config.root;
      const out = new Set<string>();
      for (const page of state.pages.values()) for (const dep of page.deps) if (!inside(root, dep)) out.add(dep);
      return [...out];
    },
    close() {
      state?.cache.save();
    },
  };
}

function markdownFor(config: SiteConfig, links: LinkContext, copied: Map<string, string>, highlighter: Parameters<typeof createMarkdown>[0]['highlighter']): MarkdownIt {
  return createMarkdown({
    highlighter,
    links,
    images: { root: config.root, base: config.base, copied },
    demo: { horizontal: config.demo.horizontal, iframe: config.demo.iframe, base: config.base },
  });
}

function pageState(source: PageSource, result: RenderedMarkdown, links: LinkContext): PageState {
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
function linkKeyOf(env: MarkdownEnv, links: LinkContext): string {
  return JSON.stringify(env.links.map((l) => resolveLink(l.href, env.relativePath, env.pagePath, links)));
}

