// The compact point file (`emulator-points.json`): field list plus rows `[lon, lat, ...values]`, expanded to features.
import type { EmulatorData, Feature } from '../types.ts';

export function pointFeatures(points: EmulatorData['points']): Feature[] {
  return points.rows.map((row, i) => {
    const attributes: Feature['attributes'] = {};
    points.fields.forEach((f, j) => (attributes[f.name] = row[j + 2] ?? null));
    return { fid: i + 1, attributes, geometry: { type: 'Point', coordinates: [Number(row[0]), Number(row[1])] } };
  });
}
