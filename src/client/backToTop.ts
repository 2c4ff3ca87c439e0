// The back-to-top button: on by default in mapdocs' own theme, by themeConfig.backToTop on VuePress sites (its
// back-to-top plugin). Shown on long pages (more than two screens) once the reader has scrolled down past VuePress's
// 300 px. It scrolls to the top (at once when the reader prefers reduced motion) and moves keyboard focus to the top
// of the page too, so the next Tab continues from there instead of from the bottom.
import { defineIsland } from './islands.ts';

const THRESHOLD = 300;
const LONG_PAGE_SCREENS = 2;

defineIsland('back-to-top', (button) => {
  const update = () => {
    const long = document.documentElement.scrollHeight > LONG_PAGE_SCREENS * window.innerHeight;
    const show = long && window.scrollY >= THRESHOLD;
    // Hiding the focused button would drop focus on <body>: it stays until the reader moves on.
    if (!show && document.activeElement === button) return;
    button.hidden = !show;
  };
  const onClick = () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The page's main region takes focus (without scrolling it again): a screen reader starts reading there.
    const main = document.getElementById('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
    button.hidden = true;
  };
  // Not measured at start: the button starts hidden and a page opens at the top, or scrolled by the browser (a
  // #hash, a restored position), which fires 'scroll'. Reading the page's size now would force its whole first
  // layout into this script's task: a long task of ~100 ms on a slow phone, which the browser does anyway in its frame.
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    button.removeEventListener('click', onClick);
  };
});
