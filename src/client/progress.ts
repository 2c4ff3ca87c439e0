// The top progress bar (nprogress) shown while a not-yet-loaded page chunk loads; seed §9 fixes its numbers.
import NProgress from 'nprogress';

// nprogress 0.2's own trickle adds `Math.random() * trickleRate` every `trickleSpeed` ms.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false, trickleRate: 0.02 } as Partial<NProgress.NProgressOptions>);

export function startProgress(): void {
  NProgress.start();
}

export function stopProgress(): void {
  if (NProgress.isStarted()) NProgress.done();
}
