// The back-to-top button: on by default in mapdocs' own theme, by themeConfig.backToTop on VuePress sites (its
// back-to-top plugin). Shown on long pages (more than two screens) once the reader has scrolled down past VuePress's
// 300 px. It scrolls to the top (at once when the reader prefers reduced motion) and moves keyboard focus to the top
// of the page too, so the next Tab continues from there instead of from the bottom.
import { defineIsland } from './islands.ts';

const THRESHOLD = 300;
const LONG_PAGE_SCREENS = 2;

/** Whether two boxes share any area. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

defineIsland('back-to-top', (button) => {
  let frame = 0;
  const update = () => {
    frame = 0;
    const long = document.documentElement.scrollHeight > LONG_PAGE_SCREENS * window.innerHeight;
    const show = long && window.scrollY >= THRESHOLD;
    // Hiding the focused button would drop focus on <body>: it stays until the reader moves on.
    if (!show && document.activeElement === button) return;
    if (button.hidden === show) button.hidden = !show;
    if (!show) return;
    // Over a demo's toolbar (on a phone the toolbar spans the screen, its playground links at the right, where the
    // button sits) the button steps aside until the toolbar has scrolled past: it is kept in layout (visibility), so
    // its box can be measured again on the next scroll.
    const box = button.getBoundingClientRect();
    const covering = [...document.querySelectorAll('.demo-actions')].some((bar) => overlaps(box, bar.getBoundingClientRect()));
    button.classList.toggle('back-to-top-aside', covering && document.activeElement !== button);
  };
  // Once per frame: scroll events may come faster, and the boxes are measured.
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
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
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    button.removeEventListener('click', onClick);
  };
});
