// Content images open zoomed on click (themeConfig.imageZoom, VuePress's medium-zoom plugin), with medium-zoom itself;
// loaded only on sites that turn it on.
import mediumZoom from 'medium-zoom';
import type { IslandMount } from './islands.ts';

// VuePress's default selector: the content's images that are not links.
const DEFAULT_SELECTOR = '.content :not(a) > img';

export const mount: IslandMount = (el) => {
  const zoom = mediumZoom(el.dataset.selector || DEFAULT_SELECTOR, { background: 'var(--c-bg)' });
  return () => zoom.detach();
};
