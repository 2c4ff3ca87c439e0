// MvtStyleLayer: a Mapbox/MapLibre style document (vector tile sources, sprite, glyphs) merged into the map.
// - mode 'replace': the style stands in for the basemap (MapView.overrideStyle); layers added through MapLib are
//   re-added on top of it, and removing the component gives the basemap back.
// - mode 'append': its sources, layers and sprites are added to the current style under prefixed ids, below the
//   layers MapLib children added, so the basemap stays underneath and the user's layers stay on top.
// Style layers can be hidden by their document id (hiddenLayers) without reloading anything.
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { MapComponent } from '../../base/component.ts';
import type { MapView } from '../../map/mapView.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { FONT_STACK } from '../../basemap/fonts.ts';
import { func, oneOf, required, show, string, stringArray, type Rule } from '../../base/validateProps.ts';
import { styleRequestUrl, templatePattern } from '../../services/style/styleUrls.ts';
import {
  checkStyleDocument,
  describeLayers,
  parseStyleText,
  planAppend,
  prepareStyle,
  spritesOf,
  withVisibility,
  type StyleLayerInfo,
} from '../../services/style/mergeStyle.ts';

export type StyleRequestKind = 'style' | 'source' | 'tiles' | 'sprite' | 'glyphs';

export interface MvtStyleLayerProps {
  /** Names the component; the default prefix of appended ids. Default `maplib-style-<n>`. */
  id?: string;
  /** A style URL (absolute, relative to the page, or `mapbox://styles/…`) or a style object. Watched. */
  style: string | StyleSpecification;
  /** `'append'` (default) adds the style on top of the basemap; `'replace'` puts it in the basemap's place. */
  mode?: 'replace' | 'append';
  /** Prefix of appended source, layer and sprite ids. Default `<id>:`. */
  prefix?: string;
  /** Document ids of style layers to hide. Updates in place. */
  hiddenLayers?: string[];
  /** Append mode: the map layer the style goes under. Default: under the first layer a MapLib child added. */
  before?: string;
  /** Mapbox access token, for `mapbox://` URLs. */
  accessToken?: string;
  /**
   * Draw labels with local fonts instead of the style's glyph files: `true` uses MapLib's font stack (CJK families
   * first), an array names the families. Default: true when the style has no `glyphs`, else false.
   */
  localFonts?: boolean | string[];
  /** The style is on the map (again after every style reload): its layers as listed by getStyleLayers(). */
  onLoad?: (e: { style: StyleSpecification; layers: StyleLayerInfo[]; layer: MvtStyleLayer }) => void;
  /** The style could not be read or merged (bad URL, bad document, id clash); without it, a console error. */
  onError?: (e: { error: Error; layer: MvtStyleLayer }) => void;
  /** Each request for the style: the document, TileJSON, tiles, sprite files and glyph ranges. */
  onRequest?: (e: { url: string; kind: StyleRequestKind; layer: MvtStyleLayer }) => void;
}

const styleRule: Rule = (v) =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'object' && v !== null && !Array.isArray(v))
    ? undefined
    : `must be a style URL or a style object, got ${show(v)}`;

const localFontsRule: Rule = (v) => (v === undefined || typeof v === 'boolean' || stringArray(v, {}) === undefined ? undefined : `must be true, false or an array of font family names, got ${show(v)}`);

interface Loaded {
  doc: StyleSpecification;
  /** Where relative URLs inside it are read against. */
  url?: string;
}

let counter = 0;

export class MvtStyleLayer extends MapComponent<MvtStyleLayerProps> {
  readonly needsStyle = true;
  readonly id: string;
  /** The document read for a `style` prop (and token). */
  private read?: { style: MvtStyleLayerProps['style']; accessToken?: string; promise: Promise<Loaded> };
  /** The style as merged into the map (URLs resolved, fonts set), without hiddenLayers applied. */
  private prepared?: StyleSpecification;
  /** The prepared style the replace override was made from (so a reload of our own style is recognised). */
  private replaced?: string;
  /** Append mode: what was added, to take it off again. */
  private appended?: { layers: string[]; sources: string[]; sprites: string[]; layerIds: Map<string, string> };
  /** Bumps on every mount/unmount, so a document that arrives late is not applied to a style it was not read for. */
  private generation = 0;
  private onStyle = false;

