// Builds the emulator's point data (`emulator-points.json`) from vega-datasets' USGS earthquakes (one week of the
// USGS "all earthquakes" feed, Jan 31 – Feb 7 2018; U.S. public domain): compact rows, coordinates to 1e-4°.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorData } from '../src/emulator/types.ts';

const require = createRequire(import.meta.url);

interface UsgsFeature {
  id?: string;
  properties: { mag: number | null; place: string | null; time: number; type: string };
  geometry: { coordinates: [number, number, number] };
}

export function buildEmulatorPoints(): EmulatorData['points'] {
  // The package exports only its JS entry; the data folder sits beside build/.
  const file = path.join(path.dirname(require.resolve('vega-datasets')), '..', 'data', 'earthquakes.json');
  const fc = JSON.parse(readFileSync(file, 'utf8')) as { features: UsgsFeature[] };
  const r = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
  return {
    source: 'USGS earthquakes, 2018-01-31 to 2018-02-07 (vega-datasets; U.S. public domain)',
    fields: [
      { name: 'mag', type: 'double' },
      { name: 'depth', type: 'double' },
      { name: 'place', type: 'string' },
      { name: 'time', type: 'long' },
      { name: 'type', type: 'string' },
    ],
    rows: fc.features.map((f) => {
      const [lon, lat, depth] = f.geometry.coordinates;
      return [r(lon, 4), r(lat, 4), f.properties.mag === null ? null : r(f.properties.mag, 2), r(depth, 1), f.properties.place, f.properties.time, f.properties.type];
    }),
  };
}
