// Renders a page's regions (navbar, sidebar, page) to static HTML with React, once for both HTML and chunk.
import { renderToStaticMarkup } from 'react-dom/server';
import { REGIONS, RegionContent } from '../../../theme/App.tsx';
import type { PageView } from '../site/pageView.ts';

export type Regions = Record<(typeof REGIONS)[number], string>;

export function renderRegions(view: PageView): Regions {
  const out = {} as Regions;
  for (const region of REGIONS) out[region] = renderToStaticMarkup(<RegionContent region={region} view={view} />);
  return out;
}
