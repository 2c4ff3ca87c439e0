// What every test app draws, at the places the test samples: copied into each app by makeApp (apps.ts) as
// src/scene.ts, or as plain JavaScript where the app has no TypeScript.
export const SQUARE = {
  type: 'FeatureCollection' as const,
  features: [{ type: 'Feature' as const, properties: {}, geometry: { type: 'Polygon' as const, coordinates: [[[-40, -10], [-20, -10], [-20, 10], [-40, 10], [-40, -10]]] } }],
};
export const MARKER_AT: [number, number] = [-60, -15];
export const MAP_SIZE = { width: 600, height: 360 };
