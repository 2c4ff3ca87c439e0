// Demos may call MapLib's emulated services (<base>_services/…): before one runs, wait until the site's service
// worker controls the page or MapLib has installed its in-page fallback, so a demo's first request never races it.
import { readBoot } from '../boot.ts';

/** Resolves when the services answer; a page without MapLib (or an older one) resolves at once. */
export function demoServicesReady(): Promise<unknown> {
  const ready = (window as any).MapLib?.servicesReady;
  if (typeof ready !== 'function') return Promise.resolve();
  const base = new URL(readBoot().base ?? '/', location.href).href;
  // A failure to start the services must not stop the demo itself; its own requests will then fail visibly.
  return ready({ base }).catch((err: unknown) => console.warn('[mapdocs] emulated services unavailable', err));
}
