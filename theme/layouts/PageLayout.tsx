// A documentation page: rendered markdown, then the page footer (edit link, prev/next).
import type { PageView } from '../../src/render/site/pageView.ts';
import { PageFooter } from '../components/PageFooter.tsx';

export function PageLayout({ view }: { view: PageView }) {
  return (
    <>
      <article className="content" dangerouslySetInnerHTML={{ __html: view.contentHtml }} />
      <PageFooter view={view} />
    </>
  );
}
