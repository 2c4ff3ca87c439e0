// A documentation page: the "On this page" outline, rendered markdown, then the page footer (edit link, prev/next),
// then optional extras.
import type { PageView } from '../../src/render/site/pageView.ts';
import { PageFooter } from '../components/PageFooter.tsx';
import { PageOutline, outlineHeaders } from '../components/PageOutline.tsx';
import { uiStrings } from '../strings.ts';

export function PageLayout({ view }: { view: PageView }) {
  const outline = outlineHeaders(view);
  return (
    <>
      <PageOutline view={view} headers={outline} />
      {/* With the outline shown, an inline `[[toc]]` list would be a second copy of it: CSS hides it (.has-outline). */}
      {/* theme-default-content: the class VuePress's theme and a site's index.styl style the page content by. */}
      <article className={['content', outline.length && 'has-outline', view.vuepress && 'theme-default-content'].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: view.contentHtml }} />
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
      {/* VuePress sites have it when its plugin is on; mapdocs' own theme has it unless the config turns it off. */}
      {(view.theme.backToTop ?? !view.vuepress) ? (
        <button type="button" className="back-to-top" data-island="back-to-top" aria-label={uiStrings(view.lang).backToTop} hidden>
          ↑
        </button>
      ) : null}
      {zoom ? <span hidden data-island="image-zoom" data-selector={typeof zoom === 'string' ? zoom : undefined} /> : null}
    </>
  );
}
