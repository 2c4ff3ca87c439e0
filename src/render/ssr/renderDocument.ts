// Wraps rendered regions in a complete HTML document: head tags, boot data, styles and the client script.
import { withBase } from '../../shared/pagePath.ts';
import { absoluteUrl } from '../../shared/absoluteUrl.ts';
import type { BootData, HeadTag } from '../../shared/types.ts';
import { scriptJson } from '../../shared/scriptJson.ts';
import type { PageView } from '../site/pageView.ts';
import { uiStrings } from '../../../theme/strings.ts';
import type { Regions } from './renderRegions.tsx';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { ROUTE_ANNOUNCER_ID } from '../../shared/routeAnnouncer.ts';

export interface DocumentAssets {
  /** URL paths (with base) of the theme stylesheet and client entry. */
  css: string;
  js: string;
  /** Modules the entry imports right away, preloaded in parallel. */
  preload: string[];
  boot: Omit<BootData, 'key' | 'localePath'>;
}



// Runs before the first paint: the dark theme if chosen (a dark-mode reader never sees a white flash), and `js` on
// <html> so that the demo blocks' code panels are collapsed from the start (without it they showed until the client
// ran and then shrank: a layout shift).
const THEME_INIT = `(function(){document.documentElement.classList.add('js');try{var s=localStorage.getItem('mapdocs-theme');var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;if(d)document.documentElement.classList.add('dark')}catch(e){}})()`;

function headTag([tag, attrs, inner]: HeadTag, base: string): string {
  const attrText = Object.entries(attrs ?? {})
    .map(([k, v]) => {
      if (v === false) return '';
      if (v === true) return ` ${k}`;
      // Root-absolute asset paths in head tags live under the base.
      const value = (k === 'href' || k === 'src') && v.startsWith('/') && !v.startsWith('//') && !v.startsWith(base) ? withBase(base, v) : v;
      return ` ${k}="${escapeHtml(value)}"`;
    })
    .join('');
  const voidTag = ['meta', 'link', 'base'].includes(tag);
  return voidTag ? `<${tag}${attrText}>` : `<${tag}${attrText}>${inner ?? ''}</${tag}>`;
}

export function pageTitle(view: PageView): string {
  // VuePress's `metaTitle` frontmatter is the whole document title; its home pages are titled by the site alone.
  const metaTitle = view.page.frontmatter.metaTitle;
  if (view.vuepress && typeof metaTitle === 'string' && view.layout !== 'not-found') return metaTitle;
  const t = view.layout === 'not-found' ? (view.vuepress ? '' : uiStrings(view.lang).notFoundTitle) : view.vuepress && view.layout === 'home' ? '' : view.page.title;
  // A site without a title shows the page's alone, not "Intro | ".
  if (!view.siteTitle) return t;
  return t && t !== view.siteTitle ? `${t} | ${view.siteTitle}` : view.siteTitle;
}

export interface DocumentOptions {
  /** The site's origin (`https://maplib.dev`): canonical and hreflang links are written only with it. */
  hostname?: string;
  version: string;
  /** A page search engines must not index (a standalone demo page): `noindex`, no canonical, no alternates. */
  noindex?: boolean;
}

/**
 * What the head tells search engines: `noindex` for the 404 page and standalone demo pages; otherwise the canonical
 * link and hreflang alternates, which must be absolute URLs (search engines and Lighthouse reject relative ones), so
 * without a configured hostname there are none (the config warns once, see resolveConfig.ts).
 */
export function indexingTags(view: PageView, opts: DocumentOptions): string[] {
  if (view.layout === 'not-found' || opts.noindex) return [`<meta name="robots" content="noindex">`];
  if (!opts.hostname) return [];
  return [`<link rel="canonical" href="${escapeHtml(absoluteUrl(opts.hostname, view.site.base, view.page.path))}">`, ...alternateLinks(view, opts.hostname)];
}

/**
 * `<link rel="alternate" hreflang>` for every locale that has this page (itself included) and `x-default` for the
 * root locale's: only when at least one translation exists.
 */
function alternateLinks(view: PageView, hostname: string): string[] {
  const present = view.localeLinks.filter((l) => !l.missing);
  if (present.length < 2) return [];
  const href = (path: string) => escapeHtml(absoluteUrl(hostname, view.site.base, path));
  const tags = present.map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.lang)}" href="${href(l.path)}">`);
  const fallback = present.find((l) => l.localePath === '/') ?? present[0];
  tags.push(`<link rel="alternate" hreflang="x-default" href="${href(fallback.path)}">`);
  return tags;
}

/** The id of the document's last element, awaited before the first paint (see the head). */
const PARSED_MARKER = ROUTE_ANNOUNCER_ID;

export function renderDocument(view: PageView, regions: Regions, assets: DocumentAssets, opts: DocumentOptions): string {
  const boot: BootData = { ...assets.boot, key: view.layout === 'not-found' ? null : view.page.key, localePath: view.localePath };
  const t = uiStrings(view.lang);
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(pageTitle(view))}</title>`,
    `<meta name="description" content="${escapeHtml(view.description)}">`,
    ...indexingTags(view, opts),
    `<meta name="generator" content="mapdocs ${opts.version}">`,
    `<link rel="stylesheet" href="${assets.css}">`,
    // No paint before the whole page is parsed: a busy machine painted half-parsed documents, and the navbar's links
    // or a table's later rows arriving afterwards moved what was shown (layout shift 0.025 on version/diff, columns
    // narrowing as the rows came; 0.06 with the CPU throttled 8×). The element named is the document's last.
    `<link rel="expect" href="#${PARSED_MARKER}" blocking="render">`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...view.site.headTags.map((tag) => headTag(tag, view.site.base)),
    `<script>${THEME_INIT}</script>`,
    `<script id="mapdocs-boot" type="application/json">${scriptJson(boot)}</script>`,
    `<script type="module" src="${assets.js}"></script>`,
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(view.lang)}">
<head>
${head}
</head>
<body>
<div id="app" class="layout-${view.layout}${view.sidebar.length ? '' : ' no-sidebar'}" data-layout="${view.layout}">
<a class="skip-link" href="#main">${t.skipToContent}</a>
<header class="navbar" data-region="navbar">${regions.navbar}</header>
<div class="sidebar-mask" data-island="sidebar-mask"></div>
<aside id="sidebar" class="sidebar" data-region="sidebar">${regions.sidebar}</aside>
<main id="main" class="page" data-region="page">${regions.page}</main>
</div>
<div id="${PARSED_MARKER}" class="sr-only" aria-live="polite" aria-atomic="true"></div>
</body>
</html>
`;
}
