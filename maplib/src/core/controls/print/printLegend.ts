// A printed legend's rows, from the layers' own descriptions (BaseLayer.legend()): one row per layer of a single
// symbol, a row with a colour bar for a ramp, and a heading followed by one indented row per class. Pure.
import type { LegendDescription, LegendSymbol } from '../../layers/base/legend.ts';

export type LegendRow =
  | { kind: 'symbol'; label: string; symbol: LegendSymbol; indent: boolean }
  | { kind: 'ramp'; label: string; stops: { value: number; color: string }[] }
  | { kind: 'heading'; label: string };

/** A class's range as a label: min inclusive, max exclusive (`≥ 10`, `< 2`, `2 – 10`). */
export function classLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return max - min === 1 && Number.isInteger(min) ? String(min) : `${min} – ${max}`;
  if (min !== undefined) return `≥ ${min}`;
  if (max !== undefined) return `< ${max}`;
  return '';
}

/** The rows for these layers, in the order given (a legend reads top layer first). */
export function legendRows(items: { title: string; legend: LegendDescription }[]): LegendRow[] {
  return items.flatMap(({ title, legend }): LegendRow[] => {
    if (legend.type === 'symbol') return [{ kind: 'symbol', label: title, symbol: legend.symbol, indent: false }];
    if (legend.type === 'ramp') return [{ kind: 'ramp', label: title, stops: legend.stops }];
    return [{ kind: 'heading', label: title }, ...legend.classes.map((c): LegendRow => ({ kind: 'symbol', label: classLabel(c.min, c.max), symbol: c.symbol, indent: true }))];
  });
}
