// Shown for any path that matches no page (404.html, and by the client router).
import type { PageView } from '../../src/render/site/pageView.ts';
import { uiStrings } from '../strings.ts';
import { Link } from '../components/Link.tsx';

export function NotFoundLayout({ view }: { view: PageView }) {
  const t = uiStrings(view.lang);
  // A VuePress site's readers knew its default theme's 404: the number, one line, a way home.
  if (view.vuepress)
    return (
      <div className="not-found content">
        <h1>404</h1>
        <blockquote>{t.nothingHere}</blockquote>
        <Link base={view.site.base} to={view.localePath}>
          {t.takeMeHome}
        </Link>
      </div>
    );
  return (
    <div className="not-found content">
      <p className="not-found-code">404</p>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <Link base={view.site.base} to={view.localePath} className="action-button">
          {t.backHome}
        </Link>
      </p>
    </div>
  );
}
