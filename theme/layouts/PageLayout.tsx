// A documentation page: rendered markdown, then the page footer (edit link, prev/next), then optional extras.
import type { PageView } from '../../src/render/site/pageView.ts';
import { PageFooter } from '../components/PageFooter.tsx';
import { uiStrings } from '../strings.ts';

export function PageLayout({ view }: { view: PageView }) {
  return (
    <>
      <article className="content" dangerouslySetInnerHTML={{ __html: view.contentHtml }} />
      <PageFooter view={view} />
      <PageExtras view={view} />
    </>
  );
}

/** What VuePress's back-to-top and medium-zoom plugins added, when the theme config turns them on. */
export function PageExtras({ view }: { view: PageView }) {
  const zoom = view.theme.imageZoom;
  return (
    <>
      {view.theme.backToTop ? (
        <button type="button" className="back-to-top" data-island="back-to-top" aria-label={uiStrings(view.lang).backToTop} hidden>
          ↑
        </button>
      ) : null}
      {zoom ? <span hidden data-island="image-zoom" data-selector={typeof zoom === 'string' ? zoom : undefined} /> : null}
    </>
  );
}
