// The service worker (maplib-sw.js, a classic script at the site's base): answers same-origin requests under
// `<scope>_services/` from the emulator and lets everything else go to the network untouched.
import { createEmulator } from '../router.ts';
import { loadEmulatorData } from '../data/load.ts';
import { idbStore } from '../idbStore.ts';

const sw = self as any;
const scope: string = sw.registration.scope;
// Data files sit beside maplib.js; servicesReady() passes that folder as ?assets=.
const assets = new URL(new URL(sw.location.href).searchParams.get('assets') ?? './', scope).href;
const emulator = createEmulator({ prefix: new URL('_services/', scope).href, data: () => loadEmulatorData(assets), store: idbStore() });

// Take over at once: pages waiting in servicesReady() get a controller without a reload.
sw.addEventListener('install', (e: any) => e.waitUntil(sw.skipWaiting()));
sw.addEventListener('activate', (e: any) => e.waitUntil(sw.clients.claim()));
sw.addEventListener('fetch', (e: any) => {
  if (!emulator.matches(e.request.url)) return; // not ours: the browser fetches it as if there were no worker
  e.respondWith(emulator.handle(e.request).then((res) => res ?? fetch(e.request)));
});
