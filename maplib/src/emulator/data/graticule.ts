// A generated line layer: meridians and parallels every `step` degrees, densified so they bend in any projection.
import type { Feature, Position } from '../types.ts';

export function graticuleFeatures(step: number): Feature[] {
  const out: Feature[] = [];
  let fid = 1;
  for (let lon = -180; lon <= 180; lon += step) {
    const line: Position[] = [];
    for (let lat = -90; lat <= 90; lat += 5) line.push([lon, lat]);
    out.push({ fid: fid++, attributes: { kind: 'meridian', degrees: lon }, geometry: { type: 'LineString', coordinates: line } });
  }
  for (let lat = -90 + step; lat < 90; lat += step) {
    const line: Position[] = [];
    for (let lon = -180; lon <= 180; lon += 5) line.push([lon, lat]);
    out.push({ fid: fid++, attributes: { kind: 'parallel', degrees: lat }, geometry: { type: 'LineString', coordinates: line } });
  }
  return out;
}
