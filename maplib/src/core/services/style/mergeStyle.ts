// A Mapbox/MapLibre style document made ready for a map: checked (problems point at the style's file:line), its URLs
// resolved, labels optionally moved to local fonts, and the two ways of merging it with the map's style:
// - replace: the document becomes the map's style (MapLib's own layers are re-added on top by the map);
// - append: its sources, layers and sprites are renamed with a prefix and added to the current style, so nothing
//   collides with the basemap's ids or with another copy of the same style.
// Pure: the layer (mvtStyleLayer.ts) does the fetching and the MapLibre calls.
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { resolveStyleUrl, StyleUrlError } from './styleUrls.ts';

/** One layer of the style as MvtStyleLayer lists it. */
export interface StyleLayerInfo {
  /** The id in the style document. */
  id: string;
  /** The id in the map (prefixed in append mode). */
  mapId: string;
  type: string;
  source?: string;
  sourceLayer?: string;
  /** False when hidden by the style itself (`visibility: none`) or by `hiddenLayers`. */
  visible: boolean;
  /** False for layers append mode leaves out (background layers). */
  added: boolean;
}

/** A problem in the style document, with where it is (`url:line` when the text is known). */
export class StyleDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StyleDocumentError';
  }
}

/** 1-based line of a character offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** `where:line` of the first `"key": value` in the text (value as JSON), or `where` alone. */
function locate(where: string, text: string | undefined, key: string, value: unknown): string {
  if (!text) return where;
  const escaped = String(JSON.stringify(value)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`"${key}"\\s*:\\s*${escaped}`).exec(text);
  return m ? `${where}:${lineOf(text, m.index)}` : where;
}

