// Loads the bundled data in a browser: the basemap's countries and the emulator's points, beside MapLib's files.
import type { EmulatorData } from '../types.ts';

export const COUNTRIES_FILE = 'basemap-countries.geojson';
export const POINTS_FILE = 'emulator-points.json';

/**
 * `from`: the folder maplib.js (and its data files) is served from, ending in `/`; or the URL of each file (the ESM
 * package's files, wherever the app's bundler put them).
 */
export async function loadEmulatorData(from: string | ((file: string) => string), fetchFn: typeof fetch = fetch): Promise<EmulatorData> {
  const urlOf = typeof from === 'string' ? (file: string) => new URL(file, from).href : from;
  const get = async (file: string) => {
    const url = urlOf(file);
    const res = await fetchFn(url);
    if (!res.ok) throw new Error(`MapLib emulator: could not load ${file} from ${url} (HTTP ${res.status})`);
    return res.json();
  };
  const [countries, points] = await Promise.all([get(COUNTRIES_FILE), get(POINTS_FILE)]);
  return { countries, points };
}
