// Mounts demos as they come near the viewport and keeps at most 8 live (each map holds a WebGL context and a browser
// keeps only about 16): the live demo farthest from the viewport is paused to a "click to run" state.
//
// "Near" widens once the reader acts. Until the first scroll, key or touch, only demos inside the viewport mount: a
// map below the fold costs seconds of main-thread work (WebGL set-up) while the page is still loading, for a reader
// who may never scroll to it. From then on demos mount 600 px ahead, so a scrolling reader finds them mounted and
// settled, their size changes out of sight.

export const MAX_LIVE = 8;

export interface Schedulable {
  el: HTMLElement;
  mount(): void;
  pause(): void;
  readonly live: boolean;
}

const live = new Set<Schedulable>();
let observer: IntersectionObserver | null = null;
const byElement = new WeakMap<Element, Schedulable>();

function distanceToViewport(el: HTMLElement): number {
  const r = el.getBoundingClientRect();
  if (r.bottom < 0) return -r.bottom;
  if (r.top > innerHeight) return r.top - innerHeight;
  return 0;
}

/** Makes room for one more live demo by pausing the farthest other one. */
export function reserveSlot(next: Schedulable): void {
  live.add(next);
  while (live.size > MAX_LIVE) {
    let farthest: Schedulable | null = null;
    for (const d of live) if (d !== next && (!farthest || distanceToViewport(d.el) > distanceToViewport(farthest.el))) farthest = d;
    if (!farthest) break;
    live.delete(farthest);
    farthest.pause();
  }
}

export function releaseSlot(demo: Schedulable): void {
  live.delete(demo);
}

const AHEAD = '600px 0px';
const READER_ACTS = ['scroll', 'wheel', 'keydown', 'touchstart', 'pointerdown'] as const;
let margin = '0px';
/** Every demo being watched, to observe again when the margin widens. */
const watched = new Set<HTMLElement>();

function createObserver(): IntersectionObserver {
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const d = byElement.get(entry.target);
        if (entry.isIntersecting && d && !d.live && !d.el.classList.contains('demo-paused')) d.mount();
      }
    },
    { rootMargin: margin },
  );
}

/** The reader's first act widens the margin: the demos watched so far are observed again with it. */
function widenOnFirstAct(): void {
  const widen = () => {
    for (const type of READER_ACTS) removeEventListener(type, widen, true);
    margin = AHEAD;
    observer?.disconnect();
    observer = createObserver();
    for (const el of watched) observer.observe(el);
  };
  for (const type of READER_ACTS) addEventListener(type, widen, { capture: true, passive: true });
}

export function watchDemo(demo: Schedulable): void {
  if (!observer) {
    observer = createObserver();
    widenOnFirstAct();
  }
  byElement.set(demo.el, demo);
  watched.add(demo.el);
  observer.observe(demo.el);
}

export function unwatchDemo(demo: Schedulable): void {
  observer?.unobserve(demo.el);
  watched.delete(demo.el);
  releaseSlot(demo);
}
