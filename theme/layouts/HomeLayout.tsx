// Home page: hero (image, title, tagline, action link), features grid, markdown body, footer.
import type { PageView } from '../../src/render/site/pageView.ts';
import { withBase } from '../../src/shared/pagePath.ts';
import { Link } from '../components/Link.tsx';
import { PageExtras } from './PageLayout.tsx';
import { escapeHtml } from '../../src/shared/escapeHtml.ts';

/** VuePress's named slots (`::: slot name`, rendered as `<template data-slot>`) taken out of the body. */
function splitSlots(html: string): { body: string; slots: Record<string, string> } {
  const slots: Record<string, string> = {};
  const body = html.replace(/<template data-slot="([^"]*)">([\s\S]*?)<\/template>\n?/g, (_, name: string, inner: string) => {
    slots[name] = inner.trim();
    return '';
  });
  return { body, slots };
}

interface Feature {
  title: string;
  details: string;
}

export function HomeLayout({ view }: { view: PageView }) {
  const fm = view.page.frontmatter as {
    heroImage?: string;
    heroText?: string;
    heroAlt?: string;
    tagline?: string | null;
    actionText?: string;
    actionLink?: string;
    features?: Feature[];
    footer?: string;
  };
  const base = view.site.base;
  // VuePress: the frontmatter footer is text; without one, the page's `::: slot footer` (a template in the content).
  const { body, slots } = splitSlots(view.contentHtml);
  const footerHtml = view.vuepress ? (fm.footer !== undefined ? escapeHtml(String(fm.footer)) : (slots.footer ?? view.theme.footer)) : (fm.footer ?? view.theme.footer);
  return (
    <div className="home">
      <header className="hero">
        {fm.heroImage ? <img className="hero-image" src={encodeURI(withBase(base, fm.heroImage))} alt={fm.heroAlt ?? 'hero'} /> : null}
        <h1 id="main-title">{fm.heroText ?? view.siteTitle}</h1>
        {/* VuePress: no tagline line when it is null; when unset or empty, the description, else its welcome line. */}
        {view.vuepress ? (
          fm.tagline === null ? null : <p className="tagline">{fm.tagline || view.description || 'Welcome to your VuePress site'}</p>
        ) : (
          <p className="tagline">{fm.tagline ?? view.description}</p>
        )}
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
      <div className={view.vuepress ? 'content home-content theme-default-content custom' : 'content home-content'} dangerouslySetInnerHTML={{ __html: view.vuepress ? body : view.contentHtml }} />
      {footerHtml ? <footer className="home-footer site-footer" dangerouslySetInnerHTML={{ __html: footerHtml }} /> : null}
      <PageExtras view={view} />
    </div>
  );
}
