// The mount / update / clean-unmount contract every MapLib component keeps, shared by the browser tests: a component
// mounted in React inside a <Map> and re-rendered with new props, then unmounted leaving no live map; a core layer
// removed leaving no style layer, source or listener of its own; what a map holds, to compare before and after.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';

/** What a map holds: style layer and source ids (basemap ones left out), listener counts, popups, markers, images. */
export async function holdings(page: Page, expr = 'window.__map'): Promise<{ layers: string[]; sources: string[]; listeners: number; delegated: number; popups: number; markers: number; images: string[] }> {
  return page.evaluate((e) => {
    const view = (0, eval)(e);
    const m = view.maplibre;
    const style = m.getStyle();
    const own = (id: string) => !id.startsWith('maplib-');
    const count = (l: Record<string, unknown[]> | undefined) => Object.values(l ?? {}).reduce((n, a) => n + a.length, 0);
    return {
      layers: style.layers.map((l: { id: string }) => l.id).filter(own),
      sources: Object.keys(style.sources).filter(own),
      listeners: count(m._listeners),
      delegated: count(m._delegatedListeners),
      popups: view.container.querySelectorAll('.maplibregl-popup').length,
      markers: view.container.querySelectorAll('.maplibregl-marker').length,
      images: m.listImages().filter(own),
    };
  }, expr);
}

/**
 * Removes the core layer `layer` (window.__layer unless named) from window.__map: no style layer or source is left but
 * the basemap's, and the map's listeners of each type counted in window.__base (before the layer was added) are back
 * to those counts. With `destroy`, the map is destroyed next and no map may be left live.
 */
export async function assertRemoved(page: Page, options: { layer?: string; destroy?: boolean } = {}): Promise<void> {
  const { layer = 'window.__layer', destroy = false } = options;
  const r = await page.evaluate(
    ({ layer, destroy }) => {
      const w = window as any;
      const m = w.__map.maplibre;
      (0, eval)(layer).remove();
      const own = (id: string) => !id.startsWith('maplib-');
      const count = (type: string) => (m._listeners?.[type] ?? []).length;
      const out: Record<string, unknown> = {
        layers: m.getLayersOrder().filter(own),
        sources: Object.keys(m.getStyle().sources).filter(own),
        listeners: Object.keys(w.__base).filter((type) => count(type) !== w.__base[type]),
      };
      if (destroy) {
        w.__map.destroy();
        out.live = w.MapLib.core.getLiveMapCount();
      }
      return out;
    },
    { layer, destroy },
  );
  assert.equal(r, { layers: [], sources: [], listeners: [], ...(destroy ? { live: 0 } : {}) });
}

/** One component of a React mount: `MapLib[type]` with `props`; `events` maps a prop (onRequest) to a window array its events are pushed to. */
export interface ReactChild {
  type: string;
  props: Record<string, unknown>;
  events?: Record<string, string>;
  /** One DOM element as the component's React children: [tag, attributes, text]. */
  children?: [string, Record<string, unknown>, string];
}

export interface ReactMount {
  /** Renders again, the child `id` (the first unless named) with its mount props overlaid by `props`, the others as mounted. */
  render(props?: Record<string, unknown>, id?: string): Promise<void>;
  /** Renders the <Map> without its children. */
  renderWithoutChildren(): Promise<void>;
  /** Unmounts the React root: no map may be left live. */
  unmount(): Promise<void>;
}

/**
 * Mounts `<Map {...map}>{children}</Map>` with React in #root (sized as the map; the vanilla #map hidden and its map,
 * window.__map, destroyed first). The MapView is window.__view once loaded, each child's core object
 * window.__reactLayers[id], and each `events` array starts empty.
 */
export async function mountReact(page: Page, map: Record<string, unknown>, children: ReactChild[]): Promise<ReactMount> {
  await page.evaluate(
    ({ map, children }) => {
      const w = window as any;
      if (w.__map && !w.__map.removed) w.__map.destroy();
      document.getElementById('map')!.style.display = 'none';
      const el = document.getElementById('root')!;
      const size = (map.style ?? {}) as { width?: number; height?: number };
      if (size.width && size.height) el.style.cssText = `width:${size.width}px;height:${size.height}px`;
      const { React: R, ReactDOM: RD, MapLib: M } = w;
      w.__reactLayers = {};
      for (const c of children) for (const name of Object.values(c.events ?? {})) w[name] = [];
      const element = (c: typeof children[number], props: Record<string, unknown>) => {
        const handlers = Object.fromEntries(Object.entries(c.events ?? {}).map(([prop, name]) => [prop, (e: unknown) => w[name].push(e)]));
        const ref = (x: unknown) => x && (w.__reactLayers[c.props.id as string] = x);
        const inner = c.children && R.createElement(c.children[0], c.children[1], c.children[2]);
        return R.createElement(M[c.type], { key: c.props.id, ...c.props, ...props, ...handlers, ref }, inner);
      };
      const root = RD.createRoot(el);
      // flushSync: a render's commit and its effects have run when page.evaluate returns (root.render alone schedules
      // them, and a test that reads the map right after raced React's scheduler).
      w.__contractRender = (props: Record<string, Record<string, unknown>> | null) =>
        RD.flushSync(() => root.render(R.createElement(M.Map, { ...map, onLoad: (v: unknown) => (w.__view = v) }, props && children.map((c) => element(c, props[c.props.id as string] ?? {})))));
      w.__contractRoot = root;
      w.__contractRender({});
    },
    { map, children },
  );
  return {
    render: (props = {}, id = children[0].props.id as string) => page.evaluate((p) => (window as any).__contractRender(p), { [id]: props }),
    renderWithoutChildren: () => page.evaluate(() => (window as any).__contractRender(null)),
    unmount: async () => {
      const live = await page.evaluate(() => {
        const w = window as any;
        w.__contractRoot.unmount();
        document.getElementById('root')!.style.cssText = '';
        return w.MapLib.core.getLiveMapCount();
      });
      assert.is(live, 0, 'no live map left after the React root unmounted');
    },
  };
}
