// The in-page fallback's registry: which URL prefixes are emulated in this page, and the transformRequest that
// sends MapLibre's requests for them to the emulator protocol. Tiny on purpose: maplib.js carries it.

/** MapLibre custom protocol the fallback registers (`maplib-emulator://<n>/<path under the prefix>`). */
export const EMULATOR_PROTOCOL = 'maplib-emulator';

export interface InstalledPrefix {
  prefix: string;
  handle(request: Request): Promise<Response | undefined>;
}

export const installed: InstalledPrefix[] = [];

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

type Transform = (url: string, resourceType?: any) => any;

/**
 * Wraps an app's own transformRequest: the app's runs first, then the emulator's on the URL it returns (headers and
 * other fields the app set are kept).
 */
export function chainTransformRequest(user?: Transform | null): Transform {
  return (url, resourceType) => {
    const mine = user?.(url, resourceType);
    if (mine && typeof (mine as Promise<unknown>).then === 'function') {
      return (mine as Promise<any>).then((r) => {
        const next = emulatorTransformRequest(r?.url ?? url, resourceType);
        return next ? { ...r, ...next } : r;
      });
    }
    const next = emulatorTransformRequest(mine?.url ?? url, resourceType);
    return next ? { ...mine, ...next } : mine;
  };
}
