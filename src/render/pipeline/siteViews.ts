// Stage two, for `build` and `serve --watch` alike: the site's data from every page record, a VuePress site's Vue
// parts, and a view per page (layout, sidebar, neighbours, locale links). Every content error of the site, found
// here or before, stops the pipeline here, before anything is written.
import path from 'node:path';
import type { RouteTable } from '../../shared/resolveRoute.ts';
import type { PageRecord, SiteData } from '../../shared/types.ts';
import type { SiteConfig } from '../config/resolveConfig.ts';
import { ContentErrors, dedupe, type Diagnostic } from '../errors.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import type { PageSource } from '../pages/loadPages.ts';
import { createLastUpdated } from '../pages/lastUpdated.ts';
import { buildSiteData } from '../site/buildSiteData.ts';
import { createPageView, sidebarTreeFiles, type PageView, type ViewContext } from '../site/pageView.ts';
import { hashedName } from '../write/hashedName.ts';
import { pageHtml } from './renderPages.ts';

/** A page as the later stages need it. */
export interface SitePage {
  source: PageSource;
  result: RenderedMarkdown;
  record: PageRecord;
  /** Content key of `result.html` once final, for `serve --watch` to tell whether the page changed. */
  htmlKey?: string;
  /** A page from the build cache: reads its HTML, which `result.html` ('') does not hold (renderPages.ts). */
  readHtml?: () => string;
  /**
   * Content key of the page's search input ('' when it has none): from the page cache, or set by the build's search
   * stage once it read the page (writeSiteSearch.ts), which the page cache then keeps with the page.
   */
  searchKey?: string;
}

export interface SiteViews {
  config: SiteConfig;
  ctx: ViewContext;
  pages: SitePage[];
  /** Views without their content (`contentHtml` is ''): emitSite puts it in while it renders the page. */
  views: PageView[];
  /**
   * Page i's body as its view shows it (a VuePress page's with its Vue parts rendered), read when asked for: a
   * page from the build cache has its HTML on disk, so the site's pages are never all in memory at once.
   */
  content(i: number): string;
  /** Files of the Vue parts and the site's own styles, to write with the site. */
  files: [string, string | Buffer][];
  /** Every problem found so far (no errors: those threw). */
  diagnostics: Diagnostic[];
  /** A VuePress site's pages that use Vue: their content as Vue rendered it, by page index. */
  vueHtml?: Map<number, string>;
}

/** Views of every page; throws ContentErrors when `diagnostics` or the views hold an error. */
export async function createSiteViews(config: SiteConfig, routes: RouteTable, pages: SitePage[], diagnostics: Diagnostic[], pause?: () => Promise<void>): Promise<SiteViews> {
  const site = buildSiteData(config, pages.map((p) => p.record));
  // VuePress pages are Vue templates: their Vue parts render now (bodies with code still to highlight, which Vue
  // leaves alone), and the site's own styles join every page.
  const vue = config.vuepress ? await renderVue(config, site, pages) : undefined;
  const vueHtml = vue?.html;
  // Such a page's content is what Vue renders now (its components may have changed), not its cached markdown: the
  // search key its markdown was cached with does not stand for it.
  for (const i of vueHtml?.keys() ?? []) pages[i].searchKey = undefined;
  const content = (i: number) => vueHtml?.get(i) ?? pageHtml(pages[i]);
  if (vue) diagnostics.push(...vue.diagnostics);
  const files: [string, string | Buffer][] = [...(vue?.files ?? [])];
  if (vue?.css) {
    const cssPath = hashedName('assets', 'site', '.css', vue.css);
    site.headTags = [...site.headTags, ['link', { rel: 'stylesheet', href: '/' + cssPath }]];
    files.push([cssPath, vue.css]);
  }
  const configName = config.configFile ? path.relative(process.cwd(), config.configFile) : 'config';
  const ctx: ViewContext = {
    site,
    routes,
    pagesByPath: new Map(pages.map((p) => [p.record.path, p.record])),
    // VuePress built on past a sidebar entry naming no page (it logged it): there it is a warning.
    onMissingSidebarEntry: (entry) =>
      diagnostics.push({ file: configName, message: `sidebar entry "${entry}" names no page`, severity: config.vuepress && !config.strict ? 'warning' : 'error' }),
    lastUpdated: createLastUpdated(config.root),
    vuepress: config.vuepress !== undefined,
  };
  const views: PageView[] = [];
  for (const { record, result } of pages) {
    await pause?.();
    views.push(createPageView(record, '', ctx, record.frontmatter.home ? 'home' : 'page', result.env.demos.length > 0));
  }
  // A large locale's whole sidebar, shared by its pages (each carries only its own section).
  files.push(...sidebarTreeFiles(ctx));
  const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length) throw new ContentErrors(errors);
  return { config, ctx, pages, views, content, files, diagnostics, vueHtml };
}

