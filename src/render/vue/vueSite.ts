// A VuePress site's Vue at build time: its components compiled once, each page's Vue parts rendered into islands, and
// the files the browser needs for them (Vue 2.7's runtime, the components, their CSS), written only when used.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { SiteConfig } from '../config/resolveConfig.ts';
import type { Diagnostic } from '../errors.ts';
import type { MarkdownEnv } from '../markdown/env.ts';
import type { PageRecord, SiteData } from '../../shared/types.ts';
import { localeOf, withBase } from '../../shared/pagePath.ts';
import { localeTheme } from '../site/pageView.ts';
import { hashedName } from '../write/hashedName.ts';
import { mayUseVue } from './mayUseVue.ts';

const require = createRequire(import.meta.url);

export interface VuePageSource {
  html: string;
  env: MarkdownEnv;
  record: PageRecord;
  body: string;
  displayPath: string;
}

export interface VueSiteResult {
  /** Each page's content HTML, Vue parts rendered. */
  html: string[];
  diagnostics: Diagnostic[];
  /** Files to write (path under the output → content): the runtime and components, when some page has islands. */
  files: Map<string, string | Buffer>;
  /** CSS every page links (the components' styles), if any. */
  css: string;
}

/** Whether a page has Vue parts to render: its own script or style blocks, or markup Vue would take. */
export const pageUsesVue = (html: string, env: Pick<MarkdownEnv, 'hoisted'>): boolean => (env.hoisted?.length ?? 0) > 0 || mayUseVue(html);

export async function renderVueSite(config: SiteConfig, site: SiteData, pages: VuePageSource[]): Promise<VueSiteResult> {
  const files = new Map<string, string | Buffer>();
  const usesVue = pages.map((p) => pageUsesVue(p.html, p.env));
  if (!usesVue.some(Boolean)) return { html: pages.map((p) => p.html), diagnostics: [], files, css: '' };
  // Vue's compiler loads only now: a VuePress site none of whose pages uses Vue never needs it.
  const [{ loadVueComponents }, { renderVueIslands }] = await Promise.all([import('./vueComponents.ts'), import('./renderVueIslands.ts')]);

  const componentsDir = path.join(config.configDir, 'components');
  const components = loadVueComponents(componentsDir, path.relative(process.cwd(), componentsDir) || componentsDir);
  const runtime = fs.readFileSync(require.resolve('vue2/dist/vue.runtime.min.js'));
  const runtimePath = hashedName('assets/runtime', 'vue2.runtime', '.js', runtime);
  const componentsPath = hashedName('assets', 'vue-components', '.js', components.browserJs);
  const assets = { runtime: withBase(config.base, runtimePath), components: withBase(config.base, componentsPath) };
  const sitePages = site.pages.map(({ title, path: p, regularPath, relativePath, key, frontmatter }) => ({ title, path: p, regularPath, relativePath, key, frontmatter }));
  const siteData = { title: site.title, description: site.description, base: site.base, themeConfig: site.themeConfig, locales: site.locales, pages: sitePages };
  const localePaths = Object.keys(config.locales);

  const diagnostics = [...components.diagnostics];
  let islands = 0;
  const html: string[] = [];
  for (const [i, page] of pages.entries()) {
    if (!usesVue[i]) {
      html.push(page.html);
      continue;
    }
    const localePath = localeOf(page.record.path, localePaths);
    const locale = config.locales[localePath];
    const result = await renderVueIslands(
      {
        html: page.html,
        hoisted: page.env.hoisted ?? [],
        body: page.body,
        file: page.displayPath,
        data: {
          page: page.record,
          site: siteData,
          title: page.record.title,
          description: (page.record.frontmatter.description as string) || locale?.description || site.description,
          lang: locale?.lang ?? 'en-US',
          localePath,
          // A copy: Vue 2 makes its data reactive in place, and the locale's theme config is shared by every view.
          themeLocaleConfig: { ...localeTheme(site, localePath) },
        },
      },
      components,
      assets,
    );
    html.push(result.html);
    diagnostics.push(...result.diagnostics);
    islands += result.islands;
  }
  if (islands) {
    files.set(runtimePath, runtime);
    files.set(componentsPath, components.browserJs);
  }
  return { html, diagnostics, files, css: components.css };
}
