// Below the content: edit link, then previous/next page links.
import type { PageView } from '../../src/render/site/pageView.ts';
import { uiStrings } from '../strings.ts';
import { Link } from './Link.tsx';

/** A calendar date in the page's language; UTC, so the same build gives the same page anywhere. */
function formatDate(time: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

export function PageFooter({ view }: { view: PageView }) {
  const t = uiStrings(view.lang);
  const base = view.site.base;
  return (
    <footer className="page-footer">
      {view.lastUpdated !== undefined ? (
        <p className="last-updated">
          <span>
            {typeof view.theme.lastUpdated === 'string' ? view.theme.lastUpdated : t.lastUpdated}
            {view.lang.toLowerCase().startsWith('zh') ? '：' : ': '}
          </span>
          <time dateTime={new Date(view.lastUpdated).toISOString()}>{formatDate(view.lastUpdated, view.lang)}</time>
        </p>
      ) : null}
      {view.editLink ? (
        <p className="edit-link">
          <a href={view.editLink} target="_blank" rel="noopener noreferrer">
            {view.theme.editLinkText ?? t.editLink}
          </a>
        </p>
      ) : null}
      {view.prev || view.next ? (
        <nav className="page-nav" aria-label="pagination">
          {view.prev ? (
            <Link base={base} to={view.prev.path} className="prev">
              <span className="page-nav-label">{t.prev}</span>
              <span className="page-nav-title">{view.prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {view.next ? (
            <Link base={base} to={view.next.path} className="next">
              <span className="page-nav-label">{t.next}</span>
              <span className="page-nav-title">{view.next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {view.theme.footer ? <div className="site-footer" dangerouslySetInnerHTML={{ __html: view.theme.footer }} /> : null}
    </footer>
  );
}
