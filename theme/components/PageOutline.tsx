// "On this page": the page's h2/h3 headers as links, server-rendered so they work without JavaScript. Wide screens get
// a column on the right (.outline-aside); narrower ones a disclosure above the content (.outline-disclosure). The
// scroll-spy (src/client/scrollSpy.ts) marks the link of the heading in view; the page region carries the outline, so a
// client navigation brings the new page's.
import type { Header } from '../../src/shared/types.ts';
import type { PageView } from '../../src/render/site/pageView.ts';
import { uiStrings } from '../strings.ts';

/** A page worth an outline has at least this many h2/h3 headers. */
const MIN_HEADERS = 2;

/**
 * The headers the outline lists, or none when the page gets no outline: VuePress sites keep their default theme's
 * page (and its inline `[[toc]]`), and a page's frontmatter `outline: false` turns it off.
 */
export function outlineHeaders(view: PageView): Header[] {
  if (view.layout !== 'page' || view.vuepress || view.page.frontmatter.outline === false) return [];
  const headers = (view.page.headers ?? []).filter((h) => h.level === 2 || h.level === 3);
  return headers.length >= MIN_HEADERS ? headers : [];
}

/** h2s with their h3s nested, as the inline `[[toc]]` nests them; an h3 before any h2 stands alone. */
function OutlineList({ headers }: { headers: Header[] }) {
  const groups: { top: Header; children: Header[] }[] = [];
  for (const h of headers) {
    const last = groups.at(-1);
    if (h.level === 3 && last && last.top.level === 2) last.children.push(h);
    else groups.push({ top: h, children: [] });
  }
  const link = (h: Header) => (
    <a className="outline-link" href={`#${h.slug}`}>
      {h.title}
    </a>
  );
  return (
    <ul className="outline-list">
      {groups.map(({ top, children }) => (
        <li key={top.slug}>
          {link(top)}
          {children.length ? (
            <ul>
              {children.map((h) => (
                <li key={h.slug}>{link(h)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function PageOutline({ view, headers }: { view: PageView; headers: Header[] }) {
  if (!headers.length) return null;
  const title = uiStrings(view.lang).onThisPage;
  // Only one of the two is displayed at any width (CSS), so the reader and the accessibility tree see one outline.
  return (
    <>
      <details className="outline-disclosure page-outline" data-island="outline-disclosure">
        <summary>{title}</summary>
        <nav aria-label={title}>
          <OutlineList headers={headers} />
        </nav>
      </details>
      <aside className="outline-aside page-outline">
        <nav aria-labelledby="outline-title">
          <p id="outline-title" className="outline-title">
            {title}
          </p>
          <OutlineList headers={headers} />
        </nav>
      </aside>
    </>
  );
}
