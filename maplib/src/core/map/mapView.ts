// MapView: the framework-free map object (createMap); owns one MapLibre map, its children (its layers in drawing
// order), and in-place option updates.
import type { FitBoundsOptions, FlyToOptions, EaseToOptions, StyleSpecification, AnimationOptions, PointLike, LightSpecification } from 'maplibre-gl';
import { maplibregl } from '../maplibre.ts';
import type { MapChild } from '../base/mapChild.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { toBoundsArray, toLngLatArray, type BoundsArray, type LngLatArray } from './lngLat.ts';
import { GRATICULE_LAYER, LABEL_LAYER, isOfflineBasemap, labelTextField } from '../basemap/basemapStyle.ts';
import { basemapOf, CONTEXT_ATTRIBUTES, CREATION_ONLY, HANDLERS, resolveLabels, resolveMapLocale, resolveStyle, tokenOf, validateMapOptions, type Basemap, type MapOptions } from './mapOptions.ts';
import { isGeographicCrs, type CrsName } from './crs.ts';
import type { Locale } from '../i18n/locale.ts';
import { ensureGeographicCrs } from './geographicCrs.ts';
import { show } from '../base/validateProps.ts';
import { MapLibError } from '../base/mapLibError.ts';
import { InteractionManager } from '../interactions/interactionManager.ts';
import { chainRequestTransforms } from './requestTransforms.ts';
import { ensureMaplibreWorker } from './workerUrl.ts';
import { BaseLayer } from '../layers/base/baseLayer.ts';
import { LayerList } from './layerList.ts';
import { ViewEvents, isViewEvent } from './viewEvents.ts';

const live = new Set<MapView>();

// The style specification's light defaults: MapLibre's setLight changes only the properties it is given, so going back
// to a style's light sets every property, those the style leaves out at these.
const DEFAULT_LIGHT: LightSpecification = { anchor: 'viewport', position: [1.15, 210, 30], color: '#ffffff', intensity: 0.5 };

/** How many MapViews exist and have not been destroyed (tests use it to prove unmount frees maps). */
export function getLiveMapCount(): number {
  return live.size;
}

/** The MapViews not yet destroyed, oldest first (e.g. to destroy every map a page left behind). */
export function getLiveMaps(): MapView[] {
  return [...live];
}

export class MapView {
  readonly maplibre: maplibregl.Map;
  readonly container: HTMLElement;
  removed = false;
  private options: MapOptions;
  private children = new Set<MapChild>();
  private styleReady = false;
  private loaded = false;
  private readyPromise: Promise<MapView>;
  private clickFirst = new Set<(e: maplibregl.MapMouseEvent) => void>();
  /** Counts style requests, so a geographic style that waited for the workers is dropped when a newer one came. */
  private styleRequest = 0;
  /** A style that stands in for the basemap while its owner holds it (MvtStyleLayer's replace mode). */
  private styleOverride?: { owner: object; style: StyleSpecification };
  /** Ids of the layers the style had when it loaded, before any MapLib child added its own. */
  private styleLayerIds = new Set<string>();
  /** Set while destroy() detaches the children: nothing reloads a style the map is about to drop. */
  private destroying = false;
  /** The light the current style came with (the `light` option replaces it; clearing the option restores it). */
  private styleLight: LightSpecification = {};
  private requestListeners = new Set<(url: string, resourceType: string) => void>();
  private interactionManager?: InteractionManager;
  private events = new ViewEvents();
  private layerList = new LayerList(
    () => (this.styleReady ? this.maplibre.getLayersOrder() : undefined),
    (e) => this.events.emit(e.type, e),
  );

  /**
   * Options every map created afterwards starts from: its own options win, and `maplibreOptions` merge key by key. A
   * site sets what all its maps share in one place, e.g. cooperative gestures on a docs site:
   * `MapView.defaults = { maplibreOptions: { cooperativeGestures: true } }`. Default `{}`.
   */
  static defaults: MapOptions = {};

