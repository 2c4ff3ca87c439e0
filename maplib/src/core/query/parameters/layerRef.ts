// The `layers` prop: layer indexes of a map document (`0`, `[0, 2]`, `'0,2'`), GDB paths (`'gdbp://…'`, several
// separated by commas, as MapGIS's FeatureService splits them), or collection names (OGC API Features).
import { show, type Rule } from '../../base/validateProps.ts';
import type { LayerRef } from './types.ts';

export type LayersInput = number | string | (number | string)[];

const EXPECTED = "layer indexes (0, [0, 2], '0,2'), gdbp paths ('gdbp://…') or collection names";

/** Each entry of the input as a trimmed string or a number; empty strings dropped. */
function entries(v: LayersInput): (number | string)[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
  return list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
}

/** The layers of a valid input, or a sentence saying what is wrong. */
export function parseLayers(v: unknown): LayerRef | string {
  if (v === undefined || v === null) return { kind: 'none' };
  const ok = typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string'));
  if (!ok) return `must be ${EXPECTED}, got ${show(v)}`;
  const list = entries(v as LayersInput);
  if (!list.length) return { kind: 'none' };
  const kindOf = (x: number | string) => (typeof x === 'number' || /^\d+$/.test(x) ? 'index' : /^gdbp:\/\//i.test(x) ? 'gdbp' : 'name');
  const kinds = new Set(list.map(kindOf));
  if (kinds.size > 1) return `must not mix ${[...kinds].join(' and ')} entries, got ${show(v)}`;
  const kind = [...kinds][0];
  if (kind === 'index') {
    const ids = list.map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n) || n < 0)) return `must be ${EXPECTED}: layer indexes are integers from 0, got ${show(v)}`;
    return { kind, ids };
  }
  return kind === 'gdbp' ? { kind, paths: list as string[] } : { kind, names: list as string[] };
}

export const layersRule: Rule = (v) => {
  const r = parseLayers(v);
  return typeof r === 'string' ? r : undefined;
};
