// Top bar: sidebar button, site title, per-locale nav, search box, locale switcher, dark-mode toggle, repo link.
import type { NavItem } from '../../src/shared/types.ts';
import type { PageView } from '../../src/render/site/pageView.ts';
import { uiStrings } from '../strings.ts';
import { Link } from './Link.tsx';
import { OUTBOUND_ICON } from '../../src/shared/outboundIcon.ts';

export function NavLinks({ items, base, current }: { items: NavItem[]; base: string; current: string }) {
  return (
    <>
      {items.map((item) =>
        item.items?.length ? (
          // A dropdown is active on any of its pages, as a plain entry is on its own (its summary links nowhere itself).
          <details className="nav-dropdown" key={item.text}>
            <summary className={item.items.flatMap((sub) => (sub.items?.length ? sub.items : [sub])).some((sub) => sub.link && isActive(sub.link, current)) ? 'active' : undefined}>{item.text}</summary>
            <ul>
              {item.items.map((sub) =>
                // A group inside the dropdown is a label with its links under it (VuePress's DropdownLink).
                sub.items?.length ? (
                  <li key={sub.text} className="nav-dropdown-group">
                    <span className="nav-dropdown-group-title">{sub.text}</span>
                    <ul>
                      {sub.items.map((leaf) => (
                        <li key={leaf.text}>{dropdownEntry(leaf, base, current)}</li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={sub.text}>{dropdownEntry(sub, base, current)}</li>
                ),
              )}
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

/** VuePress's repo link label: the platform its host is on, else "Source". */
export function repoHostLabel(url: string): string {
  const host = /^https?:\/\/[^/]+/i.exec(url)?.[0] ?? '';
  return ['GitHub', 'GitLab', 'Bitbucket'].find((platform) => host.toLowerCase().includes(platform.toLowerCase())) ?? 'Source';
}

function isActive(link: string, current: string): boolean {
  if (/^[a-z]+:/i.test(link)) return false;
  const l = link.replace(/\.html$/, '').toLowerCase();
  const c = current.toLowerCase();
  return l.endsWith('/') ? c.startsWith(l) && l !== '/' && l !== '/en/' : c.replace(/\.html$/, '') === l;
}

/** One entry of a dropdown: a link, marked current when it is the open page, or plain text. */
function dropdownEntry(entry: NavItem, base: string, current: string) {
  if (!entry.link) return entry.text;
  const here = isActive(entry.link, current);
  return (
    <Link base={base} href={entry.link} className={here ? 'active' : undefined} current={here}>
      {entry.text}
    </Link>
  );
}

/** The source repository link (themeConfig.repo: `owner/name` on GitHub or a URL): in the navbar, and in the drawer. */
export function RepoLink({ view }: { view: PageView }) {
  const repo = view.site.themeConfig.repo;
  if (!repo) return null;
  const url = /^https?:/.test(repo) ? repo : `https://github.com/${repo}`;
  return (
    <a className="nav-link repo-link" href={url} target="_blank" rel="noopener noreferrer">
      {view.site.themeConfig.repoLabel ?? (view.vuepress ? repoHostLabel(url) : uiStrings(view.lang).repo)}
      {view.vuepress ? <span dangerouslySetInnerHTML={{ __html: OUTBOUND_ICON }} /> : null}
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
        {view.site.themeConfig.logo ? <img className="logo" src={encodeURI(base.replace(/\/$/, '') + view.site.themeConfig.logo)} alt="" width={view.site.logoSize?.width} height={view.site.logoSize?.height} /> : null}
        {/* Visually hidden on narrow screens, never removed: it names the logo link. */}
        <span className="site-name">{view.siteTitle}</span>
      </Link>
      <div className="navbar-right">
        {search ? (
          <div className="search-box" data-island="search" data-locale={view.localePath}>
            {/* VuePress's box had no words unless the config gave some: none in a language mapdocs has no words for. */}
            <input type="search" aria-label={t.searchLabel} placeholder={theme.searchPlaceholder ?? view.site.themeConfig.searchPlaceholder ?? (view.vuepress ? '' : t.searchPlaceholder)} autoComplete="off" spellCheck={false} />
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
