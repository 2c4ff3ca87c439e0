// Generates graticule lines (meridians and parallels) as GeoJSON, so the basemap ships no data for them.
import type * as GeoJSON from 'geojson';

export function graticule(step = 30): GeoJSON.FeatureCollection<GeoJSON.LineString> {
  const features: GeoJSON.Feature<GeoJSON.LineString>[] = [];
  const line = (coordinates: number[][], kind: string, value: number) =>
    features.push({ type: 'Feature', properties: { kind, value }, geometry: { type: 'LineString', coordinates } });
  for (let lng = -180; lng <= 180; lng += step) {
    const coords: number[][] = [];
    for (let lat = -85; lat <= 85; lat += 5) coords.push([lng, lat]);
    line(coords, 'meridian', lng);
  }
  for (let lat = -90 + step; lat < 90; lat += step) {
    const coords: number[][] = [];
    for (let lng = -180; lng <= 180; lng += 10) coords.push([lng, lat]);
    line(coords, 'parallel', lat);
  }
  return { type: 'FeatureCollection', features };
}
