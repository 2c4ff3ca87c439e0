// ArcGIS field descriptions of the emulated layers: OBJECTID first, then the layer's own fields.
import type { FieldType, LayerDef } from '../types.ts';

export const OBJECTID = 'OBJECTID';

const ESRI_TYPES: Record<FieldType, string> = { string: 'esriFieldTypeString', double: 'esriFieldTypeDouble', long: 'esriFieldTypeInteger' };

export function esriFields(layer: LayerDef, names?: string[]) {
  const all = [{ name: OBJECTID, type: 'esriFieldTypeOID', alias: OBJECTID }, ...layer.fields.map((f) => ({ name: f.name, type: ESRI_TYPES[f.type], alias: f.name, ...(f.type === 'string' ? { length: 255 } : {}) }))];
  return names ? all.filter((f) => names.includes(f.name)) : all;
}

export function esriGeometryType(layer: LayerDef): string {
  return layer.kind === 'Reg' ? 'esriGeometryPolygon' : layer.kind === 'Lin' ? 'esriGeometryPolyline' : 'esriGeometryPoint';
}
