// A demo's standalone full page: the same block, alone, filling the window (also what iframe demos load).
import type { PageView } from '../site/pageView.ts';
import { renderDocument, type DocumentAssets } from './renderDocument.ts';

export function renderDemoPage(view: PageView, blockHtml: string, assets: DocumentAssets, opts: { hostname?: string; version: string }): string {
  // Inside the standalone page the demo runs inline; keeping data-iframe would make it load itself forever.
  const inline = blockHtml.replace(' data-iframe', '');
  const page = `<div class="demo-standalone-page">${inline}</div>`;
  const html = renderDocument(view, { navbar: '', sidebar: '', page }, { ...assets, boot: { ...assets.boot, standalone: true } }, opts);
  return html.replace('<div id="app" class="', '<div id="app" class="standalone-demo no-sidebar ').replace(/<link rel="canonical"[^>]*>/, '<meta name="robots" content="noindex">');
}