  constructor(props: MvtStyleLayerProps) {
    super(
      'MvtStyleLayer',
      {
        id: string,
        style: required(styleRule),
        mode: oneOf('replace', 'append'),
        prefix: (v) => string(v, {}) ?? (v === '' ? 'must not be empty (appended ids would collide with the basemap)' : undefined),
        hiddenLayers: stringArray,
        before: string,
        accessToken: string,
        localFonts: localFontsRule,
        onLoad: func,
        onError: func,
        onRequest: func,
      },
      props,
    );
    this.id = props.id ?? `maplib-style-${++counter}`;
  }

  get mode(): 'replace' | 'append' {
    return this.props.mode ?? 'append';
  }

  get prefix(): string {
    return this.props.prefix ?? `${this.id}:`;
  }

  protected checkChange(_prev: MvtStyleLayerProps, next: MvtStyleLayerProps): void {
    if (next.id !== undefined && next.id !== this.id) throw new Error(`MvtStyleLayer: id cannot change (${this.id} → ${next.id}); create a new layer`);
  }

  protected mount(view: MapView): void {
    const generation = ++this.generation;
    this.onDetach(view.onRequest((url, type) => this.hear(url, type)));
    this.document().then(
      (loaded) => {
        if (generation !== this.generation || this.view !== view || view.removed) return;
        this.apply(view, loaded);
      },
      (error) => {
        if (generation === this.generation) this.fail(error);
      },
    );
  }

  protected unmount(): void {
    this.generation++;
    this.onStyle = false;
    const map = this.view && !this.view.removed ? this.view.maplibre : undefined;
    const added = this.appended;
    this.appended = undefined;
    // After a style reload these went with the old style: the checks make this a no-op then.
    if (!map || !added) return;
    for (const id of added.layers) if (map.getLayer(id)) map.removeLayer(id);
    for (const id of added.sources) if (map.getSource(id)) map.removeSource(id);
    const sprites = new Set(spriteIdsOf(map.getStyle()?.sprite));
    for (const id of added.sprites) if (sprites.has(id)) map.removeSprite(id);
  }

  /** Removal gives the basemap back when the style replaced it. */
  detach(): void {
    const view = this.view;
    if (view && view.getStyleOwner() === this) view.overrideStyle(this, undefined);
    this.replaced = undefined;
    super.detach();
  }

  protected patch(prev: MvtStyleLayerProps, next: MvtStyleLayerProps): boolean {
    const affects: (keyof MvtStyleLayerProps)[] = ['style', 'mode', 'prefix', 'before', 'accessToken', 'localFonts'];
    if (affects.some((k) => !deepEqual(prev[k], next[k]))) return false;
    if (!deepEqual(prev.hiddenLayers, next.hiddenLayers)) this.syncVisibility();
    return true;
  }

  // ---- loading and merging ----

  /** The document for the current `style` prop: read once per URL (or object), shared by re-attaches. */
  private document(): Promise<Loaded> {
    const { style, accessToken } = this.props;
    const cached = this.read;
    if (cached && cached.style === style && cached.accessToken === accessToken) return cached.promise;
    const promise = (async (): Promise<Loaded> => {
      if (typeof style !== 'string') {
        checkStyleDocument(style, 'MvtStyleLayer style');
        return { doc: style };
      }
      const url = styleRequestUrl(style, accessToken, typeof location !== 'undefined' ? location.href : undefined);
      this.props.onRequest?.({ url, kind: 'style', layer: this });
      const response = await fetch(url);
      const text = await response.text();
      if (!response.ok) throw new Error(`MvtStyleLayer: ${url} answered ${response.status} ${response.statusText}`.trim());
      const where = url.split('?')[0];
      const doc = parseStyleText(text, where);
      checkStyleDocument(doc, where, text);
      return { doc, url };
    })();
    this.read = { style, accessToken, promise };
    // A failed read is tried again on the next mount.
    promise.catch(() => {
      if (this.read?.promise === promise) this.read = undefined;
    });
    return promise;
  }

