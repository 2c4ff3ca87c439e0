// useLayers(): the nearest <Map>'s layers in drawing order, kept current — what a layer tree or legend renders from.
import { useEffect, useState } from 'react';
import { useMap } from './mapContext.ts';
import type { BaseLayer } from '../core/layers/base/baseLayer.ts';
import type { MapView } from '../core/map/mapView.ts';

const CHANGES = ['layeradd', 'layerremove', 'layerorder'] as const;

const listed = (view: MapView | null): BaseLayer<any>[] => (view && !view.removed ? view.layers() : []);

/**
 * The layers of the nearest `<Map>`, bottom → top (`[]` outside a `<Map>`). The component re-renders when a layer is
 * added, removed or reordered; a basemap switch, which keeps the layers in their order, does not re-render it.
 */
export function useLayers(): BaseLayer<any>[] {
  const view = useMap();
  const [layers, setLayers] = useState(() => listed(view));
  useEffect(() => {
    // Also catches a change between this render and the subscription (siblings mount their layers in between).
    const refresh = () =>
      setLayers((prev) => {
        const next = listed(view);
        return sameLayers(prev, next) ? prev : next;
      });
    refresh();
    if (!view) return;
    const offs = CHANGES.map((type) => view.on(type, refresh));
    return () => offs.forEach((off) => off());
  }, [view]);
  return layers;
}

/** Whether two lists hold the same layers in the same order (then the state keeps the old one: no re-render). */
function sameLayers(prev: BaseLayer<any>[], next: BaseLayer<any>[]): boolean {
  return prev.length === next.length && prev.every((l, i) => l === next[i]);
}
