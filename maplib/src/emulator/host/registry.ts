// The in-page fallback's registry: which URL prefixes are emulated in this page, and the transformRequest that
// sends MapLibre's requests for them to the emulator protocol, registered into MapLib's core while a prefix is
// installed (the core knows nothing of the emulator). Tiny on purpose: maplib.js carries it.
import { chainRequestTransforms, registerRequestTransform, type RequestTransform } from '../../core/map/requestTransforms.ts';

/** MapLibre custom protocol the fallback registers (`maplib-emulator://<n>/<path under the prefix>`). */
export const EMULATOR_PROTOCOL = 'maplib-emulator';

export interface InstalledPrefix {
  prefix: string;
  handle(request: Request): Promise<Response | undefined>;
}

export const installed: InstalledPrefix[] = [];

let unregister: (() => void) | undefined;

/** Emulates a prefix in this page; the first one puts the emulator's rewrite into every MapLib map's requests. */
export function installPrefix(entry: InstalledPrefix): void {
  installed.push(entry);
  unregister ??= registerRequestTransform(emulatorTransformRequest);
}

/** Forgets every prefix and takes the rewrite out of the maps' requests again. */
export function clearPrefixes(): void {
  installed.length = 0;
  unregister?.();
  unregister = undefined;
}

export function findPrefix(url: string): { entry: InstalledPrefix; index: number } | undefined {
  const index = installed.findIndex((e) => url.startsWith(e.prefix));
  return index < 0 ? undefined : { entry: installed[index], index };
}

function absolute(url: string): string {
  try {
    return new URL(url, typeof location !== 'undefined' ? location.href : undefined).href;
  } catch {
    return url;
  }
}

/** Maps a `maplib-emulator://n/rest` URL back to the original absolute URL. */
export function originalUrl(protocolUrl: string): string | undefined {
  const m = new RegExp(`^${EMULATOR_PROTOCOL}://(\\d+)/(.*)$`, 's').exec(protocolUrl);
  const entry = m && installed[Number(m[1])];
  return entry ? entry.prefix + m[2] : undefined;
}

/**
 * MapLibre `transformRequest`: while the in-page fallback is installed, URLs under an emulated prefix go to the
 * emulator protocol; every other URL (and every URL when a service worker answers) is left alone (undefined).
 */
export function emulatorTransformRequest(url: string, _resourceType?: string): { url: string } | undefined {
  if (!installed.length) return undefined;
  const abs = absolute(url);
  const hit = findPrefix(abs);
  return hit && { url: `${EMULATOR_PROTOCOL}://${hit.index}/${abs.slice(hit.entry.prefix.length)}` };
}

/**
 * For a map made with MapLibre directly (MapLib's own maps chain it themselves): wraps an app's own transformRequest,
 * which runs first, then the emulator's rewrite of the URL it returns (headers and other fields the app set are kept).
 */
export function chainTransformRequest(user?: RequestTransform | null): RequestTransform {
  return chainRequestTransforms(user);
}
