// Picks a MapLibre layer type for GeoJSON data from its first geometry, so <GeoJSONLayer data/> draws without `type`.

type Geo = { type?: string; features?: Geo[]; geometry?: Geo | null; geometries?: Geo[] };

function firstGeometryType(data: Geo | undefined): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if (data.type === 'FeatureCollection') {
    for (const f of data.features ?? []) {
      const t = firstGeometryType(f);
      if (t) return t;
    }
    return undefined;
  }
  if (data.type === 'Feature') return firstGeometryType(data.geometry ?? undefined);
  if (data.type === 'GeometryCollection') return firstGeometryType(data.geometries?.[0]);
  return data.type;
}

export function inferLayerType(data: unknown): 'fill' | 'line' | 'circle' {
  const t = typeof data === 'string' ? undefined : firstGeometryType(data as Geo);
  if (t === 'Polygon' || t === 'MultiPolygon') return 'fill';
  if (t === 'LineString' || t === 'MultiLineString') return 'line';
  return 'circle';
}
