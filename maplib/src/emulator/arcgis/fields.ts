// ArcGIS field descriptions of the emulated layers: OBJECTID first, then the layer's own fields (described as the
// core's Esri feature sets describe them).
import { esriField, esriObjectIdField } from '../../core/query/geometry/featureSet.ts';
import type { LayerDef } from '../types.ts';

export const OBJECTID = 'OBJECTID';

export function esriFields(layer: LayerDef, names?: string[]) {
  const all = [esriObjectIdField(OBJECTID), ...layer.fields.map(esriField)];
  return names ? all.filter((f) => names.includes(f.name)) : all;
}
export function esriGeometryType(layer: LayerDef): string {
  return layer.kind === 'Reg' ? 'esriGeometryPolygon' : layer.kind === 'Lin' ? 'esriGeometryPolyline' : 'esriGeometryPoint';
}
