// What a MapView knows of its layers, without a map: the drawing order read from the style (layers not in it keep
// their place), the moves that restore an order after a style reload, and the list's events through add, remove,
// reorder and a reload — stand-in layers with style layer ids, a stand-in style order.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LayerList, drawingOrder, restoreMoves, type LayerListEvent } from '../../../maplib/src/core/map/layerList.ts';

test('drawingOrder: by position; items not in the style stay after the one that preceded them', () => {
  const pos: Record<string, number | undefined> = { a: 5, b: 1, c: undefined, d: 3, e: undefined };
  // c followed b, e followed d: they stay right above them.
  assert.equal(drawingOrder(['a', 'b', 'c', 'd', 'e'], (x) => pos[x]), ['b', 'c', 'd', 'e', 'a']);
  assert.equal(drawingOrder(['c', 'a', 'b'], (x) => pos[x]), ['c', 'b', 'a'], 'first and absent: stays first');
  assert.equal(drawingOrder(['x', 'y', 'z'], () => undefined), ['x', 'y', 'z'], 'no style: the order as it was');
  assert.equal(drawingOrder([], () => 0), []);
});

test('restoreMoves: puts groups back in order with the fewest moves; basemap layers and absent ids stay put', () => {
  // Re-added one by one: C went on top although it was under B (its `before` named a basemap layer the style lacks).
  const order = ['bg', 'A', 'B', 'labels', 'C1', 'C2'];
  const moves = restoreMoves(order, [['A'], ['C1', 'C2'], ['B'], ['gone']]);
  assert.equal(moves, [{ ids: ['C1', 'C2'], before: 'B' }]);
  assert.equal(restoreMoves(['bg', 'A', 'B', 'C'], [['A'], ['B'], ['C']]), [], 'already in order');
  // Reversed: every group but the top one moves under the one that follows it, from the top down.
  assert.equal(restoreMoves(['C', 'B', 'A'], [['A'], ['B'], ['C']]), [{ ids: ['B'], before: 'C' }, { ids: ['A'], before: 'B' }]);
});

/** A stand-in BaseLayer: what the list reads of a layer is its style layer ids. */
function layer(id: string, ids = [id]) {
  return { id, ids, getLayerIds: () => ids } as unknown as import('../../../maplib/src/core/layers/base/baseLayer.ts').BaseLayer<any> & { ids: string[] };
}

/** A list over a stand-in style (null: no style ready) with a log of its events as `type layer: a,b,c`. */
function rig() {
  const style: { order: string[] | null } = { order: ['bg', 'labels'] };
  const log: string[] = [];
  const list = new LayerList(
    () => style.order ?? undefined,
    (e: LayerListEvent) => log.push(`${e.type} ${e.layer.id}: ${e.layers.map((l) => l.id).join(',')}`),
  );
  const moveLayer = (id: string, before: string) => {
    const o = style.order!;
    o.splice(o.indexOf(id), 1);
    o.splice(o.indexOf(before), 0, id);
  };
  return { style, log, list, moveLayer };
}

test('add lists a layer where it is drawn and says so once; remove; a style change is read by sync', () => {
  const { style, log, list } = rig();
  const a = layer('a');
  const b = layer('b');
  const c = layer('c', ['c-fill', 'c-line']);
  list.add(a, () => style.order!.push('a'));
  // b goes under a (its `before`), c on top: the layer-level sync while attaching is held.
  list.add(b, () => (style.order!.splice(2, 0, 'b'), list.sync(b)));
  list.add(c, () => style.order!.push('c-fill', 'c-line'));
  assert.equal(log, ['layeradd a: a', 'layeradd b: b,a', 'layeradd c: b,a,c']);
  // c's lower style layer moves under b: the layer moved, once.
  style.order = ['bg', 'labels', 'c-fill', 'b', 'a', 'c-line'];
  list.sync(c);
  list.sync(c);
  assert.equal(log.slice(3), ['layerorder c: c,b,a']);
  list.remove(b);
  list.remove(b);
  assert.equal(log.slice(4), ['layerremove b: c,a']);
  assert.equal(list.layers().map((l) => l.id), ['c', 'a']);
});

test('a style reload: no event while the layers are out of the style and back; their order is restored', () => {
  const { style, log, list, moveLayer } = rig();
  const a = layer('a');
  const b = layer('b');
  const c = layer('c');
  for (const l of [a, b, c]) list.add(l, () => style.order!.push(l.id));
  list.sync();
  style.order = ['bg', 'labels', 'c', 'a', 'b'];
  list.sync(c);
  log.length = 0;
  // The switch: no style, then a new one into which the layers come back in the order they were added.
  style.order = null;
  list.sync();
  const during = list.layers().map((l) => l.id);
  style.order = ['osm'];
  list.hold(() => {
    for (const l of [a, b, c]) {
      style.order!.push(l.id);
      list.sync(l);
    }
  });
  list.restore(moveLayer);
  assert.equal(during, ['c', 'a', 'b'], 'listed in their order while out of the style');
  assert.equal(style.order, ['osm', 'c', 'a', 'b'], 'put back in that order');
  assert.equal(log, [], 'no add, remove or order event');
});

test('a layer added while the style reloads is listed on top; on first load, queued layers are not reordered', () => {
  const { style, log, list, moveLayer } = rig();
  style.order = null;
  const a = layer('a');
  const b = layer('b');
  list.add(a, () => {});
  list.add(b, () => {});
  assert.equal(log, ['layeradd a: a', 'layeradd b: a,b']);
  // First load: b's `before` put it under a; queued layers have no order to restore, the map's is read.
  style.order = ['bg'];
  list.hold(() => style.order!.push('a'));
  list.hold(() => style.order!.splice(1, 0, 'b'));
  list.restore(moveLayer);
  assert.equal(style.order, ['bg', 'b', 'a']);
  assert.equal(log.slice(2), ['layerorder b: b,a']);
});

test.run();
