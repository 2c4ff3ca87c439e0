// Loads the bundled data in a browser: the basemap's countries and the emulator's points, beside MapLib's files.
import type { EmulatorData } from '../types.ts';

export const COUNTRIES_FILE = 'basemap-countries.geojson';
export const POINTS_FILE = 'emulator-points.json';

/** `assetBase`: the folder maplib.js (and its data files) is served from, ending in `/`. */
export async function loadEmulatorData(assetBase: string, fetchFn: typeof fetch = fetch): Promise<EmulatorData> {
  const get = async (file: string) => {
    const res = await fetchFn(new URL(file, assetBase).href);
    if (!res.ok) throw new Error(`MapLib emulator: could not load ${file} from ${assetBase} (HTTP ${res.status})`);
    return res.json();
  };
  const [countries, points] = await Promise.all([get(COUNTRIES_FILE), get(POINTS_FILE)]);
  return { countries, points };
}
