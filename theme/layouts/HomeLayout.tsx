// Home page: hero (image, title, tagline, action link), features grid, markdown body, footer.
import type { PageView } from '../../src/render/site/pageView.ts';
import { withBase } from '../../src/shared/pagePath.ts';
import { Link } from '../components/Link.tsx';

interface Feature {
  title: string;
  details: string;
}

export function HomeLayout({ view }: { view: PageView }) {
  const fm = view.page.frontmatter as {
    heroImage?: string;
    heroText?: string;
    heroAlt?: string;
    tagline?: string;
    actionText?: string;
    actionLink?: string;
    features?: Feature[];
    footer?: string;
  };
  const base = view.site.base;
  const footer = fm.footer ?? view.theme.footer;
  return (
    <div className="home">
      <header className="hero">
        {fm.heroImage ? <img className="hero-image" src={encodeURI(withBase(base, fm.heroImage))} alt={fm.heroAlt ?? 'hero'} /> : null}
        <h1 id="main-title">{fm.heroText ?? view.siteTitle}</h1>
        <p className="tagline">{fm.tagline ?? view.description}</p>
        {fm.actionText && fm.actionLink ? (
          <p className="action">
            <Link base={base} href={fm.actionLink} className="action-button">
              {fm.actionText}
            </Link>
          </p>
        ) : null}
      </header>
      {fm.features?.length ? (
        <section className="features">
          {fm.features.map((f) => (
            <div className="feature" key={f.title}>
              <h2>{f.title}</h2>
              <p>{f.details}</p>
            </div>
          ))}
        </section>
      ) : null}
      <div className="content home-content" dangerouslySetInnerHTML={{ __html: view.contentHtml }} />
      {footer ? <footer className="home-footer site-footer" dangerouslySetInnerHTML={{ __html: footer }} /> : null}
    </div>
  );
}
