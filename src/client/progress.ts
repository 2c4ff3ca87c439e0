// The top progress bar (nprogress) shown while a not-yet-loaded page chunk loads: nprogress 0.2's defaults written out
// (minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms) so an upgrade cannot change them, and no spinner.
import NProgress from 'nprogress';

// nprogress 0.2's own trickle adds `Math.random() * trickleRate` every `trickleSpeed` ms.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false, trickleRate: 0.02 } as Partial<NProgress.NProgressOptions>);

export function startProgress(): void {
  NProgress.start();
}

export function stopProgress(): void {
  if (NProgress.isStarted()) NProgress.done();
}