/**
 * `serve --watch`, a save that leaves every other page's view as it was: the previous views with the views of the
 * `changed` pages (by index; the same pages, at the same places, as in `base`) made again, in base's context. Only the
 * caller can know it may (no page added, removed or moved, every changed page's record the same as before, so site
 * data, sidebars, neighbours and locale links are too — see reuseViews in dev/writeSite.ts); this checks what it can
 * see: a changed page that uses Vue, or used it, is refused (null), as a VuePress page's Vue parts are numbered across
 * the site. `files` is empty: the site's shared files are as base wrote them. Throws ContentErrors as createSiteViews.
 */
export async function reuseSiteViews(base: SiteViews, pages: SitePage[], changed: number[], diagnostics: Diagnostic[]): Promise<SiteViews | null> {
  if (pages.length !== base.pages.length) return null;
  if (base.config.vuepress) {
    const { pageUsesVue } = await import('../vue/vueSite.ts');
    for (const i of changed) if (base.vueHtml?.has(i) || usesVue(pages[i], pageUsesVue)) return null;
  }
  const views = [...base.views];
  for (const i of changed) {
    const { record, result } = pages[i];
    views[i] = createPageView(record, '', base.ctx, record.frontmatter.home ? 'home' : 'page', result.env.demos.length > 0);
  }
  const errors = dedupe(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length) throw new ContentErrors(errors);
  const { vueHtml } = base;
  const content = (i: number) => vueHtml?.get(i) ?? pageHtml(pages[i]);
  return { config: base.config, ctx: base.ctx, pages, views, content, files: [], diagnostics, vueHtml };
}

/**
 * Whether a page uses Vue, by its env, which is made with its HTML and stands for it: `serve --watch` keeps a page's
 * env between rebuilds, so a page's HTML is searched once per render, not once per rebuild (a quarter of a second at
 * 10,000 pages).
 */
const vueUse = new WeakMap<object, boolean>();

function usesVue(page: SitePage, pageUsesVue: (html: string, env: SitePage['result']['env']) => boolean): boolean {
  let used = vueUse.get(page.result.env);
  if (used === undefined) vueUse.set(page.result.env, (used = pageUsesVue(pageHtml(page), page.result.env)));
  return used;
}

/**
 * A VuePress site's Vue parts and own styles (loaded only for VuePress sites): by page index, the content of the pages
 * that use Vue, rendered (and held); the others' content is read when its turn comes, one page at a time.
 */
async function renderVue(config: SiteConfig, site: SiteData, pages: SitePage[]) {
  const [{ renderVueSite, pageUsesVue }, { vuepressStyles }] = await Promise.all([import('../vue/vueSite.ts'), import('../config/vuepressStyles.ts')]);
  const styles = vuepressStyles(config.configDir, { look: config.vuepress?.look });
  const using = pages.flatMap((page, i) => (usesVue(page, pageUsesVue) ? [i] : []));
  const vue = await renderVueSite(
    config,
    site,
    using.map((i) => {
      const page = pages[i];
      return { html: pageHtml(page), env: page.result.env, record: page.record, body: page.source.body, displayPath: page.source.displayPath };
    }),
  );
  const html = new Map(using.map((i, k) => [i, vue.html[k]]));
  return { ...vue, html, css: [styles.css, vue.css].filter(Boolean).join('\n'), diagnostics: [...styles.diagnostics, ...vue.diagnostics] };
}
