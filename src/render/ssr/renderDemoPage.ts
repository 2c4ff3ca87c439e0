// A demo's standalone full page: the same block with a heading naming the page and the demo, a margin, and a link
// back to the section of the page it comes from. It is also what iframe demos load: framed, the page hides its heading
// and margin (a class set before first paint) so the demo fills the frame as before.
import type { PageView } from '../site/pageView.ts';
import { encodeUrlPath, withBase } from '../../shared/pagePath.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import { uiStrings } from '../../../theme/strings.ts';
import { pageTitle, renderDocument, type DocumentAssets, type DocumentOptions } from './renderDocument.ts';

const EMBEDDED = `(function(){try{if(window.self!==window.top)document.documentElement.classList.add('demo-embedded')}catch(e){document.documentElement.classList.add('demo-embedded')}})()`;

const text = (html: string) =>
  html
    .replace(/<a class="header-anchor"[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();

/** The page section a demo sits in: the last h2/h3 before its block in the page's HTML. */
export function demoSection(contentHtml: string, demoId: string): { id: string; title: string } | undefined {
  const at = contentHtml.indexOf(`data-demo="${demoId}"`);
  if (at < 0) return undefined;
  let found: { id: string; title: string } | undefined;
  for (const m of contentHtml.slice(0, at).matchAll(/<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) found = { id: m[2], title: text(m[3]) };
  return found;
}

export function renderDemoPage(view: PageView, blockHtml: string, assets: DocumentAssets, opts: DocumentOptions): string {
  const t = uiStrings(view.lang);
  // Inside the standalone page the demo runs inline; keeping data-iframe would make it load itself forever.
  const inline = blockHtml.replace(' data-iframe', '');
  const demoId = /data-demo="([^"]+)"/.exec(blockHtml)?.[1] ?? '';
  const section = demoSection(view.contentHtml, demoId);
  const description = text(/<div class="demo-description">([\s\S]*?)<\/div>/.exec(blockHtml)?.[1] ?? '');
  const pageName = view.page.title || view.siteTitle;
  const demoName = description || section?.title || t.demo;
  const back = encodeUrlPath(withBase(view.site.base, view.page.path)) + (section ? `#${encodeURIComponent(section.id)}` : '');
  const header =
    `<header class="demo-standalone-header">` +
    `<a class="demo-standalone-back" href="${escapeHtml(back)}">← ${escapeHtml(pageName)}${section ? ` › ${escapeHtml(section.title)}` : ''}</a>` +
    `<h1>${escapeHtml(demoName)}</h1>` +
    `</header>`;
  const page = `<div class="demo-standalone-page">${header}${inline}</div>`;
  // Not indexed: the page it belongs to is the one to find.
  const html = renderDocument(view, { navbar: '', sidebar: '', page }, { ...assets, boot: { ...assets.boot, standalone: true } }, { ...opts, noindex: true });
  // "Demo: <what it shows> · <page> | <site>", in the page's language.
  const title = `${t.demo}${t.demo.match(/^[\u3400-\u9fff]/) ? '：' : ': '}${demoName} · ${pageTitle(view)}`;
  return html
    .replace('<div id="app" class="', '<div id="app" class="standalone-demo no-sidebar ')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>\n<script>${EMBEDDED}</script>`);
}
