// The emulated IGServer map document `World`: its layer list (mrcs), gdbp paths, and the filters parameter.
import type { LayerDef } from '../types.ts';

export const DOC_NAME = 'World';
/** Native coordinate system of the document, in MapGIS's naming. */
export const DOC_SRS = 'WGS1984_度';

export function gdbpOf(layer: LayerDef): string {
  return `gdbp://MapGisLocal/Emulator/ds/World/sfcls/${layer.name}`;
}

/** `gdbp://…/sfcls/{name}` (or `…/acls/` for annotation classes) → the layer with that class name. */
export function layerOfGdbp(layers: LayerDef[], gdbp: string): LayerDef | undefined {
  const m = /\/(?:sfcls|acls|ocls)\/([^/?#]+)$/i.exec(gdbp.trim());
  return m ? layers.find((l) => l.name.toLowerCase() === decodeURIComponent(m[1]).toLowerCase()) : undefined;
}

export function layerList(layers: LayerDef[]) {
  return layers.map((l) => ({
    LayerIndex: l.index,
    URL: gdbpOf(l),
    Name: l.name,
    GeomType: l.kind,
    State: l.hidden ? 'UnVisible' : 'Visible',
    SRSName: DOC_SRS,
    Title: l.title.zh,
  }));
}

/** `filters=0:name_en LIKE 'C%',2:mag>5`: a where clause per layer index (commas inside clauses are kept). */
export function parseFilters(value: string | undefined): Map<number, string> {
  const out = new Map<number, string>();
  if (!value) return out;
  for (const part of value.split(/,(?=\s*\d+\s*:)/)) {
    const m = /^\s*(\d+)\s*:([\s\S]*)$/.exec(part);
    if (m) out.set(Number(m[1]), m[2]);
  }
  return out;
}

export function isDocName(name: string | undefined): boolean {
  return !!name && name.toLowerCase() === DOC_NAME.toLowerCase();
}
