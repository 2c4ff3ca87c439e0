// The page body shared by every layout: navbar, sidebar and main regions the client swaps on navigation.
import type { PageView } from '../src/render/site/pageView.ts';
import { Navbar } from './components/Navbar.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { HomeLayout } from './layouts/HomeLayout.tsx';
import { NotFoundLayout } from './layouts/NotFoundLayout.tsx';
import { PageLayout } from './layouts/PageLayout.tsx';

/** Region names double as `data-region` attributes and keys of a page chunk's `regions`. */
export const REGIONS = ['navbar', 'sidebar', 'page'] as const;

export function RegionContent({ region, view }: { region: (typeof REGIONS)[number]; view: PageView }) {
  if (region === 'navbar') return <Navbar view={view} />;
  if (region === 'sidebar') return <Sidebar view={view} />;
  if (view.layout === 'home') return <HomeLayout view={view} />;
  if (view.layout === 'not-found') return <NotFoundLayout view={view} />;
  return <PageLayout view={view} />;
}
