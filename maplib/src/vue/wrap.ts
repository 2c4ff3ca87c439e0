// wrap(name, CoreClass): the Vue 3 component of a core MapComponent — created in setup, attached when mounted (in slot
// order), updated after every render that changed an attribute, detached before unmount. Its attributes are the core
// props (`@click` is `onClick`: the core callback calls the listener, as an emit would); the default slot renders into a
// DOM prop of the core object (Marker `element`), a scoped slot into the element a core render function returns
// (StateBar `render`); `v-model:<prop>` for the props the component itself changes (bindings/content.ts MODELS).
import { defineComponent, h, inject, markRaw, onBeforeUnmount, onMounted, onUpdated, shallowRef, Teleport, type DefineSetupFnComponent, type VNode } from 'vue';
import { MapLibError } from '../core/base/mapLibError.ts';
import type { MapComponent } from '../core/base/component.ts';
import { propsUpdate } from '../bindings/propsUpdate.ts';
import { MODELS, type Model } from '../bindings/content.ts';
import { MAP_KEY } from './mapContext.ts';
import { callListener, coreAttrs } from './attrs.ts';

export interface WrapOptions<K = string, R = string> {
  /** A core prop taking an HTMLElement: the default slot renders into one element made for the component (its value). */
  childrenInto?: K;
  /** Whether that element exists is decided at mount (a <Marker> without a slot then stays the default pin). */
  elementFixedAtMount?: boolean;
  /** A core render function of the component's state: the scoped slot of this name (or the default) gets `{ state }`. */
  renderProp?: R;
}

/** v-model's listeners (`'onUpdate:collapsed'`), which every wrapped component accepts. */
export type ModelListeners = { [K in `onUpdate:${string}`]?: (value: any) => void };

/** The Vue props of a core class: its props (with the content prop left out) and v-model listeners, plus class/style. */
export type WrappedVueProps<P, K extends keyof P = never> = Omit<P, K> & ModelListeners & { class?: unknown; style?: unknown };

/** A wrapped component: typed props for `h()` and templates; a template ref's `core` is the core object. */
export type WrappedVue<P, K extends keyof P = never> = DefineSetupFnComponent<WrappedVueProps<P, K>>;

/** Nothing rendered yet: the core has not called its render function. */
const NO_STATE = Symbol('no state');

export function wrap<C extends MapComponent<any>, K extends keyof C['props'] = never, R extends keyof C['props'] = never>(
  name: string,
  Core: new (props: C['props']) => C,
  options: WrapOptions<K, R> = {},
): WrappedVue<C['props'], K | R> {
  type P = C['props'];
  const childrenInto = options.childrenInto as string | undefined;
  const renderProp = options.renderProp as string | undefined;
  const models = MODELS[name] ?? [];

  return defineComponent({
    name,
    inheritAttrs: false,
    setup(_, { attrs, slots, emit, expose }) {
      const view = inject(MAP_KEY, null)?.value;
      if (!view) throw new MapLibError(name, ['must be placed inside <Map>']);
      // One element for the component's whole life: the core object compares it by identity, a new one would re-create.
      const element =
        childrenInto && typeof document !== 'undefined' && (!options.elementFixedAtMount || slots.default) ? document.createElement('div') : undefined;
      const intoElement = () => !!element && (!!options.elementFixedAtMount || !!slots.default);
      // The render function the core calls with its state (on mount and on every change): the state is kept here and
      // the scoped slot renders into the host element returned.
      const renderSlot = () => (renderProp ? (slots[renderProp] ?? slots.default) : undefined);
      const renderState = shallowRef<unknown>(NO_STATE);
      const renderHost = renderProp && typeof document !== 'undefined' ? document.createElement('div') : undefined;
      const coreRender = (state: unknown) => {
        renderState.value = state;
        return renderHost;
      };
      // v-model: each core callback a model listens to, made once (a new function per render would be a prop change).
      const modelCallbacks = modelListeners(models, attrs, emit);

      const currentProps = (): Record<string, unknown> => {
        const props = { ...coreAttrs(attrs), ...modelCallbacks };
        if (intoElement()) props[childrenInto!] = element;
        if (renderSlot()) props[renderProp!] = coreRender;
        return props;
      };
      // Created in setup so bad props throw there (the app's errorHandler, a demo block, show the message).
      const child = markRaw(new Core(currentProps() as P));
      let rendered = currentProps();
      expose({ core: child });

      onMounted(() => view.add(child));
      onUpdated(() => {
        const props = currentProps();
        const next = propsUpdate(child, rendered, props);
        rendered = props;
        child.update(next as Partial<P>);
      });
      onBeforeUnmount(() => {
        if (!view.removed) view.removeChild(child);
      });

      return () => {
        const out: VNode[] = [];
        if (element && intoElement() && slots.default) out.push(h(Teleport, { to: element }, slots.default()));
        const slot = renderSlot();
        if (renderHost && slot && renderState.value !== NO_STATE) out.push(h(Teleport, { to: renderHost }, slot({ state: renderState.value })));
        return out.length ? out : null;
      };
    },
  }) as unknown as WrappedVue<P, K | R>;
}

/** The core callbacks of `models`: each calls the template's own listener (`@toggle`) then emits `update:<prop>`. */
function modelListeners(models: readonly Model[], attrs: Record<string, unknown>, emit: (event: string, ...args: unknown[]) => void): Record<string, (e: unknown) => void> {
  const out: Record<string, (e: unknown) => void> = {};
  for (const callback of new Set(models.map((m) => m.callback))) {
    out[callback] = (e: unknown) => {
      callListener(attrs[callback], e);
      for (const m of models) if (m.callback === callback) emit(`update:${m.prop}`, m.value(e));
    };
  }
  return out;
}