  constructor(container: HTMLElement | string, ownOptions: MapOptions = {}) {
    const defaults = MapView.defaults;
    const options: MapOptions =
      defaults.maplibreOptions || ownOptions.maplibreOptions
        ? { ...defaults, ...ownOptions, maplibreOptions: { ...defaults.maplibreOptions, ...ownOptions.maplibreOptions } }
        : { ...defaults, ...ownOptions };
    validateMapOptions(options);
    const el = typeof container === 'string' ? document.getElementById(container) : container;
    if (!el) throw new MapLibError('Map', [`container must be an element or the id of one, got ${show(container)}`]);
    this.container = el;
    this.options = { ...options };
    const o = options;
    const handlerOptions = Object.fromEntries(HANDLERS.filter((h) => o[h] !== undefined).map((h) => [h, o[h]]));
    const creationOnly = Object.fromEntries(CREATION_ONLY.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
    const contextAttributes = Object.fromEntries(CONTEXT_ATTRIBUTES.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
    // The app's transformRequest is read at each request, so a new `transformRequest` option applies to the next one.
    const transformRequest = chainRequestTransforms((url, resourceType) => (this.options.transformRequest ?? this.options.maplibreOptions?.transformRequest)?.(url, resourceType));
    // A geographic map gets its style (and then its bounds, which need the projection) once MapLibre's workers can
    // project GeoJSON: see setStyle.
    const geographic = isGeographicCrs(o.crs);
    ensureMaplibreWorker();
    this.maplibre = new maplibregl.Map({
      container: el,
      style: geographic ? undefined : resolveStyle(o),
      center: o.center ?? [0, 0],
      zoom: o.zoom ?? 1,
      bounds: geographic ? undefined : o.bounds,
      minZoom: o.minZoom,
      maxZoom: o.maxZoom,
      pitch: o.pitch,
      bearing: o.bearing,
      maxBounds: o.maxBounds,
      interactive: o.interactive ?? true,
      // #region attribution
      attributionControl: o.attributionControl === false ? false : { compact: true },
      // #endregion attribution
      renderWorldCopies: o.renderWorldCopies ?? true,
      fitBoundsOptions: o.fitBoundsOptions,
      ...handlerOptions,
      ...creationOnly,
      ...o.maplibreOptions,
      canvasContextAttributes: { ...contextAttributes, ...o.maplibreOptions?.canvasContextAttributes },
      // The app's own transformRequest runs first, then the registered ones (the service emulator's in-page host
      // registers the rewrite that brings requests of MapLibre's worker — GeoJSON, vector tiles — to it).
      transformRequest: (url: string, resourceType?: any) => {
        for (const listener of this.requestListeners) listener(url, resourceType ?? 'Unknown');
        return transformRequest(url, resourceType);
      },
    });
    // The map's first click listener, so what it calls runs before every layer and map click handler.
    this.maplibre.on('click', (e) => {
      for (const fn of [...this.clickFirst]) fn(e);
    });
    this.applyDebugOptions();
    this.maplibre.on('style.load', () => this.onStyleLoad());
    if (geographic) {
      const initialBounds = o.bounds;
      if (initialBounds) this.maplibre.once('style.load', () => this.maplibre.fitBounds(initialBounds, { ...o.fitBoundsOptions, animate: false }));
      this.setStyle(resolveStyle(o));
    }
    this.readyPromise = new Promise((resolve) =>
      this.maplibre.once('load', () => {
        this.loaded = true;
        resolve(this);
      }),
    );
    live.add(this);
  }

  /**
   * Calls `fn` on every map click before any other click listener (popups' closeOnClick uses it, so in React the
   * popup's onClose comes before the onClick of the layer that was clicked). Returns the unsubscribe function.
   */
  onClickFirst(fn: (e: maplibregl.MapMouseEvent) => void): () => void {
    this.clickFirst.add(fn);
    return () => this.clickFirst.delete(fn);
  }

  /** The map's pointer modes, cursor and suspended handlers (created on first use; destroyed with the map). */
  get interactions(): InteractionManager {
    return (this.interactionManager ??= new InteractionManager(this));
  }

  /** Resolves once the map has loaded its style and rendered. */
  ready(): Promise<MapView> {
    return this.readyPromise;
  }

  isStyleReady(): boolean {
    return this.styleReady;
  }

  // #region styleLoad
  // Children that need a style attach here: first load, and again after every basemap switch (setStyle drops them).
  private onStyleLoad(): void {
    this.styleReady = true;
    this.styleLayerIds = new Set(this.maplibre.getLayersOrder());
    // A new style brings its own light, kept to go back to when the `light` option is cleared; the option stays the map's.
    this.styleLight = { ...DEFAULT_LIGHT, ...this.maplibre.getLight() };
    if (this.options.light) this.maplibre.setLight(this.options.light);
    // labels / graticule changed while the style was loading were not applied then: apply the current ones now.
    this.applyBasemapLayout();
    // Layers stay listed through the switch: they come back in the order they had, with no add or remove event.
    this.layerList.hold(() => {
      for (const child of this.children) if (child.needsStyle) child.attach(this);
    });
    this.layerList.restore((id, before) => this.maplibre.moveLayer(id, before));
  }

  add<T extends MapChild>(child: T): T {
    if (this.removed) throw new MapLibError('Map', ['add() called after destroy()']);
    if (this.children.has(child)) return child;
    this.children.add(child);
    const attach = () => {
      if (!child.needsStyle || this.styleReady) child.attach(this);
    };
    if (child instanceof BaseLayer) this.layerList.add(child, attach);
    else attach();
    return child;
  }
  // #endregion styleLoad

  removeChild(child: MapChild): void {
    if (!this.children.delete(child)) return;
    child.detach();
    if (child instanceof BaseLayer) this.layerList.remove(child);
  }

  /** The layers on this map in drawing order, bottom → top (also while a basemap switch re-adds them). */
  layers(): BaseLayer<any>[] {
    return this.layerList.layers();
  }

  /**
   * Moves `layer` under `before` (another layer of this map, or the id of a map layer such as a basemap's), or to the
   * top without it. It becomes the layer's `before` prop, so it stays there through basemap switches.
   */
  moveLayer(layer: BaseLayer<any>, before?: BaseLayer<any> | string): void {
    for (const l of [layer, before]) {
      if (l instanceof BaseLayer && !this.children.has(l)) throw new MapLibError('Map', [`moveLayer(): ${l.component} ${l.id} is not on this map`]);
    }
    if (before === layer) return;
    // Under another layer: under its lowest style layer.
    layer.placeBefore(before instanceof BaseLayer ? (before.getLayerIds()[0] ?? before.id) : before);
  }

  /** Reads the layers' drawing order from the style again (layers call it after moving their style layers). */
  syncLayerOrder(cause?: BaseLayer<any>): void {
    this.layerList.sync(cause);
  }

  // #region update
  /** Applies changed options in place; options not given keep their value. */
  update(partial: MapOptions): void {
    if (this.removed) return;
    const next = { ...this.options, ...partial };
    validateMapOptions(next);
    const prev = this.options;
    this.options = next;
    const m = this.maplibre;
    const changed = (k: keyof MapOptions) => !deepEqual(prev[k], next[k]);

    const camera: Record<string, unknown> = {};
    for (const k of ['center', 'zoom', 'pitch', 'bearing'] as const) if (changed(k) && next[k] !== undefined) camera[k] = next[k];
    if (Object.keys(camera).length) m.jumpTo(camera);
    if (changed('bounds') && next.bounds) m.fitBounds(next.bounds, { ...next.fitBoundsOptions, animate: false });
    if (changed('minZoom')) m.setMinZoom(next.minZoom ?? null);
    if (changed('maxZoom')) m.setMaxZoom(next.maxZoom ?? null);
    if (changed('maxBounds')) m.setMaxBounds(next.maxBounds ?? null);
    if (changed('renderWorldCopies')) m.setRenderWorldCopies(next.renderWorldCopies ?? true);
    for (const h of HANDLERS) {
      // A handler an active mode holds suspended takes the new setting when the mode ends.
      if (changed(h) && !this.interactionManager?.deferHandlerSetting(h, next[h] !== false)) (next[h] === false ? m[h].disable() : m[h].enable());
    }

    if (changed('tileBoundaries') || changed('collisionBoxes') || changed('repaint')) this.applyDebugOptions();
    // Without a light of its own the map takes the style's again.
    if (changed('light') && this.styleReady) m.setLight(next.light ?? this.styleLight);

    const crsChanged = (prev.crs ?? 'EPSG:3857') !== (next.crs ?? 'EPSG:3857');
    const basemapChanged = !deepEqual(basemapOf(prev), basemapOf(next));
    if (basemapChanged || crsChanged || (tokenOf(prev) !== tokenOf(next) && basemapOf(next) === 'tianditu')) {
      this.setStyle(this.currentStyle());
    } else if ((changed('labels') || changed('graticule')) && this.styleReady) {
      // Before the style is ready this waits: onStyleLoad applies the options of that moment.
      this.applyBasemapLayout();
    }
    if (resolveMapLocale(prev) !== resolveMapLocale(next)) this.announceLocale();
  }

  // MapLibre's debug switches are properties of the map, not options: set from the options at creation and on update.
  private applyDebugOptions(): void {
    const o = this.options;
    this.maplibre.showTileBoundaries = o.tileBoundaries ?? false;
    this.maplibre.showCollisionBoxes = o.collisionBoxes ?? false;
    this.maplibre.repaint = o.repaint ?? false;
  }

  // Label language and graticule are layout properties of the offline basemap: no style reload.
  private applyBasemapLayout(): void {
    const m = this.maplibre;
    const o = this.options;
    if (!isOfflineBasemap(basemapOf(o) ?? 'offline')) return;
    if (m.getLayer(LABEL_LAYER)) {
      const labels = resolveLabels(o.labels);
      m.setLayoutProperty(LABEL_LAYER, 'visibility', labels === 'none' ? 'none' : 'visible');
      if (labels !== 'none') m.setLayoutProperty(LABEL_LAYER, 'text-field', labelTextField(labels));
    }
    if (m.getLayer(GRATICULE_LAYER)) m.setLayoutProperty(GRATICULE_LAYER, 'visibility', o.graticule ? 'visible' : 'none');
  }
  // #endregion update

  /** Switches the basemap; layers added through MapLib are re-added on the new style. */
  setBasemap(basemap: Basemap, options: { token?: string } = {}): void {
    this.update({ basemap, ...options });
  }

  /**
   * Puts `style` in the basemap's place while `owner` holds it (`undefined` gives the basemap back, if `owner` still
   * holds it). The style reloads: layers added through MapLib are re-added on top of the new one, as after a basemap
   * switch. A later basemap change is kept and shows once the override ends.
   */
  overrideStyle(owner: object, style: StyleSpecification | undefined): void {
    if (this.removed || this.destroying) return;
    if (style) this.styleOverride = { owner, style };
    else if (this.styleOverride?.owner === owner) this.styleOverride = undefined;
    else return;
    this.setStyle(this.currentStyle());
  }

  /** Who holds the style override, if anyone. */
  getStyleOwner(): object | undefined {
    return this.styleOverride?.owner;
  }

  /** Ids of the layers that came with the current style (basemap or override), not added by MapLib children. */
  getStyleLayerIds(): Set<string> {
    return new Set(this.styleLayerIds);
  }

  /**
   * Hears every request MapLibre makes for this map (style, sources, tiles, sprite, glyphs, images) with its
   * resource type, as the style names it (before any transformRequest). Returns the unsubscribe function.
   */
  onRequest(listener: (url: string, resourceType: string) => void): () => void {
    this.requestListeners.add(listener);
    return () => this.requestListeners.delete(listener);
  }

  private currentStyle(): StyleSpecification | string {
    return this.styleOverride?.style ?? resolveStyle(this.options);
  }

  /** The options the map has now (after every update), e.g. to make a copy of it (Print's offscreen map). */
  getOptions(): Readonly<MapOptions> {
    return this.options;
  }

  /** The CRS the map is drawn in. */
  getCrs(): CrsName {
    return this.options.crs ?? 'EPSG:3857';
  }

  // #region setStyle
  private setStyle(style: StyleSpecification | string): void {
    this.styleReady = false;
    const request = ++this.styleRequest;
    const crs = this.options.crs;
    // diff: false replaces the whole style, so every MapLib layer is re-added from its props on style.load. A
    // geographic projection goes in through transformStyle, which also reaches a style given as a URL.
    const apply = () => {
      if (this.removed || request !== this.styleRequest) return;
      this.maplibre.setStyle(style, {
        diff: false,
        transformStyle: isGeographicCrs(crs) ? (_previous, next) => ({ ...next, projection: { type: crs } }) : undefined,
      });
    };
    if (!isGeographicCrs(crs)) return apply();
    ensureGeographicCrs(crs).then(apply, (error) => {
      // Without the workers' projection GeoJSON is drawn in the wrong place, but tiles and markers are right: draw.
      console.error(error);
      apply();
    });
  }
  // #endregion setStyle

  // Camera actions resolve on moveend. The listener goes on after the call: a moveend fired by the animation being
  // interrupted belongs to the old one, and a jump (duration 0, reduced motion) is over before the call returns.
  private animate(run: () => void): Promise<void> {
    if (this.removed) return Promise.resolve();
    const m = this.maplibre;
    run();
    if (!m.isMoving()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        m.off('moveend', done);
        resolve();
      };
      m.on('moveend', done);
    });
  }

