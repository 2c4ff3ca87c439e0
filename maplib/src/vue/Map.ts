// <Map>: the Vue component over MapView. Its default slot renders once the map has loaded (so every component in it
// gets a loaded map, in slot order); props update the same map in place; unmount destroys it.
import { defineComponent, h, inject, markRaw, onMounted, onUnmounted, onUpdated, provide, shallowRef, type DefineSetupFnComponent, type StyleValue } from 'vue';
import { MapView } from '../core/map/mapView.ts';
import { validateMapOptions, type MapOptions } from '../core/map/mapOptions.ts';
import { MAP_EVENTS } from '../bindings/mapEvents.ts';
import { MAP_HOST, MAP_KEY } from './mapContext.ts';
import { callListener, coreAttrs } from './attrs.ts';

type Handler = (e: any) => void;

export type VueMapProps = MapOptions & { [K in keyof typeof MAP_EVENTS]?: Handler } & {
  class?: unknown;
  style?: StyleValue;
  id?: string;
  /** `@load`: the map has loaded (its slot renders now). */
  onLoad?: (map: MapView) => void;
};

const NOT_OPTIONS = new Set(['id', 'onLoad', ...Object.keys(MAP_EVENTS)]);

const mapOptions = (attrs: Record<string, unknown>) => coreAttrs(attrs, NOT_OPTIONS) as MapOptions;

export const Map = defineComponent({
  name: 'MapLibMap',
  inheritAttrs: false,
  setup(_, { attrs, slots, expose }) {
    const container = shallowRef<HTMLDivElement>();
    const view = shallowRef<MapView | null>(null);
    const loaded = shallowRef(false);
    // Inside <Compare>/<PlotLink>: they take this map's MapView and stack or place its container.
    const host = inject(MAP_HOST, null);
    provide(MAP_KEY, view);
    expose({ view });

    onMounted(() => {
      const v = markRaw(new MapView(container.value!, mapOptions(attrs)));
      for (const [prop, type] of Object.entries(MAP_EVENTS)) {
        v.on(type, (e) => {
          const handler = attrs[prop];
          if (handler) callListener(handler, e);
          else if (type === 'error') console.error(e.error ?? e); // keep MapLibre's default of reporting errors
        });
      }
      v.ready().then(() => {
        if (v.removed) return;
        loaded.value = true;
        callListener(attrs.onLoad, v);
      });
      view.value = v;
      host?.register(v);
    });
    // After every render that changed an attribute: MapView.update diffs against the last options.
    onUpdated(() => {
      const v = view.value;
      if (v && !v.removed) v.update(mapOptions(attrs));
    });
    // After the slot's components unmounted (each detached itself); destroy() would detach any left.
    onUnmounted(() => {
      host?.register(null);
      view.value?.destroy();
      view.value = null;
      loaded.value = false;
    });

    return () => {
      // In render, as React's <Map> does: a bad option is an error of this render (the app's errorHandler shows it).
      validateMapOptions(mapOptions(attrs));
      return h(
        'div',
        { ref: container, id: attrs.id, class: ['maplib-map', host?.className, attrs.class], style: [{ position: 'relative', width: '100%', height: '400px' }, attrs.style as StyleValue] },
        view.value && loaded.value ? slots.default?.() : undefined,
      );
    };
  },
}) as unknown as DefineSetupFnComponent<VueMapProps>;
