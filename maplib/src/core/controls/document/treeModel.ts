// What DocumentTree shows and how its keys and drags move things, as pure functions of the layer list: the rows (a
// layer, then its service's sublayers while it is expanded), the arrow-key navigation of a tree, and the reorder
// maths (which layer a moved layer goes under). Unit-tested without a map.
import type { Sublayer } from '../../layers/service/sublayers.ts';

/** One row of the tree: a layer (level 1) or one of its service's sublayers (level 2). */
export interface TreeRow<L> {
  /** Unique in the tree: the layer's id, or `layerId/sublayerId`. */
  key: string;
  level: 1 | 2;
  layer: L;
  sublayer?: Sublayer;
  /** 1-based place among its siblings, and their number (aria-posinset / aria-setsize). */
  posInSet: number;
  setSize: number;
  /** Whether it has rows under it; `expanded` says whether they show. */
  expandable: boolean;
  expanded: boolean;
}

export const rowKey = (layerId: string, sublayerId?: string): string => (sublayerId === undefined ? layerId : `${layerId}/${sublayerId}`);

/**
 * The rows shown, top to bottom: each layer of `topFirst` (the top of the map first, as a layer panel reads), then its
 * sublayers when it has some and is not in `collapsed`.
 */
export function treeRows<L extends { id: string }>(topFirst: L[], sublayers: ReadonlyMap<string, Sublayer[]>, collapsed: ReadonlySet<string>): TreeRow<L>[] {
  const rows: TreeRow<L>[] = [];
  topFirst.forEach((layer, i) => {
    const subs = sublayers.get(layer.id) ?? [];
    const expanded = subs.length > 0 && !collapsed.has(layer.id);
    rows.push({ key: rowKey(layer.id), level: 1, layer, posInSet: i + 1, setSize: topFirst.length, expandable: subs.length > 0, expanded });
    if (!expanded) return;
    subs.forEach((sublayer, j) =>
      rows.push({ key: rowKey(layer.id, sublayer.id), level: 2, layer, sublayer, posInSet: j + 1, setSize: subs.length, expandable: false, expanded: false }),
    );
  });
  return rows;
}

/** What a navigation key does on row `index`: focus another row, or expand / collapse this one. */
export type TreeKeyAction = { focus: number } | { expand: string } | { collapse: string } | undefined;

/** The tree keys of the WAI-ARIA tree pattern: ↑ ↓ Home End move, → expands or enters, ← collapses or goes up. */
export function treeKey<L>(rows: TreeRow<L>[], index: number, key: string): TreeKeyAction {
  const row = rows[index];
  if (!row) return rows.length ? { focus: 0 } : undefined;
  switch (key) {
    case 'ArrowDown':
      return index < rows.length - 1 ? { focus: index + 1 } : undefined;
    case 'ArrowUp':
      return index > 0 ? { focus: index - 1 } : undefined;
    case 'Home':
      return { focus: 0 };
    case 'End':
      return { focus: rows.length - 1 };
    case 'ArrowRight':
      if (row.expandable && !row.expanded) return { expand: row.key };
      return row.expanded ? { focus: index + 1 } : undefined;
    case 'ArrowLeft': {
      if (row.expanded) return { collapse: row.key };
      if (row.level === 1) return undefined;
      for (let i = index - 1; i >= 0; i--) if (rows[i].level === 1) return { focus: i };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A move of a layer in the top-first list: the layer it goes under (`before`; none: the top), and the new list. */
export interface LayerMove<L> {
  from: number;
  to: number;
  before: L | undefined;
  order: L[];
}

/**
 * Moving `layer` to place `to` of the top-first list `topFirst` (clamped): it goes right under the layer that will be
 * above it there, or on top. Undefined when it stays where it is (or is not listed).
 */
export function moveTo<L>(topFirst: L[], layer: L, to: number): LayerMove<L> | undefined {
  const from = topFirst.indexOf(layer);
  if (from < 0) return undefined;
  const target = Math.max(0, Math.min(topFirst.length - 1, Math.round(to)));
  if (target === from) return undefined;
  const order = topFirst.filter((l) => l !== layer);
  order.splice(target, 0, layer);
  return { from, to: target, before: target > 0 ? order[target - 1] : undefined, order };
}

/** Alt+↑ / Alt+↓: one place up (towards the top of the map) or down. */
export function moveBy<L>(topFirst: L[], layer: L, delta: number): LayerMove<L> | undefined {
  return moveTo(topFirst, layer, topFirst.indexOf(layer) + delta);
}

/**
 * Where a dragged row drops: `centers` are the vertical middles of the layer rows top to bottom (the dragged one's
 * included, at `dragged`); the pointer at `y` lands in front of the first other row whose middle is below it.
 * Returns the place in the list as `moveTo` takes it.
 */
export function dropIndex(centers: number[], dragged: number, y: number): number {
  let index = 0;
  centers.forEach((c, i) => {
    if (i !== dragged && c < y) index++;
  });
  return index;
}

/** `'{title} moved to {position}'` with its placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
