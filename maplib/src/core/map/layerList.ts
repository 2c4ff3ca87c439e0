// What a MapView knows of its layers: the BaseLayers it holds in drawing order (bottom → top: where the lowest of each
// one's style layers is in the map), kept while a basemap switch takes them out of the style and puts them back, and
// the 'layeradd' / 'layerremove' / 'layerorder' events that tell of changes. The ordering is pure and unit-tested.
import type { BaseLayer } from '../layers/base/baseLayer.ts';

type Layer = BaseLayer<any>;

/** The payload of 'layeradd', 'layerremove' and 'layerorder': the layer concerned, and every layer bottom → top. */
export interface LayerListEvent {
  type: 'layeradd' | 'layerremove' | 'layerorder';
  layer: Layer;
  layers: Layer[];
}

/**
 * The drawing order of `items`: those with a `position` (in the map now) sorted by it; the others (not in the style:
 * a basemap switch under way, a layer still queued) keep their place after the item that preceded them. Pure.
 */
export function drawingOrder<T>(items: T[], position: (item: T) => number | undefined): T[] {
  const at = new Map(items.map((item) => [item, position(item)]));
  const out = items.filter((item) => at.get(item) !== undefined).sort((a, b) => at.get(a)! - at.get(b)!);
  items.forEach((item, i) => {
    if (at.get(item) !== undefined) return;
    const below = items.slice(0, i).reverse().find((other) => out.includes(other));
    out.splice(below === undefined ? 0 : out.indexOf(below) + 1, 0, item);
  });
  return out;
}

/**
 * The moves (`map.moveLayer(id, before)` for each id, in order) that put the groups of style layers `groups` back
 * into that order, bottom → top, in `styleOrder` (the map's layer ids): from the top down, a group lying above the one
 * that should follow it goes under that one. Ids not in the map are ignored; everything else stays where it is. Pure.
 */
export function restoreMoves(styleOrder: string[], groups: string[][]): { ids: string[]; before: string }[] {
  const order = [...styleOrder];
  const present = groups.map((ids) => ids.filter((id) => order.includes(id))).filter((ids) => ids.length > 0);
  const moves: { ids: string[]; before: string }[] = [];
  for (let i = present.length - 2; i >= 0; i--) {
    const above = present[i + 1];
    const bottomOfAbove = Math.min(...above.map((id) => order.indexOf(id)));
    if (Math.max(...present[i].map((id) => order.indexOf(id))) < bottomOfAbove) continue;
    const ids = present[i].slice().sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const before = order[bottomOfAbove];
    for (const id of ids) order.splice(order.indexOf(id), 1);
    order.splice(order.indexOf(before), 0, ...ids);
    moves.push({ ids, before });
  }
  return moves;
}

export class LayerList {
  private list: Layer[] = [];
  /** Layers that have been in a style: their order is the one to restore after a style reload. */
  private placed = new WeakSet<Layer>();
  private held = 0;

  constructor(
    /** The map's style layer ids bottom → top, or undefined while no style is ready (positions unknown then). */
    private readonly styleOrder: () => string[] | undefined,
    private readonly emit: (event: LayerListEvent) => void,
  ) {}

  layers(): Layer[] {
    return [...this.list];
  }

  /** Lists `layer` once `attach` has (or has not yet) put it in the style, where it is drawn; emits 'layeradd'. */
  add(layer: Layer, attach: () => void): void {
    this.hold(attach);
    this.list = this.ordered([...this.list, layer]);
    this.emit({ type: 'layeradd', layer, layers: this.layers() });
  }

  /** Emits 'layerremove' once the layer is gone from the map. */
  remove(layer: Layer): void {
    if (!this.list.includes(layer)) return;
    this.list = this.list.filter((l) => l !== layer);
    this.emit({ type: 'layerremove', layer, layers: this.layers() });
  }

  /** Runs `fn` without syncing on the way (several layers enter the style; one sync after, by the caller). */
  hold(fn: () => void): void {
    this.held++;
    try {
      fn();
    } finally {
      this.held--;
    }
  }

  /** Reads the order from the map again; emits 'layerorder' (for `cause`, else the first layer that moved) on a change. */
  sync(cause?: Layer): void {
    if (this.held) return;
    const next = this.ordered(this.list);
    const moved = next.findIndex((l, i) => l !== this.list[i]);
    if (moved < 0) return;
    this.list = next;
    this.emit({ type: 'layerorder', layer: cause && next.includes(cause) ? cause : next[moved], layers: this.layers() });
  }

  /**
   * After a style reload put every layer in again, one by one: moves the ones that were in the old style back into
   * the order they had there (a `before` naming a layer re-added later, or a basemap layer the new style lacks, put
   * some elsewhere), then syncs.
   */
  restore(moveLayer: (id: string, before: string) => void): void {
    const order = this.styleOrder();
    if (order) {
      const groups = this.list.filter((l) => this.placed.has(l)).map((l) => l.getLayerIds());
      for (const move of restoreMoves(order, groups)) for (const id of move.ids) moveLayer(id, move.before);
    }
    this.sync();
  }

  clear(): void {
    this.list = [];
  }

  private ordered(layers: Layer[]): Layer[] {
    const order = this.styleOrder();
    if (!order) return drawingOrder(layers, () => undefined);
    const index = new Map(order.map((id, i) => [id, i]));
    return drawingOrder(layers, (layer) => {
      const positions = layer.getLayerIds().flatMap((id) => (index.has(id) ? [index.get(id)!] : []));
      if (!positions.length) return undefined;
      this.placed.add(layer);
      return Math.min(...positions);
    });
  }
}