/** Parses a style document's text; a JSON syntax error names the line. */
export function parseStyleText(text: string, where: string): StyleSpecification {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String((error as Error).message));
    throw new StyleDocumentError(`${at ? `${where}:${lineOf(text, Number(at[1]))}` : where}: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Checks what merging relies on: version 8, `sources` an object, `layers` an array of layers with unique string ids,
 * and every non-background layer naming a source the document has. Throws one StyleDocumentError listing every problem.
 */
export function checkStyleDocument(doc: unknown, where: string, text?: string): asserts doc is StyleSpecification {
  const problems: string[] = [];
  const d = doc as Partial<StyleSpecification> | null;
  if (!d || typeof d !== 'object' || Array.isArray(d)) throw new StyleDocumentError(`${where}: a style document must be a JSON object, got ${Array.isArray(d) ? 'an array' : typeof d}`);
  if (d.version !== 8) problems.push(`${locate(where, text, 'version', d.version)}: version must be 8, got ${JSON.stringify(d.version)}`);
  const sources = d.sources;
  if (!sources || typeof sources !== 'object' || Array.isArray(sources)) problems.push(`${where}: sources must be an object of sources`);
  if (!Array.isArray(d.layers)) problems.push(`${where}: layers must be an array`);
  else {
    const seen = new Set<string>();
    d.layers.forEach((l: any, i) => {
      if (typeof l?.id !== 'string' || !l.id) return void problems.push(`${where}: layers[${i}] has no string id`);
      const at = locate(where, text, 'id', l.id);
      if (seen.has(l.id)) problems.push(`${at}: layer id "${l.id}" is used twice`);
      seen.add(l.id);
      if (typeof l.type !== 'string') problems.push(`${at}: layer "${l.id}" has no type`);
      if (l.type !== 'background' && (typeof l.source !== 'string' || !sources || !Object.hasOwn(sources, l.source))) {
        problems.push(`${at}: layer "${l.id}" uses source ${JSON.stringify(l.source)}, which the style does not define`);
      }
    });
  }
  if (problems.length) throw new StyleDocumentError(problems.join('\n'));
}

export interface PrepareOptions {
  /** The URL the document was read from: relative URLs inside it are read against it. */
  baseUrl?: string;
  accessToken?: string;
  /** Draw labels with these local font families instead of the style's glyph files (drops `glyphs`). */
  localFonts?: string[];
}

const clone = <T>(v: T): T => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/**
 * A copy of the document with every URL absolute and usable (sources' `url` and `tiles`, `sprite`, `glyphs`), and,
 * with `localFonts`, no `glyphs` and every `text-font` set to those families, so labels are drawn by the browser's
 * fonts and no glyph file is requested. A `mapbox://` URL without a token, or of an unknown shape, throws.
 */
export function prepareStyle(doc: StyleSpecification, options: PrepareOptions = {}): StyleSpecification {
  const out = clone(doc);
  const { baseUrl, accessToken } = options;
  const where = (what: string, e: unknown) => new StyleUrlError(`${baseUrl ?? 'style'}: ${what}: ${(e as Error).message}`);
  for (const [id, source] of Object.entries(out.sources ?? {})) {
    const s = source as { url?: string; tiles?: string[]; data?: unknown };
    try {
      if (typeof s.url === 'string') s.url = resolveStyleUrl(s.url, 'source', baseUrl, accessToken);
      if (Array.isArray(s.tiles)) s.tiles = s.tiles.map((t) => resolveStyleUrl(t, 'tiles', baseUrl, accessToken));
      if (typeof s.data === 'string') s.data = resolveStyleUrl(s.data, 'tiles', baseUrl, accessToken);
    } catch (e) {
      throw where(`source "${id}"`, e);
    }
  }
  try {
    if (typeof out.sprite === 'string') out.sprite = resolveStyleUrl(out.sprite, 'sprite', baseUrl, accessToken);
    else if (Array.isArray(out.sprite)) out.sprite = out.sprite.map((s) => ({ ...s, url: resolveStyleUrl(s.url, 'sprite', baseUrl, accessToken) }));
  } catch (e) {
    throw where('sprite', e);
  }
  if (options.localFonts) {
    delete out.glyphs;
    for (const l of out.layers) {
      if (l.type === 'symbol' && l.layout && 'text-font' in l.layout) (l.layout as Record<string, unknown>)['text-font'] = [...options.localFonts];
    }
  } else if (typeof out.glyphs === 'string') {
    try {
      out.glyphs = resolveStyleUrl(out.glyphs, 'glyphs', baseUrl, accessToken);
    } catch (e) {
      throw where('glyphs', e);
    }
  }
  return out;
}

/** The style's sprites as `{id, url}` (a single sprite URL is the `default` sprite, as in MapLibre). */
export function spritesOf(style: StyleSpecification): { id: string; url: string }[] {
  if (typeof style.sprite === 'string') return [{ id: 'default', url: style.sprite }];
  return Array.isArray(style.sprite) ? style.sprite.map((s) => ({ id: s.id, url: s.url })) : [];
}

/** Each layer's `visibility` set from the style's own value and `hidden` (ids of the document). */
export function withVisibility(layers: LayerSpecification[], hidden: readonly string[], originalIds?: Map<string, string>): LayerSpecification[] {
  const off = new Set(hidden);
  return layers.map((l) => {
    const original = originalIds?.get(l.id) ?? l.id;
    if (!off.has(original)) return l;
    return { ...l, layout: { ...(l.layout as object), visibility: 'none' } } as LayerSpecification;
  });
}

export interface AppendPlan {
  sources: Record<string, SourceSpecification>;
  /** Layers in drawing order, renamed and pointing at the renamed sources. */
  layers: LayerSpecification[];
  sprites: { id: string; url: string }[];
  /** Document id → map id, for every layer added. */
  layerIds: Map<string, string>;
  /** Map id → document id. */
  originalIds: Map<string, string>;
  /** Document ids of layers left out (background layers: they would paint over the whole map below them). */
  skipped: string[];
}

/**
 * `icon-image` pointing at the renamed sprites: a name of the default sprite gets `{prefix}default:` before it, a
 * `sprite:name` of a named sprite gets the prefix on the sprite id; an expression is wrapped in a `concat` when the
 * style has only the default sprite (with several, which sprite it means is only known at run time: left as is).
 */
export function prefixIconImage(value: unknown, prefix: string, spriteIds: string[]): unknown {
  const renamed = (name: string) => {
    const colon = name.indexOf(':');
    if (colon > 0 && spriteIds.includes(name.slice(0, colon))) return prefix + name;
    return spriteIds.includes('default') ? `${prefix}default:${name}` : name;
  };
  if (typeof value === 'string') return value === '' ? value : renamed(value);
  if (Array.isArray(value) && spriteIds.length === 1 && spriteIds[0] === 'default') return ['concat', `${prefix}default:`, ['to-string', value]];
  return value;
}

/**
 * Renames the document's sources, layers and sprites with `prefix` for adding to a live style. Throws when a
 * renamed id is already taken in the map (`taken`): two copies of a style need two prefixes.
 */
export function planAppend(style: StyleSpecification, prefix: string, taken: { layers: Set<string>; sources: Set<string> } = { layers: new Set(), sources: new Set() }): AppendPlan {
  const sprites = spritesOf(style);
  const spriteIds = sprites.map((s) => s.id);
  const sources: Record<string, SourceSpecification> = {};
  const clash: string[] = [];
  for (const [id, s] of Object.entries(style.sources)) {
    const next = prefix + id;
    if (taken.sources.has(next)) clash.push(`source "${next}"`);
    sources[next] = clone(s);
  }
  const layers: LayerSpecification[] = [];
  const layerIds = new Map<string, string>();
  const originalIds = new Map<string, string>();
  const skipped: string[] = [];
  for (const l of style.layers) {
    if (l.type === 'background') {
      skipped.push(l.id);
      continue;
    }
    const next = { ...clone(l), id: prefix + l.id } as LayerSpecification & { source?: string; layout?: Record<string, unknown> };
    if (taken.layers.has(next.id)) clash.push(`layer "${next.id}"`);
    if (typeof next.source === 'string') next.source = prefix + next.source;
    if (next.layout && 'icon-image' in next.layout) next.layout['icon-image'] = prefixIconImage(next.layout['icon-image'], prefix, spriteIds);
    layers.push(next);
    layerIds.set(l.id, next.id);
    originalIds.set(next.id, l.id);
  }
  if (clash.length) throw new StyleDocumentError(`prefix "${prefix}" gives ids the map already has: ${clash.join(', ')}; give another prefix`);
  return { sources, layers, sprites: sprites.map((s) => ({ id: prefix + s.id, url: s.url })), layerIds, originalIds, skipped };
}

/** The style's layers as MvtStyleLayer lists them, in drawing order. */
export function describeLayers(style: StyleSpecification, hidden: readonly string[], layerIds?: Map<string, string>): StyleLayerInfo[] {
  const off = new Set(hidden);
  return style.layers.map((l) => {
    const own = l as { source?: string; 'source-layer'?: string; layout?: { visibility?: string } };
    const mapId = layerIds ? layerIds.get(l.id) : l.id;
    return {
      id: l.id,
      mapId: mapId ?? l.id,
      type: l.type,
      source: own.source,
      sourceLayer: own['source-layer'],
      visible: own.layout?.visibility !== 'none' && !off.has(l.id),
      added: mapId !== undefined,
    };
  });
}
