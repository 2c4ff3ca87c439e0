// `serve --watch`: the build pipeline of build.ts kept in memory between saves. A full build (at start, after a config
// or theme edit) renders every page; a save re-renders only what it affects: the saved pages' markdown, pages whose
// links resolve differently once routes changed, pages embedding a changed image or snippet, and then the regions and
// HTML of every page whose view changed (see viewSignature.ts), the search index of their locale and the manifest.
// Output goes in place into the served folder, written only where content changed, and only once the whole rebuild
// succeeded: a failed rebuild leaves the served site, and this builder's state, as they were.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRouteTable } from '../../shared/resolveRoute.ts';
import { resolveConfig, type SiteConfig } from '../config/resolveConfig.ts';
import { MapdocsError, asReported, type Diagnostic } from '../errors.ts';
import { displayPathOf, loadPages, loadPageSource, type PageSource } from '../pages/loadPages.ts';
import { docsPathKind, notAPageFile } from '../pages/discoverPages.ts';
import { openCache } from '../cache.ts';
import { HTML_ENTRY } from '../pageCache.ts';
import { bundleClient } from '../assets/bundleClient.ts';
import { listPublicFiles } from '../publicFiles.ts';
import { openRenderer } from '../pipeline/renderer.ts';
import { cacheFreshPages, renderPages, renderSite } from '../pipeline/renderPages.ts';
import { createHighlighter, fillCode, type CodeHighlighter } from '../highlight/highlighter.ts';
import { createShikiHighlighter, type ShikiHighlighter } from '../highlight/shiki.ts';
import { createOutputFiles } from './outputFiles.ts';
import { createTimeSlicer } from './timeSlicer.ts';
import { initialThemeRender, reloadThemeRender } from './themeModules.ts';
import { linkKeyOf, pageState, type PageState, type SiteState } from './siteState.ts';
import { writeSearchIndexes, writeSite, type PageRef } from './writeSite.ts';

export { DEV_UNHASHED, type PageRef } from './writeSite.ts';

/** The theme folder: components and styles of every mapdocs site. */
export const THEME_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../../theme');


export interface SiteBuilderOptions {
  docsDir: string;
  /** The served folder, written in place. */
  outDir: string;
  base?: string;
  /** `--strict`: warnings fail a rebuild as errors do. */
  strict?: boolean;
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
  /** The previous views were reused, the saved pages' made again (no record changed: writeSite.ts, reuseViews). */
  reusedViews?: boolean;
  written: number;
  warnings: Diagnostic[];
  ms: number;
  /**
   * Work browsers need not wait for (rebuilding a locale's search index: ~0.1 s for 400 pages), to run once they were
   * told; skipping it is fine when another rebuild follows, which does it then.
   */
  afterwards?: () => Promise<void>;
}

export interface SiteBuilder {
  /**
   * The first call builds everything; later calls rebuild what the changed files (absolute paths) affect, everything
   * for a config or theme file, or when `full` (the docs folder came back). A served folder deleted from outside is
   * written again in full. Throws ContentErrors or MapdocsError, leaving site and state as before.
   */
  rebuild(changed?: Iterable<string>, how?: { full?: boolean }): Promise<RebuildResult>;
  /** Whether the served folder was deleted from outside (the next rebuild writes it again). */
  outputLost(): boolean;
  /** The config of the last good build. */
  readonly config: SiteConfig | null;
  /** Files outside the docs folder that pages include (snippets, images), to watch as well. */
  outsideFiles(): string[];
  /** Saves the build cache. */
  close(): void;
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
  return docsPathKind(rel);
}

