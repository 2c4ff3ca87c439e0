// Datums of Chinese internet maps: WGS84 (GPS), GCJ-02 (the state-mandated offset Gaode/Tencent use) and BD-09
// (Baidu's second offset on top of GCJ-02), and BD09MC, Baidu's own Mercator metres. gcoord does the maths.
import gcoord from 'gcoord';

export const DATUMS = ['wgs84', 'gcj02', 'bd09'] as const;
export type Datum = (typeof DATUMS)[number];

const GCOORD = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02, bd09: gcoord.BD09 } as const;

/** A WGS84 lon/lat in another datum (GCJ-02 leaves points outside China where they are, as gcoord does). */
export function fromWgs84(datum: Datum, lon: number, lat: number): [number, number] {
  if (datum === 'wgs84') return [lon, lat];
  const [x, y] = gcoord.transform([lon, lat] as [number, number], gcoord.WGS84, GCOORD[datum]);
  return [x, y];
}

/** A lon/lat of a datum back in WGS84 (gcoord's inverse of GCJ-02 is iterative: centimetres, not exact). */
export function toWgs84(datum: Datum, lon: number, lat: number): [number, number] {
  if (datum === 'wgs84') return [lon, lat];
  const [x, y] = gcoord.transform([lon, lat] as [number, number], GCOORD[datum], gcoord.WGS84);
  return [x, y];
}

/** BD-09 lon/lat → BD09MC metres (Baidu's piecewise-polynomial Mercator). */
export function bd09ToMc(lon: number, lat: number): [number, number] {
  const [x, y] = gcoord.transform([lon, lat] as [number, number], gcoord.BD09, gcoord.BD09MC);
  return [x, y];
}

/** BD09MC metres → BD-09 lon/lat. */
export function mcToBd09(x: number, y: number): [number, number] {
  const [lon, lat] = gcoord.transform([x, y] as [number, number], gcoord.BD09MC, gcoord.BD09);
  return [lon, lat];
}

/** Distance in metres between two lon/lat points, how far a shift is: the geometry kit's great-circle distance. */
export { haversine as metresBetween } from '../../geo/index.ts';
