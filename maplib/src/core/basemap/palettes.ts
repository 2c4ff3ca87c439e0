// Colour palettes of the offline basemap variants (same Natural Earth data, different cartography).

export interface Palette {
  sea: string;
  land: string;
  coast: string;
  boundary: string;
  graticule: string;
  label: string;
  labelHalo: string;
}

export const PALETTES: Record<'offline' | 'zondy' | 'guotu' | 'militray', Palette> = {
  // Default: quiet, close to common web basemaps so data layers stand out.
  offline: { sea: '#a9d3e8', land: '#f4f1e8', coast: '#7fa9c0', boundary: '#a89f91', graticule: '#8fb8cc', label: '#333333', labelHalo: '#ffffff' },
  // General-purpose (MapGIS-like): white land, light blue sea, grey borders.
  zondy: { sea: '#c6e2f5', land: '#ffffff', coast: '#6f9fc4', boundary: '#9a9a9a', graticule: '#a8cde8', label: '#1f3b57', labelHalo: '#ffffff' },
  // Land-resources (国土) palette: pale yellow land, brown borders.
  guotu: { sea: '#b5dcf2', land: '#f8f0c8', coast: '#5b9bc8', boundary: '#a0522d', graticule: '#9cc7e0', label: '#5a3a1a', labelHalo: '#fffbe8' },
  // Military palette: olive land, dark sea, khaki borders, light labels.
  militray: { sea: '#1e2b33', land: '#4b5320', coast: '#8f9a6a', boundary: '#c3b091', graticule: '#3d4f59', label: '#e8e4c9', labelHalo: '#1e2b33' },
};
