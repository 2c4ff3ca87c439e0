// Sidebar: nav links on mobile, then the locale's groups and pages; the current page lists its h2/h3 headers unless
// the page has an "On this page" outline, which already lists them.
// Rendered on the server only (the client swaps prerendered regions), so it may use react-dom/server.
// A large locale's page shows its own section and the other sections' headings (view.sidebarShown,
// src/render/site/compactSidebar.ts); src/client/sidebarSections.ts fills a section from the shared tree file.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Header } from '../../src/shared/types.ts';
import type { ShownItem } from '../../src/render/site/compactSidebar.ts';
import type { PageView } from '../../src/render/site/pageView.ts';
import { Link } from './Link.tsx';
import { withBase } from '../../src/shared/pagePath.ts';
import { NavLinks, RepoLink } from './Navbar.tsx';
import { uiStrings, type UiStrings } from '../strings.ts';
import { outlineHeaders } from './PageOutline.tsx';

function HeaderLinks({ headers, depth, underH2Only }: { headers: Header[]; depth: number; underH2Only?: boolean }) {
  // VuePress grouped h3s under the h2 before them: one with no h2 above it was not listed.
  const firstH2 = headers.findIndex((h) => h.level === 2);
  const grouped = !underH2Only ? headers : firstH2 < 0 ? [] : headers.slice(firstH2);
  const shown = grouped.filter((h) => h.level - 1 <= depth);
  if (!shown.length) return null;
  return (
    <ul className="sidebar-headers">
      {shown.map((h) => (
        <li key={h.slug} className={`level-${h.level}`}>
          <a className="sidebar-link header-link" href={`#${h.slug}`}>
            {h.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface ItemProps {
  item: ShownItem;
  base: string;
  /** The current page's path; null when rendering an item that does not hold it. */
  current: string | null;
  depth: SidebarDepth;
  lang: string;
  /** The item lies inside a group: a group there is a sub-group, titled by a small label (VuePress's is-sub-group). */
  nested?: boolean;
}

function Item(props: ItemProps & { index?: number }) {
  const { item, base, current } = props;
  if (item.type === 'stub') return <Stub item={item} base={base} lang={props.lang} />;
  if (item.type === 'gap') return <Gap item={item} lang={props.lang} />;
  const className = item.type === 'group' ? ['sidebar-group', item.collapsable && 'collapsable', props.nested && 'sub-group'].filter(Boolean).join(' ') : undefined;
  // In a compacted sidebar the client finds a section by its id, and a windowed section's entries by their index.
  const section = item.type === 'group' ? item.id : undefined;
  if (current === null || !containsPage(item, current))
    return <li className={className} data-sidebar-section={section} data-sidebar-index={props.index} dangerouslySetInnerHTML={{ __html: settledHtml(item, base) }} />;
  return (
    <li className={className} data-sidebar-section={section} data-sidebar-index={props.index}>
      <ItemBody {...props} />
    </li>
  );
}

/**
 * The theme's words for the sidebar's stubs and gaps, made once per language: uiStrings makes a new object at each
 * call, and a large sidebar asks once per section on every page (~70 ms of a 600-page cold build).
 */
const wordsByLang = new Map<string, UiStrings>();
function wordsOf(lang: string): UiStrings {
  let words = wordsByLang.get(lang);
  if (!words) wordsByLang.set(lang, (words = uiStrings(lang)));
  return words;
}

/**
 * A section of a large sidebar that does not hold the page: its heading, a link to its first page (so the sidebar works
 * without JavaScript), and a button, shown by the client, that lists the section from the shared tree file.
 */
function Stub({ item, base, lang }: { item: ShownItem & { type: 'stub' }; base: string; lang: string }) {
  return (
    <li className="sidebar-group sidebar-stub" data-sidebar-section={item.id}>
      <p className="sidebar-heading">
        {item.first ? (
          <Link base={base} to={item.first} className="sidebar-section-link">
            {item.title}
          </Link>
        ) : (
          <span className="sidebar-section-link">{item.title}</span>
        )}
        <button type="button" className="sidebar-expand" aria-expanded="false" aria-label={wordsOf(lang).sidebarExpand(item.title)} hidden />
      </p>
    </li>
  );
}

/** Entries of a windowed section left out; the button fills the section in full from the shared tree file. */
function Gap({ item, lang }: { item: ShownItem & { type: 'gap' }; lang: string }) {
  return (
    <li className="sidebar-gap">
      <button type="button" className="sidebar-more" data-sidebar-more={item.id}>
        ⋯ {wordsOf(lang).sidebarMore(item.count)}
      </button>
    </li>
  );
}

/** `sidebar: auto` on a VuePress site: the page's title, its h2 headings and (depth allowing) their h3s. */
function Headings({ item, depth }: { item: ShownItem & { type: 'headings' }; depth: number }) {
  const groups: { h2: Header; h3: Header[] }[] = [];
  for (const h of item.headers) {
    if (h.level === 2) groups.push({ h2: h, h3: [] });
    else groups.at(-1)?.h3.push(h);
  }
  return (
    <details open>
      <summary className="sidebar-heading">{item.title}</summary>
      <ul className="sidebar-group-items">
        {groups.map(({ h2, h3 }) => (
          <li key={h2.slug}>
            <a className="sidebar-link header-link" href={`#${h2.slug}`}>
              {h2.title}
            </a>
            {depth >= 1 && h3.length ? <HeaderLinks headers={h3} depth={depth + 1} /> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ItemBody({ item, base, current, depth, lang }: ItemProps) {
  if (item.type === 'stub' || item.type === 'gap') return null;
  if (item.type === 'headings') return <Headings item={item} depth={depth.headers} />;
  if (item.type === 'external')
    return (
      <Link base={base} href={item.href} className="sidebar-link">
        {item.title}
      </Link>
    );
  if (item.type === 'page') {
    const active = item.path === current;
    return (
      <>
        <Link base={base} to={item.path} className={active ? 'sidebar-link active' : 'sidebar-link'} current={active}>
          {item.title}
        </Link>
        {active ? <HeaderLinks headers={item.headers} depth={depth.headers} underH2Only={depth.underH2Only} /> : null}
      </>
    );
  }
  const items = (
    <ul className="sidebar-group-items">
      {item.children.map((child, i) => (
        <Item key={i} item={child} base={base} current={current} depth={groupDepth(item, depth)} lang={lang} nested index={item.id && child.type !== 'gap' ? indexIn(item, i) : undefined} />
      ))}
    </ul>
  );
  // A group that cannot collapse has a plain heading: a <summary> would still toggle on Enter. So has a title-only
  // group (`{ title: 'Map' }` among a group's children, a label): it has nothing to open.
  if (!item.collapsable || !item.children.length)
    return (
      <>
        <p className="sidebar-heading">{item.title}</p>
        {item.children.length ? items : null}
      </>
    );
  const open = current !== null && containsPage(item, current);
  return (
    <details open={open}>
      <summary className="sidebar-heading">{item.title}</summary>
      {items}
    </details>
  );
}

// An item that does not hold the current page renders the same on every page: its inner HTML is made once (per
// item object and base) and reused, so the sidebar costs O(sidebar) once instead of O(pages × sidebar).
const settled = new WeakMap<ShownItem, { base: string; html: string }>();

function settledHtml(item: ShownItem, base: string): string {
  let hit = settled.get(item);
  // No words in it depend on the language: only stubs and gaps (rendered apart) have any.
  if (!hit || hit.base !== base) settled.set(item, (hit = { base, html: renderToStaticMarkup(<ItemBody item={item} base={base} current={null} depth={{ headers: 0, fromPage: false }} lang="" />) }));
  return hit.html;
}

/** The position in the whole tree of a windowed section's `i`th shown child (gaps stand for the children left out). */
function indexIn(group: ShownItem & { type: 'group' }, i: number): number {
  let n = 0;
  for (const c of group.children.slice(0, i)) n += c.type === 'gap' ? c.skipped : 1;
  return n;
}

function containsPage(item: ShownItem, path: string): boolean {
  if (item.type === 'page' || item.type === 'headings') return item.path === path;
  if (item.type === 'group') return item.path === path || item.children.some((c) => containsPage(c, path));
  return false;
}

/** A group's own `sidebarDepth` applies to its pages, unless the page's frontmatter says otherwise (VuePress's order). */
const groupDepth = (item: ShownItem & { type: 'group' }, depth: SidebarDepth) =>
  depth.fromPage || item.sidebarDepth === undefined ? depth : { ...depth, headers: item.sidebarDepth };

interface SidebarDepth {
  /** Header levels shown under the current page: 1 is h2, 2 adds h3. */
  headers: number;
  /** The page's frontmatter set it: no group overrides it. */
  fromPage: boolean;
  /** VuePress sites: headings listed as VuePress grouped them, h3s under an h2 only. */
  underH2Only?: boolean;
}

export function Sidebar({ view }: { view: PageView }) {
  const fromPage = view.page.frontmatter.sidebarDepth;
  // VuePress showed h2 only unless sidebarDepth said otherwise; native sites default to h2 and h3 — or to none where
  // the page's outline lists them, so a reader does not see each heading twice. A sidebarDepth set anywhere wins.
  const byDefault = view.vuepress ? 1 : outlineHeaders(view).length ? 0 : 2;
  const depth: SidebarDepth = {
    headers: Number(fromPage ?? view.theme.sidebarDepth ?? view.site.themeConfig.sidebarDepth ?? byDefault),
    fromPage: fromPage !== undefined,
    underH2Only: view.vuepress,
  };
  return (
    <nav className="sidebar-inner" aria-label="sidebar" data-sidebar-tree={view.sidebarTree ? withBase(view.site.base, '/' + view.sidebarTree) : undefined}>
      {/* The navbar's links move here on narrow screens. */}
      <div className="sidebar-nav">
        <NavLinks items={view.nav} base={view.site.base} current={view.page.path} />
        <RepoLink view={view} />
        {view.localeLinks.length ? (
          <div className="sidebar-locales" role="group" aria-label={view.theme.selectText ?? uiStrings(view.lang).languages}>
            {view.localeLinks.map((l) =>
              l.missing ? (
                <span key={l.localePath} className="locale-missing" lang={l.lang} aria-disabled="true">
                  {l.text}
                  <small>{l.missing}</small>
                </span>
              ) : (
                <Link key={l.localePath} base={view.site.base} to={l.path} current={l.current} hrefLang={l.lang} className={l.current ? 'active' : undefined}>
                  <span lang={l.lang}>{l.text}</span>
                </Link>
              ),
            )}
          </div>
        ) : null}
      </div>
      <ul className="sidebar-links">
        {view.sidebarShown.map((item, i) => (
          <Item key={i} item={item} base={view.site.base} current={view.page.path} depth={depth} lang={view.lang} />
        ))}
      </ul>
    </nav>
  );
}
