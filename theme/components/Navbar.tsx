// Top bar: sidebar button, site title, per-locale nav, search box, locale switcher, dark-mode toggle, repo link.
import type { NavItem } from '../../src/shared/types.ts';
import type { PageView } from '../../src/render/site/pageView.ts';
import { uiStrings } from '../strings.ts';
import { Link } from './Link.tsx';

export function NavLinks({ items, base, current }: { items: NavItem[]; base: string; current: string }) {
  return (
    <>
      {items.map((item) =>
        item.items?.length ? (
          // A dropdown is active on any of its pages, as a plain entry is on its own (its summary links nowhere itself).
          <details className="nav-dropdown" key={item.text}>
            <summary className={item.items.some((sub) => sub.link && isActive(sub.link, current)) ? 'active' : undefined}>{item.text}</summary>
            <ul>
              {item.items.map((sub) => (
                <li key={sub.text}>
                  {sub.link ? (
                    <Link base={base} href={sub.link} className={isActive(sub.link, current) ? 'active' : undefined} current={isActive(sub.link, current)}>
                      {sub.text}
                    </Link>
                  ) : (
                    sub.text
                  )}
                </li>
              ))}
            </ul>
          </details>
        ) : item.link ? (
          <Link key={item.text} base={base} href={item.link} className={isActive(item.link, current) ? 'nav-link active' : 'nav-link'}>
            {item.text}
          </Link>
        ) : null,
      )}
    </>
  );
}

function isActive(link: string, current: string): boolean {
  if (/^[a-z]+:/i.test(link)) return false;
  const l = link.replace(/\.html$/, '').toLowerCase();
  const c = current.toLowerCase();
  return l.endsWith('/') ? c.startsWith(l) && l !== '/' && l !== '/en/' : c.replace(/\.html$/, '') === l;
}

/** The source repository link (themeConfig.repo: `owner/name` on GitHub or a URL): in the navbar, and in the drawer. */
export function RepoLink({ view }: { view: PageView }) {
  const repo = view.site.themeConfig.repo;
  if (!repo) return null;
  const url = /^https?:/.test(repo) ? repo : `https://github.com/${repo}`;
  return (
    <a className="nav-link repo-link" href={url} target="_blank" rel="noopener noreferrer">
      {view.site.themeConfig.repoLabel ?? uiStrings(view.lang).repo}
    </a>
  );
}

export function Navbar({ view }: { view: PageView }) {
  const t = uiStrings(view.lang);
  const base = view.site.base;
  const { theme } = view;
  const search = view.site.themeConfig.search !== false;
  return (
    <div className="navbar-inner">
      {/* A link to the drawer, so it opens with JavaScript off too (CSS :target); the client makes it a toggle. */}
      <a className="sidebar-button" href="#sidebar" role="button" aria-label={t.menu} aria-controls="sidebar" aria-expanded="false" data-island="sidebar-toggle">
        <span />
      </a>
      <Link base={base} to={view.localePath} className="home-link">
        {view.site.themeConfig.logo ? <img className="logo" src={encodeURI(base.replace(/\/$/, '') + view.site.themeConfig.logo)} alt="" /> : null}
        {/* Visually hidden on narrow screens, never removed: it names the logo link. */}
        <span className="site-name">{view.siteTitle}</span>
      </Link>
      <div className="navbar-right">
        {search ? (
          <div className="search-box" data-island="search" data-locale={view.localePath}>
            <input type="search" aria-label={t.searchLabel} placeholder={theme.searchPlaceholder ?? t.searchPlaceholder} autoComplete="off" spellCheck={false} />
            <kbd className="search-hint">/</kbd>
          </div>
        ) : null}
        <nav className="nav-links" aria-label="main">
          <NavLinks items={view.nav} base={base} current={view.page.path} />
          {view.localeLinks.length ? (
            <details className="nav-dropdown locale-switcher">
              <summary aria-label={theme.selectText ?? t.languages}>{theme.selectText ?? t.languages}</summary>
              <ul>
                {view.localeLinks.map((l) => (
                  <li key={l.localePath}>
                    {l.missing ? (
                      // No translation of this page there: say so, in that language, rather than link its home.
                      <span className="locale-missing" lang={l.lang} aria-disabled="true">
                        {l.text}
                        <small>{l.missing}</small>
                      </span>
                    ) : (
                      <Link base={base} to={l.path} current={l.current} hrefLang={l.lang} className={l.current ? 'active' : undefined}>
                        <span lang={l.lang}>{l.text}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <RepoLink view={view} />
        </nav>
        <button className="theme-toggle" type="button" aria-label={t.toggleDark} title={t.toggleDark} data-island="theme-toggle" />
      </div>
    </div>
  );
}