  private localFonts(doc: StyleSpecification): string[] | undefined {
    const v = this.props.localFonts ?? !doc.glyphs;
    if (v === false) return undefined;
    return v === true ? FONT_STACK : v;
  }

  private apply(view: MapView, loaded: Loaded): void {
    let prepared: StyleSpecification;
    try {
      // A style object's relative URLs are read against the page, as MapLibre reads relative tile URLs.
      const baseUrl = loaded.url ?? (typeof location !== 'undefined' ? location.href : undefined);
      prepared = prepareStyle(loaded.doc, { baseUrl, accessToken: this.props.accessToken, localFonts: this.localFonts(loaded.doc) });
    } catch (error) {
      return this.fail(error as Error);
    }
    this.prepared = prepared;
    if (this.mode === 'replace') return this.applyReplace(view, prepared);
    // Coming from replace mode: give the basemap back first; the reload attaches this layer again.
    if (view.getStyleOwner() === this) {
      this.replaced = undefined;
      return view.overrideStyle(this, undefined);
    }
    if (!view.isStyleReady()) return;
    this.applyAppend(view, prepared);
  }

  private applyReplace(view: MapView, prepared: StyleSpecification): void {
    const key = JSON.stringify(prepared);
    if (view.getStyleOwner() === this && this.replaced === key) {
      // Our own style has loaded (this is the attach after it): only visibility may have changed meanwhile.
      if (!view.isStyleReady()) return;
      this.onStyle = true;
      this.syncVisibility();
      return this.loadedEvent();
    }
    this.replaced = key;
    view.overrideStyle(this, { ...prepared, layers: withVisibility(prepared.layers, this.props.hiddenLayers ?? []) });
  }

  private applyAppend(view: MapView, prepared: StyleSpecification): void {
    const map = view.maplibre;
    const style = map.getStyle();
    let plan;
    try {
      plan = planAppend(prepared, this.prefix, { layers: new Set(map.getLayersOrder()), sources: new Set(Object.keys(style?.sources ?? {})) });
    } catch (error) {
      return this.fail(error as Error);
    }
    const before = this.insertionPoint(view);
    const spritesInMap = new Set(spriteIdsOf(style?.sprite));
    const sprites: string[] = [];
    for (const s of plan.sprites) {
      if (spritesInMap.has(s.id)) continue;
      map.addSprite(s.id, s.url);
      sprites.push(s.id);
    }
    for (const [id, spec] of Object.entries(plan.sources)) map.addSource(id, spec);
    for (const l of withVisibility(plan.layers, this.props.hiddenLayers ?? [], plan.originalIds)) map.addLayer(l, before);
    this.appended = { layers: plan.layers.map((l) => l.id), sources: Object.keys(plan.sources), sprites, layerIds: plan.layerIds };
    this.onStyle = true;
    this.loadedEvent();
  }

  /** `before` if it is in the map, else the first layer MapLib children added (so they stay on top), else the top. */
  private insertionPoint(view: MapView): string | undefined {
    const map = view.maplibre;
    const before = this.props.before;
    if (before) {
      if (map.getLayer(before)) return before;
      console.warn(`MvtStyleLayer ${this.id}: before layer "${before}" is not in the map; added under MapLib's layers`);
    }
    const basemap = view.getStyleLayerIds();
    return map.getLayersOrder().find((id) => !basemap.has(id));
  }

  private loadedEvent(): void {
    const style = this.prepared;
    if (style) this.props.onLoad?.({ style, layers: this.getStyleLayers(), layer: this });
  }

