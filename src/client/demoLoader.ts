// Starts the demo runtime only on pages with demo blocks: looks for blocks every 300 ms until they exist
// (bounded), again after each client navigation, and destroys demos before the content is swapped.
import { readBoot } from './boot.ts';
import { loadComponent } from './lazy.ts';

const RETRY_MS = 300;
const MAX_TRIES = 20;

type Runtime = typeof import('./demo/index.ts');
let runtime: Promise<Runtime | undefined> | null = null;
/** The runtime once loaded, so demos can be destroyed synchronously, before the router swaps the content. */
let loaded: Runtime | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function loadRuntime(): Promise<Runtime | undefined> {
  runtime ??= loadComponent('demo', () => import('./demo/index.ts')).then((m) => {
    // A failed load may succeed on the next navigation.
    if (!m) runtime = null;
    return (loaded = m ?? null);
  }) as Promise<Runtime>;
  return runtime;
}

function tryInit(triesLeft: number): void {
  clearTimeout(timer);
  const boot = readBoot();
  if (!boot.demo) return;
  if (document.querySelector('.demo-block:not([data-created])')) {
    loadRuntime().then((m) => m?.initDemos(boot.demo!));
    return;
  }
  if (triesLeft > 0 && !document.querySelector('.demo-block')) timer = setTimeout(() => tryInit(triesLeft - 1), RETRY_MS);
}

export function startDemoLoader(): void {
  tryInit(MAX_TRIES);
  document.addEventListener('mapdocs:navigated', () => tryInit(MAX_TRIES));
  document.addEventListener('mapdocs:before-navigate', () => {
    clearTimeout(timer);
    loaded?.destroyDemos();
  });
}
