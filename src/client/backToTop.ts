// The back-to-top button (themeConfig.backToTop, VuePress's back-to-top plugin): shown once the reader has scrolled
// down past VuePress's 300 px, and scrolls back to the top.
import { defineIsland } from './islands.ts';

const THRESHOLD = 300;

defineIsland('back-to-top', (button) => {
  const update = () => (button.hidden = window.scrollY < THRESHOLD);
  const onClick = () => window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('scroll', update);
    button.removeEventListener('click', onClick);
  };
});
