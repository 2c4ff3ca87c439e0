// Rewrites internal links (`.md` files, page URLs) to final URLs under the base, and records dead ones.
import path from 'node:path';
import type MarkdownIt from 'markdown-it';
import { resolveRoute, decodePath, type RouteTable } from '../../shared/resolveRoute.ts';
import { encodeUrlPath, withBase } from '../../shared/pagePath.ts';
import type Token from 'markdown-it/lib/token.mjs';
import { lineAt, type MarkdownEnv } from './env.ts';
import { OUTBOUND_ICON } from '../../shared/outboundIcon.ts';

export interface LinkContext {
  base: string;
  /** Page path by lower-cased docs-relative markdown path. */
  pageByFile: Map<string, string>;
  routes: RouteTable;
  /** Severity of a link to a missing page (config `deadLinks`). Default `error`. */
  deadLinks?: 'error' | 'warning';
  /** VuePress sites: an icon after each link that leaves the site, as VuePress's default theme drew one. */
  outboundIcons?: boolean;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The final href of a link, or an error message when it points at no page. */
export function resolveLink(href: string, fromFile: string, fromPath: string, ctx: LinkContext): { href: string } | { error: string } {
  if (EXTERNAL.test(href) || href.startsWith('#') || href === '') return { href };
  const m = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href)!;
  const target = decodePath(m[1]);
  // Hashes stay readable (`#使用-npm`), matching the ids and sidebar links the theme writes.
  const suffix = (m[2] ?? '') + decodePath(m[3] ?? '');
  if (/\.md$/i.test(target)) {
    const rel = target.startsWith('/') ? target.slice(1) : path.posix.join(path.posix.dirname(fromFile), target);
    const page = ctx.pageByFile.get(path.posix.normalize(rel).toLowerCase()) ?? folderIndex(rel, ctx);
    if (page === undefined) return { error: `link to missing page "${decodePath(href)}"` };
    return { href: encodeUrlPath(withBase(ctx.base, page)) + suffix };
  }
  const ext = path.posix.extname(target);
  if (ext && ext.toLowerCase() !== '.html') {
    // A file (image, archive) in public/: only the base is added.
    return { href: target.startsWith('/') ? encodeUrlPath(withBase(ctx.base, target)) + suffix : href };
  }
  // Relative to the page's folder: an index page (`/zh/config/`) is in its own folder, not its parent's.
  const folder = fromPath.endsWith('/') ? fromPath : path.posix.dirname(fromPath);
  const absolute = target.startsWith('/') ? target : path.posix.join(folder, target) + (target.endsWith('/') ? '/' : '');
  const match = resolveRoute(absolute, ctx.routes);
  if (match.kind === 'notFound') return { error: `dead link "${decodePath(href)}"` };
  return { href: encodeUrlPath(withBase(ctx.base, match.path)) + suffix };
}

/** `x/README.md` and `x/index.md` both name the folder's index page, whichever of the two files it is. */
function folderIndex(rel: string, ctx: LinkContext): string | undefined {
  const m = /^(.*\/)?(readme|index)\.md$/i.exec(path.posix.normalize(rel));
  if (!m) return undefined;
  const match = resolveRoute('/' + (m[1] ?? ''), ctx.routes);
  return match.kind === 'page' && match.path.endsWith('/') ? match.path : undefined;
}

/** The outbound icon as the link's last child (before the link_close that ends the link opened at `open`). */
function insertBeforeClose(state: { Token: new (type: string, tag: string, nesting: 0) => Token }, children: Token[], open: number): void {
  let depth = 0;
  for (let j = open + 1; j < children.length; j++) {
    if (children[j].type === 'link_open') depth++;
    else if (children[j].type === 'link_close' && depth-- === 0) {
      const icon = new state.Token('html_inline', '', 0);
      icon.content = OUTBOUND_ICON;
      children.splice(j, 0, icon);
      return;
    }
  }
}

export function linksPlugin(md: MarkdownIt, ctx: LinkContext): void {
  md.core.ruler.push('rewrite_links', (state) => {
    const env = state.env as MarkdownEnv;
    state.tokens.forEach((block, i) => {
      const children = block.children ?? [];
      for (let k = 0; k < children.length; k++) {
        const token = children[k];
        if (token.type !== 'link_open') continue;
        const href = token.attrGet('href') ?? '';
        const line = lineAt(state.tokens, i);
        env.links.push({ href, line });
        if (EXTERNAL.test(href) && /^https?:/i.test(href)) {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
          if (ctx.outboundIcons) insertBeforeClose(state, children, k);
          continue;
        }
        const result = resolveLink(href, env.relativePath, env.pagePath, ctx);
        if ('error' in result) env.diagnostics.push({ file: env.relativePath, line, message: result.error, severity: ctx.deadLinks ?? 'error', deadLink: true });
        else token.attrSet('href', result.href);
      }
    });
  });
}