  private fail(error: Error): void {
    if (this.props.onError) this.props.onError({ error, layer: this });
    else console.error(error);
  }

  // ---- visibility ----

  private syncVisibility(): void {
    const map = this.view && !this.view.removed && this.view.isStyleReady() ? this.view.maplibre : undefined;
    if (!map || !this.prepared || !this.onStyle) return;
    const hidden = new Set(this.props.hiddenLayers ?? []);
    for (const l of this.prepared.layers) {
      const mapId = this.mapIdOf(l.id);
      if (!mapId || !map.getLayer(mapId)) continue;
      const own = ((l as { layout?: { visibility?: string } }).layout?.visibility ?? 'visible') as 'visible' | 'none';
      const want = hidden.has(l.id) ? 'none' : own;
      if ((map.getLayoutProperty(mapId, 'visibility') ?? 'visible') !== want) map.setLayoutProperty(mapId, 'visibility', want);
    }
  }

  private mapIdOf(id: string): string | undefined {
    if (this.mode === 'replace') return id;
    return this.appended?.layerIds.get(id);
  }

  // ---- requests ----

  /** Reports a request of the map when it is one of this style's (its tiles, TileJSON, sprite files or glyphs). */
  private hear(url: string, type: string): void {
    const listener = this.props.onRequest;
    const style = this.prepared;
    if (!listener || !style) return;
    const kind = this.requestKind(url, type, style);
    if (kind) listener({ url, kind, layer: this });
  }

  private requestKind(url: string, type: string, style: StyleSpecification): StyleRequestKind | undefined {
    const path = url.split('?')[0];
    if (type === 'SpriteJSON' || type === 'SpriteImage') return spritesOf(style).some((s) => path.startsWith(s.url.split('?')[0])) ? 'sprite' : undefined;
    if (type === 'Glyphs') return typeof style.glyphs === 'string' && templatePattern(style.glyphs).test(url) ? 'glyphs' : undefined;
    const map = this.view?.maplibre;
    for (const [id, source] of Object.entries(style.sources)) {
      const s = source as { url?: string; tiles?: string[] };
      if (type === 'Source' && s.url === url) return 'source';
      if (type !== 'Tile') continue;
      // Tiles of a TileJSON source are known once MapLibre read it: ask the live source.
      const mapSourceId = this.mode === 'replace' ? id : this.prefix + id;
      const live = (map?.getSource(mapSourceId) as { tiles?: string[] } | undefined)?.tiles;
      if ([...(s.tiles ?? []), ...(live ?? [])].some((t) => templatePattern(t).test(url))) return 'tiles';
    }
    return undefined;
  }

  // ---- public methods ----

  /** The style's layers in drawing order: document id, map id, type, source, source layer, visible, added. */
  getStyleLayers(): StyleLayerInfo[] {
    const style = this.prepared;
    if (!style) return [];
    const hidden = this.props.hiddenLayers ?? [];
    return describeLayers(style, hidden, this.mode === 'append' ? this.appended?.layerIds ?? new Map() : undefined);
  }

  /** Map ids of the style layers this component has in the map. */
  getLayerIds(): string[] {
    return this.getStyleLayers().filter((l) => l.added).map((l) => l.mapId);
  }

  /** The style as merged (URLs resolved, fonts set), or undefined before it loaded. */
  getStyle(): StyleSpecification | undefined {
    return this.prepared;
  }

  /** Shows or hides one style layer by its document id (same as changing hiddenLayers). */
  setLayerVisible(id: string, visible: boolean): void {
    const hidden = new Set(this.props.hiddenLayers ?? []);
    if (visible) hidden.delete(id);
    else hidden.add(id);
    this.update({ hiddenLayers: [...hidden] });
  }
}

function spriteIdsOf(sprite: StyleSpecification['sprite'] | undefined): string[] {
  if (typeof sprite === 'string') return ['default'];
  return Array.isArray(sprite) ? sprite.map((s) => s.id) : [];
}

export type { StyleLayerInfo, LayerSpecification };
