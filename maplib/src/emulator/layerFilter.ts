// The `layers` parameter of ArcGIS export and IGServer doc images: `show:1,2`, `hide:0`, `include:3`, `exclude:1`.
import type { LayerDef } from './types.ts';

export class LayerFilterError extends Error {}

/** The layers an image shows when its request names none: all but the hidden ones (LayerDef.hidden). */
export function defaultLayers(all: LayerDef[]): LayerDef[] {
  return all.filter((l) => !l.hidden);
}

/**
 * Which layers to draw. `show` draws only the listed layers; `hide` the default set but them; `include` the default
 * set plus them; `exclude` the default set minus them. The default set is every layer but the hidden ones. Bare ids
 * (`1,2`) are read as `show`, as MapGIS clients send them.
 */
export function selectLayers(all: LayerDef[], value: string | undefined): LayerDef[] {
  if (value === undefined || value.trim() === '') return defaultLayers(all);
  const m = /^\s*(?:(show|hide|include|exclude)\s*:)?\s*([\d\s,]*)$/i.exec(value);
  if (!m) throw new LayerFilterError(`invalid layers parameter "${value}"`);
  const mode = (m[1] ?? 'show').toLowerCase();
  const ids = m[2].split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  for (const id of ids) if (!all.some((l) => l.index === id)) throw new LayerFilterError(`layer ${id} does not exist`);
  const set = new Set(ids);
  if (mode === 'show') return all.filter((l) => set.has(l.index));
  if (mode === 'hide' || mode === 'exclude') return defaultLayers(all).filter((l) => !set.has(l.index));
  return all.filter((l) => !l.hidden || set.has(l.index));
}
