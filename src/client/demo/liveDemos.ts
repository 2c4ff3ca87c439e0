// Mounts demos as they come within 600 px of the viewport (a scrolling reader finds them mounted and settled, their
// size changes out of sight) and keeps at most 8 live (each map holds a WebGL context and a browser keeps only about
// 16): the live demo farthest from the viewport is paused to a "click to run" state.

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

export function watchDemo(demo: Schedulable): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const d = byElement.get(entry.target);
        if (entry.isIntersecting && d && !d.live && !d.el.classList.contains('demo-paused')) d.mount();
      }
    },
    { rootMargin: '600px 0px' },
  );
  byElement.set(demo.el, demo);
  observer.observe(demo.el);
}

export function unwatchDemo(demo: Schedulable): void {
  observer?.unobserve(demo.el);
  releaseSlot(demo);
}