  flyTo(options: FlyToOptions): Promise<void> {
    return this.animate(() => this.maplibre.flyTo(options));
  }
  easeTo(options: EaseToOptions): Promise<void> {
    return this.animate(() => this.maplibre.easeTo(options));
  }
  panTo(center: LngLatArray, options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.panTo(center, options));
  }
  zoomTo(zoom: number, options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.zoomTo(zoom, options));
  }
  fitBounds(b: BoundsArray, options?: FitBoundsOptions): Promise<void> {
    return this.animate(() => this.maplibre.fitBounds(b, options));
  }
  /** Pans by `offset` pixels `[x, y]` (positive: the map moves left / up). Resolves when the pan ends. */
  panBy(offset: PointLike, options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.panBy(offset, options));
  }
  /** Zooms in one level. */
  zoomIn(options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.zoomIn(options));
  }
  /** Zooms out one level. */
  zoomOut(options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.zoomOut(options));
  }
  /** Rotates to `bearing` degrees (clockwise from north). */
  rotateTo(bearing: number, options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.rotateTo(bearing, options));
  }
  /** Rotates back to north (bearing 0). */
  resetNorth(options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.resetNorth(options));
  }
  /** Rotates to north when the bearing is within `bearingSnap` of it; otherwise leaves the bearing. */
  snapToNorth(options?: AnimationOptions): Promise<void> {
    return this.animate(() => this.maplibre.snapToNorth(options));
  }
  /** Stops the camera animation under way (its promise resolves where it stopped). */
  stop(): this {
    if (!this.removed) this.maplibre.stop();
    return this;
  }
  jumpTo(options: { center?: LngLatArray; zoom?: number; bearing?: number; pitch?: number }): void {
    this.maplibre.jumpTo(options);
  }

  getCenter(): LngLatArray {
    return toLngLatArray(this.maplibre.getCenter());
  }
  getZoom(): number {
    return this.maplibre.getZoom();
  }
  getBearing(): number {
    return this.maplibre.getBearing();
  }
  getPitch(): number {
    return this.maplibre.getPitch();
  }
  getBounds(): BoundsArray {
    return toBoundsArray(this.maplibre.getBounds());
  }
  project(ll: LngLatArray): { x: number; y: number } {
    const p = this.maplibre.project(ll);
    return { x: p.x, y: p.y };
  }
  unproject(point: [number, number]): LngLatArray {
    return toLngLatArray(this.maplibre.unproject(point));
  }
  resize(): void {
    if (!this.removed) this.maplibre.resize();
  }

  /**
   * Subscribes to a map event; returns the unsubscribe function. `load` handlers get this MapView; `layeradd`,
   * `layerremove` and `layerorder` are this view's own (`{ layer, layers }`); every other type is MapLibre's.
   */
  on(type: string, fn: (event: any) => void): () => void {
    if (type === 'load') {
      let active = true;
      this.ready().then((v) => active && !this.removed && fn(v));
      return () => {
        active = false;
      };
    }
    if (isViewEvent(type)) return this.events.on(type, fn);
    this.maplibre.on(type as any, fn);
    return () => this.maplibre.off(type as any, fn);
  }
  once(type: string): Promise<unknown> {
    if (type === 'load') return this.ready();
    if (isViewEvent(type)) {
      return new Promise((resolve) => {
        const off = this.events.on(type, (e) => {
          off();
          resolve(e);
        });
      });
    }
    return this.maplibre.once(type as any) as Promise<unknown>;
  }
  off(type: string, fn: (event: any) => void): void {
    if (isViewEvent(type)) this.events.off(type, fn);
    else this.maplibre.off(type as any, fn);
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  /** The language of this map's controls: the `locale` option, else the page's `<html lang>` (zh… → zh-CN, else en). */
  getLocale(): Locale {
    return resolveMapLocale(this.options);
  }

  // Fired on the MapLibre map like its own events, so view.on / once / off('localechange') work: live controls re-word.
  private announceLocale(): void {
    this.maplibre.fire(new maplibregl.Event('localechange', { locale: this.getLocale() }) as never);
  }

  /** Detaches every child and removes the MapLibre map, which releases its WebGL context. Idempotent. */
  destroy(): void {
    if (this.removed) return;
    // The active mode ends first, on a whole map: its onDeactivate may remove what it drew.
    this.interactionManager?.destroy();
    this.destroying = true;
    for (const child of [...this.children].reverse()) {
      // One failing child must not keep the map (and its WebGL context) alive.
      try {
        child.detach();
      } catch (error) {
        console.error(error);
      }
    }
    this.children.clear();
    this.layerList.clear();
    this.events.clear();
    this.removed = true;
    this.requestListeners.clear();
    live.delete(this);
    this.maplibre.remove();
  }
}

export function createMap(container: HTMLElement | string, options: MapOptions = {}): MapView {
  return new MapView(container, options);
}