export function createSiteBuilder(opts: SiteBuilderOptions): SiteBuilder {
  const output = createOutputFiles(path.resolve(opts.outDir));
  let state: SiteState | null = null;
  /** One shiki for the whole session: a saved page's new code block costs its own tokenisation and nothing else. */
  let shiki: ShikiHighlighter | null = null;
  let salt = '';

  /** Everything rendered again; `freshOutput` when the served folder starts empty (first build, or it was deleted). */
  async function fullBuild(themeChanged: boolean, started: number, freshOutput = false): Promise<RebuildResult> {
    const config = await resolveConfig(opts.docsDir, { outDir: output.dir, base: opts.base, strict: opts.strict, isProd: false });
    const prev = state;
    const theme = themeChanged ? await reloadThemeRender() : (prev?.theme ?? initialThemeRender);
    if (freshOutput) output.reset();
    // The client bundle depends on mapdocs' client code and the theme's styles only; its names are content hashes.
    const client = prev && !themeChanged && !freshOutput ? prev.client : await bundleClient(output.dir);

    const skipped: Diagnostic[] = [];
    const sources = loadPages(config.root, undefined, (d) => skipped.push(...asReported(config.strict, [d])));
    const cache = openCache(config);
    // The build's own render stage, then its code settled at once: the session keeps finished pages.
    const { links, salt: highlightSalt, copiedImages, pageCache, pages: rendered, highlighter: deferred } = await renderSite(config, sources, cache, { pause: createTimeSlicer() });
    try {
      await deferred?.settle();
    } finally {
      await deferred?.close();
    }
    const pages = new Map<string, PageState>();
    for (const page of rendered) {
      if (deferred && page.fresh) fillCode(page.result, deferred);
      // The session keeps every page's HTML (its rebuilds compare and re-emit them): a cached page's is read now.
      if (page.readHtml) page.result.html = page.readHtml();
      pages.set(page.source.relativePath, pageState(page.source, page.result, links));
    }
    cacheFreshPages(rendered, pageCache);
    const fresh = rendered.filter((p) => p.fresh);
    salt = highlightSalt;

    const next: SiteState = {
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
      manifestMemo: {},
    };
    const plan = output.plan();
    const written = await writeSite(next, plan, { previous: prev, reuse: false, unreadable: skipped, eventsPath: opts.eventsPath });
    await writeSearchIndexes(next, plan);
    // Public files last, as in build.ts: a public file may replace a generated one.
    for (const { file, rel } of listPublicFiles(config.publicDir, config.includeRoots[0]).files) {
      next.publicFiles.add(rel);
      plan.copy(file, rel);
    }
    for (const rel of prev?.publicFiles ?? []) if (!next.publicFiles.has(rel)) plan.remove(rel);
    const applied = await plan.apply();
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
      warnings: [...written.warnings, ...cache.warnings()],
      ms: performance.now() - started,
    };
  }

  async function update(prev: SiteState, files: string[], started: number): Promise<RebuildResult> {
    const { config } = prev;
    const next: SiteState = {
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
    /**
     * Pages that cannot be read (malformed frontmatter), and page files that are not regular files (warnings):
     * reported with every other page's problems.
     */
    const unreadable: Diagnostic[] = [];
    let routesChanged = false;

    // 1. Read the saved pages; a save that changed nothing renders nothing.
    for (const file of files) {
      const kind = classifyChange(file, config);
      if (kind === 'public') publicChanges.push(file);
      else if (kind === 'other') deps.add(file);
      else if (kind === 'page' && fs.existsSync(file)) {
        const rel = toPosix(path.relative(config.root, file));
        // A FIFO, socket or device named as a page (or a link to one) is not read, as in the build: a warning, and
        // no page (one that was a page before is gone).
        const notPage = notAPageFile(file);
        if (notPage) {
          unreadable.push(...asReported(config.strict, [{ file: displayPathOf(config.root, rel), message: notPage, severity: 'warning' }]));
          routesChanged = next.pages.delete(rel) || routesChanged;
          continue;
        }
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

    // 4. Render those pages' markdown through the build's render stage, with the session's highlighter: code whose
    //    grammar is loaded highlights on the spot, the rest once the pages rendered.
    shiki ??= await createShikiHighlighter();
    const hl: CodeHighlighter = createHighlighter({ store: prev.cache.section<string>('highlight', HTML_ENTRY), salt, session: shiki });
    const { pages: fresh } = await renderPages(config, [...toRender.values()], {
      pause: createTimeSlicer(),
      renderer: (pages) => openRenderer({ config, cache: prev.cache, links: next.links, copiedImages: next.copiedImages, toRender: pages, highlighter: () => hl }),
    });
    await hl.settle();
    for (const { source, result } of fresh) {
      fillCode(result, hl);
      next.pages.set(source.relativePath, pageState(source, result, next.links));
    }

    // 5. Views, regions and HTML of the pages whose view changed; then public files.
    const plan = output.plan();
    const written = await writeSite(next, plan, { previous: prev, reuse: true, fresh: new Set(toRender.keys()), unreadable, eventsPath: opts.eventsPath });
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
    const applied = await plan.apply();
    state = next;
    const afterwards = async () => {
      if (!next.searchDue.size) return;
      const later = output.plan();
      await writeSearchIndexes(next, later);
      await later.apply();
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
      reusedViews: written.reusedViews,
      written: applied.written.length,
      warnings: written.warnings,
      ms: performance.now() - started,
      afterwards,
    };
  }

  return {
    async rebuild(changed = [], how = {}) {
      const started = performance.now();
      const files = [...new Set(changed)].map((f) => path.resolve(f));
      const kinds = state ? files.map((f) => classifyChange(f, state!.config)) : [];
      // An incremental rebuild writes only what changed, which restores nothing of a deleted folder.
      if (!state || output.lost()) return fullBuild(kinds.includes('theme'), started, true);
      if (kinds.includes('theme')) return fullBuild(true, started);
      if (how.full || kinds.includes('config')) return fullBuild(false, started);
      return update(state, files, started);
    },
    outputLost: () => output.lost(),
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
