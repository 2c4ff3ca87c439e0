// The Vue components over two maps, <Compare> and <PlotLink>: each of two named slots holds a <Map>, which registers
// its MapView here (MAP_HOST); the core object runs once both exist, updates after every render that changed an
// attribute, and is destroyed before the maps go.
import { defineComponent, h, markRaw, onUpdated, provide, shallowRef, watch, type DefineSetupFnComponent, type StyleValue } from 'vue';
import { Compare as CoreCompare, checkCompareProps, type CompareProps } from '../core/controls/compare/compare.ts';
import { PlotLink as CorePlotLink, type PlotLinkProps } from '../core/plot/link/plotLink.ts';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapView } from '../core/map/mapView.ts';
import { MAP_HOST, type MapHost } from './mapContext.ts';
import { callListener, coreAttrs } from './attrs.ts';
import type { ModelListeners } from './wrap.ts';

interface TwoMapCore {
  props: object;
  removed: boolean;
  update(props: any): void;
  destroy(): void;
}

interface TwoMapSpec<P> {
  name: string;
  /** The two slots, in the order the core takes their maps. */
  slots: [string, string];
  /** Classes of the two <Map> containers (set by the core too: given here so the first layout is already the final one). */
  mapClasses: [string, string];
  /** Classes and default style of the component's own container. */
  classes(props: P): string[];
  style: Record<string, string>;
  check?(props: P): void;
  create(a: MapView, b: MapView, props: P): TwoMapCore;
  /** v-model: the core callback reporting the prop the reader changed, and the prop's value from its argument. */
  model?: { prop: string; callback: string; value(e: any): unknown };
}

/** A slot's wrapper: gives the <Map> in it the host it registers with. */
const MapSlot = defineComponent({
  name: 'MapLibMapSlot',
  props: { host: { type: Object, required: true } },
  setup(props, { slots }) {
    provide(MAP_HOST, props.host as MapHost);
    return () => slots.default?.();
  },
});

export type TwoMapProps<P> = P & ModelListeners & { class?: unknown; style?: StyleValue; id?: string };

function twoMapComponent<P extends object>(spec: TwoMapSpec<P>): DefineSetupFnComponent<TwoMapProps<P>> {
  return defineComponent({
    name: spec.name,
    inheritAttrs: false,
    setup(_, { attrs, slots, emit, expose }) {
      const maps = [shallowRef<MapView | null>(null), shallowRef<MapView | null>(null)];
      const hosts: MapHost[] = spec.mapClasses.map((className, i) => ({ className, register: (view) => (maps[i].value = view) }));
      const core = shallowRef<TwoMapCore | null>(null);
      expose({ core });
      const modelCallback = spec.model && {
        [spec.model.callback]: (e: unknown) => {
          callListener(attrs[spec.model!.callback], e);
          emit(`update:${spec.model!.prop}`, spec.model!.value(e));
        },
      };
      const own = () => ({ ...coreAttrs(attrs, new Set(['id'])), ...modelCallback }) as P;

      watch([maps[0], maps[1]], ([a, b], _prev, onCleanup) => {
        if (!a || !b) return;
        const c = markRaw(spec.create(a, b, own()));
        core.value = c;
        onCleanup(() => {
          c.destroy();
          core.value = null;
        });
      });
      // Props left out go back to their defaults, as with every MapLib component.
      onUpdated(() => {
        const c = core.value;
        if (!c || c.removed) return;
        const next: Record<string, unknown> = {};
        for (const k of Object.keys(c.props)) next[k] = undefined;
        c.update(Object.assign(next, own()));
      });

      return () => {
        const props = own();
        spec.check?.(props);
        const missing = spec.slots.filter((s) => !slots[s]);
        if (missing.length) throw new MapLibError(spec.name, [`needs a <Map> in each of the slots ${spec.slots.map((s) => `#${s}`).join(' and ')}, got none in #${missing.join(', #')}`]);
        return h(
          'div',
          { id: attrs.id, class: [...spec.classes(props), attrs.class], style: [spec.style, attrs.style as StyleValue] },
          spec.slots.map((s, i) => h(MapSlot, { host: hosts[i], key: s }, { default: slots[s] })),
        );
      };
    },
  }) as unknown as DefineSetupFnComponent<TwoMapProps<P>>;
}

/** The swipe between the map in `#beforeMap` and the map in `#afterMap` (the original's slots); `v-model:position`. */
export const Compare = twoMapComponent<CompareProps>({
  name: 'Compare',
  slots: ['beforeMap', 'afterMap'],
  mapClasses: ['maplib-compare-map maplib-compare-before', 'maplib-compare-map maplib-compare-after'],
  classes: (p) => ['maplib-compare', `maplib-compare-${p.orientation ?? 'vertical'}`],
  style: { position: 'relative', width: '100%', height: '400px' },
  check: checkCompareProps,
  create: (before, after, props) => new CoreCompare(before, after, props),
  model: { prop: 'position', callback: 'onSlide', value: (e: { position: number }) => e.position },
});

/** The flat map of plots in `#flat` beside the linked 2.5D map in `#linked` (a grid of two columns unless styled). */
export const PlotLink = twoMapComponent<PlotLinkProps>({
  name: 'PlotLink',
  slots: ['flat', 'linked'],
  mapClasses: ['', ''],
  classes: () => ['maplib-plot-link'],
  style: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4px', height: '400px' },
  create: (flat, linked, props) => new CorePlotLink(flat, linked, props),
});
