// Demos that call MapLib's emulated services (<base>_services/…) must not race the site's service worker: before
// such a demo runs, wait until the worker controls the page or MapLib has installed its in-page fallback.
import { readBoot } from '../boot.ts';

/** A demo uses the services when its code names them (`_services/` URLs or `servicesReady`). */
const USES_SERVICES = /_services\/|servicesReady/;

/**
 * Resolves when the services answer. Other demos, and pages without MapLib, resolve at once: they neither wait nor
 * register a service worker (a site without `maplib-sw.js` at its base would log a failed registration).
 */
export function demoServicesReady(code: string): Promise<unknown> {
  const ready = (window as any).MapLib?.servicesReady;
  if (typeof ready !== 'function' || !USES_SERVICES.test(code)) return Promise.resolve();
  const base = new URL(readBoot().base ?? '/', location.href).href;
  // A failure to start the services must not stop the demo itself; its own requests will then fail visibly.
  return ready({ base }).catch((err: unknown) => console.warn('[mapdocs] emulated services unavailable', err));
}
