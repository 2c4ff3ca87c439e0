// Sidebar: nav links on mobile, then the locale's groups and pages; the current page lists its h2/h3 headers.
import type { Header } from '../../src/shared/types.ts';
import type { SidebarItem } from '../../src/render/site/resolveSidebar.ts';
import type { PageView } from '../../src/render/site/pageView.ts';
import { Link } from './Link.tsx';
import { NavLinks } from './Navbar.tsx';
import { uiStrings } from '../strings.ts';

function HeaderLinks({ headers, depth }: { headers: Header[]; depth: number }) {
  const shown = headers.filter((h) => h.level - 1 <= depth);
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

function Item({ item, view, depth }: { item: SidebarItem; view: PageView; depth: number }) {
  const base = view.site.base;
  if (item.type === 'external')
    return (
      <li>
        <Link base={base} to={item.href} className="sidebar-link">
          {item.title}
        </Link>
      </li>
    );
  if (item.type === 'page') {
    const current = item.path === view.page.path;
    return (
      <li>
        <Link base={base} to={item.path} className={current ? 'sidebar-link active' : 'sidebar-link'} current={current}>
          {item.title}
        </Link>
        {current ? <HeaderLinks headers={item.headers} depth={depth} /> : null}
      </li>
    );
  }
  const containsCurrent = containsPage(item, view.page.path);
  return (
    <li className={item.collapsable ? 'sidebar-group collapsable' : 'sidebar-group'}>
      <details open={!item.collapsable || containsCurrent}>
        <summary className="sidebar-heading">{item.title}</summary>
        <ul className="sidebar-group-items">
          {item.children.map((child, i) => (
            <Item key={i} item={child} view={view} depth={depth} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function containsPage(item: SidebarItem, path: string): boolean {
  if (item.type === 'page') return item.path === path;
  if (item.type === 'group') return item.path === path || item.children.some((c) => containsPage(c, path));
  return false;
}

export function Sidebar({ view }: { view: PageView }) {
  const depth = Number(view.page.frontmatter.sidebarDepth ?? view.theme.sidebarDepth ?? view.site.themeConfig.sidebarDepth ?? 2);
  return (
    <nav className="sidebar-inner" aria-label="sidebar">
      {/* The navbar's links move here on narrow screens. */}
      <div className="sidebar-nav">
        <NavLinks items={view.nav} base={view.site.base} current={view.page.path} />
        {view.localeLinks.length ? (
          <div className="sidebar-locales" role="group" aria-label={view.theme.selectText ?? uiStrings(view.lang).languages}>
            {view.localeLinks.map((l) => (
              <Link key={l.path} base={view.site.base} to={l.path} current={l.current} className={l.current ? 'active' : undefined}>
                {l.text}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      <ul className="sidebar-links">
        {view.sidebar.map((item, i) => (
          <Item key={i} item={item} view={view} depth={depth} />
        ))}
      </ul>
    </nav>
  );
}
