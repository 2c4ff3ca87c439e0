// useLayers(): the nearest <Map>'s layers in drawing order, kept current — what a layer tree or legend renders from.
import { onBeforeUnmount, shallowRef, type ShallowRef } from 'vue';
import { useMap } from './mapContext.ts';
import type { BaseLayer } from '../core/layers/base/baseLayer.ts';

const CHANGES = ['layeradd', 'layerremove', 'layerorder'] as const;

/** The layers of the nearest `<Map>`, bottom → top (`[]` outside a `<Map>`), as a ref that follows adds, removals and reordering. */
export function useLayers(): ShallowRef<BaseLayer<any>[]> {
  const view = useMap();
  const listed = () => (view && !view.removed ? view.layers() : []);
  const layers = shallowRef(listed());
  if (view) {
    const refresh = () => {
      const next = listed();
      const prev = layers.value;
      if (prev.length !== next.length || prev.some((l, i) => l !== next[i])) layers.value = next;
    };
    const offs = CHANGES.map((type) => view.on(type, refresh));
    onBeforeUnmount(() => offs.forEach((off) => off()));
  }
  return layers;
}
