// MvtStyleLayer's merge logic and URLs: the site's own style document (data/styles/natural-earth) resolved against
// its URL reaches real files of the site (MVT tiles with the source layers and features the style filters on, the
// sprite's json and png with every icon the style names), while the same URLs read against the page (MapLibre's
// behaviour) miss; mapbox:// shapes with the token; local fonts; append's prefixed ids, sprites and icon names;
// replace/append/keep on a recording map; visibility; style problems reported at file:line; prop validation.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader as Pbf } from 'pbf';
import type { StyleSpecification } from 'maplibre-gl';
import { mapboxUrl, resolveAgainst, templatePattern, StyleUrlError } from '../../../../maplib/src/core/services/style/styleUrls.ts';
import { checkStyleDocument, parseStyleText, planAppend, prefixIconImage, prepareStyle, withVisibility, StyleDocumentError } from '../../../../maplib/src/core/services/style/mergeStyle.ts';
import { MvtStyleLayer } from '../../../../maplib/src/core/layers/service/mvtStyleLayer.ts';
import { FONT_STACK } from '../../../../maplib/src/core/basemap/fonts.ts';
import { MapLibError } from '../../../../maplib/src/core/base/mapLibError.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const PUBLIC = path.join(root, 'docs', '.mapdocs', 'public');
const SITE = 'http://127.0.0.1:8080/static/modules/maplib/';
const STYLE_URL = SITE + 'data/styles/natural-earth/style.json';
const STYLE_FILE = path.join(PUBLIC, 'data/styles/natural-earth/style.json');
const styleText = fs.readFileSync(STYLE_FILE, 'utf8');
const style = JSON.parse(styleText) as StyleSpecification;

/** The file of the site a URL under SITE names, or undefined for URLs outside the site. */
function siteFile(url: string): string | undefined {
  return url.startsWith(SITE) ? path.join(PUBLIC, decodeURIComponent(url.slice(SITE.length).split('?')[0])) : undefined;
}

const fill = (t: string, z: number, x: number, y: number) => t.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

test('the site style resolved against its URL reaches real MVT tiles with the layers and features it styles', () => {
  const ready = prepareStyle(style, { baseUrl: STYLE_URL });
  const template = (ready.sources.world as { tiles: string[] }).tiles[0];
  assert.is(template, SITE + 'data/tiles/world/{z}/{x}/{y}.pbf');
  // z2 tile 3/1 covers China (lon 90–180, lat 0–66.5).
  const file = siteFile(fill(template, 2, 3, 1))!;
  assert.ok(fs.existsSync(file), file);
  const tile = new VectorTile(new Pbf(fs.readFileSync(file)));
  const used = new Set(style.layers.map((l) => (l as { 'source-layer'?: string })['source-layer']).filter(Boolean));
  for (const name of used) assert.ok(tile.layers[name!], `tile has source layer ${name}`);
  const countries = tile.layers.countries;
  const ids = Array.from({ length: countries.length }, (_, i) => countries.feature(i).properties.id);
  assert.ok(ids.includes('156'), 'china-fill filters on id 156, which the tile has');
  const pops = Array.from({ length: tile.layers.cities.length }, (_, i) => Number(tile.layers.cities.feature(i).properties.pop));
  assert.ok(pops.some((p) => p >= 20) && pops.some((p) => p < 20), 'both icons (megacity ≥ 20, city) are used in this tile');
  // Every tile of the pyramid the source declares (z0–3) exists: no request 404s.
  const { minzoom = 0, maxzoom = 22 } = style.sources.world as { minzoom?: number; maxzoom?: number };
  for (let z = minzoom; z <= maxzoom; z++) for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) assert.ok(fs.existsSync(siteFile(fill(template, z, x, y))!), `${z}/${x}/${y}`);
});

test('read against the page instead of the style (what MapLibre does with a relative URL) the tiles and sprite are missed', () => {
  const page = SITE + 'api/Layers/VectorTile/mvtstyle.html';
  const wrong = prepareStyle(style, { baseUrl: page });
  const template = (wrong.sources.world as { tiles: string[] }).tiles[0];
  assert.is.not(template, SITE + 'data/tiles/world/{z}/{x}/{y}.pbf');
  assert.not.ok(fs.existsSync(siteFile(fill(template, 0, 0, 0)) ?? '/nonexistent'));
  assert.not.ok(fs.existsSync(siteFile((wrong.sprite as string) + '.json') ?? '/nonexistent'));
});

test('sprite: json and png at 1x and 2x, every icon the style names is in it and inside the image', () => {
  const ready = prepareStyle(style, { baseUrl: STYLE_URL });
  assert.is(ready.sprite, SITE + 'data/styles/natural-earth/sprite');
  const names = new Set<string>();
  const collect = (v: unknown) => (typeof v === 'string' ? names.add(v) : Array.isArray(v) && v.slice(2).forEach(collect));
  for (const l of style.layers) {
    const img = (l as { layout?: Record<string, unknown> }).layout?.['icon-image'];
    if (Array.isArray(img) && img[0] === 'case') img.slice(2).filter((_, i) => i % 2 === 0 || i === img.length - 3).forEach(collect);
    else collect(img);
  }
  assert.equal([...names].sort(), ['city', 'megacity']);
  for (const suffix of ['', '@2x']) {
    // MapLibre asks for <sprite>@2x.json / .png (normalizeSpriteURL appends to the path).
    const index = JSON.parse(fs.readFileSync(siteFile(`${ready.sprite}${suffix}.json`)!, 'utf8'));
    const png = fs.readFileSync(siteFile(`${ready.sprite}${suffix}.png`)!);
    assert.is(png.toString('ascii', 1, 4), 'PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    for (const name of names) {
      const icon = index[name];
      assert.ok(icon, `${name} in sprite${suffix}.json`);
      assert.is(icon.pixelRatio, suffix ? 2 : 1);
      assert.ok(icon.x + icon.width <= width && icon.y + icon.height <= height, `${name} inside sprite${suffix}.png`);
    }
  }
});

test('mapbox:// URLs become api.mapbox.com requests with the access token; without one they are refused', () => {
  const t = 'pk.test';
  assert.is(mapboxUrl('mapbox://styles/mapbox/streets-v12', 'style', t), 'https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=pk.test');
  assert.is(mapboxUrl('mapbox://sprites/mapbox/streets-v12', 'sprite', t), 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/sprite?access_token=pk.test');
  assert.is(
    mapboxUrl('mapbox://fonts/mapbox/{fontstack}/{range}.pbf', 'glyphs', t),
    'https://api.mapbox.com/fonts/v1/mapbox/{fontstack}/{range}.pbf?access_token=pk.test',
  );
  assert.is(mapboxUrl('mapbox://mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2', 'source', t), 'https://api.mapbox.com/v4/mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2.json?secure&access_token=pk.test');
  assert.is(mapboxUrl('mapbox://tiles/mapbox.satellite/{z}/{x}/{y}.webp', 'tiles', t), 'https://api.mapbox.com/v4/mapbox.satellite/{z}/{x}/{y}.webp?access_token=pk.test');
  assert.is(mapboxUrl('https://example.com/a.json', 'style', undefined), 'https://example.com/a.json');
  assert.throws(() => mapboxUrl('mapbox://styles/mapbox/streets-v12', 'style', undefined), (e: Error) => e instanceof StyleUrlError && /needs a Mapbox access token/.test(e.message));
  assert.throws(() => mapboxUrl('mapbox://styles/mapbox', 'style', t), /mapbox:\/\/styles\/\{user\}\/\{style\}/);
  // In a document, a mapbox:// sprite without a token names where it is.
  assert.throws(() => prepareStyle({ ...style, sprite: 'mapbox://sprites/mapbox/streets-v12' }, { baseUrl: STYLE_URL }), /style\.json: sprite: .*access token/);
});

test('relative URLs keep their {placeholders}; absolute and data: URLs are left alone', () => {
  assert.is(resolveAgainst('../fonts/{fontstack}/{range}.pbf', 'https://a.example/styles/x/style.json'), 'https://a.example/styles/fonts/{fontstack}/{range}.pbf');
  assert.is(resolveAgainst('https://b.example/{z}/{x}/{y}.pbf', 'https://a.example/s.json'), 'https://b.example/{z}/{x}/{y}.pbf');
  assert.is(resolveAgainst('data:application/json,{}', 'https://a.example/s.json'), 'data:application/json,{}');
  const withGlyphs = prepareStyle({ ...style, glyphs: 'fonts/{fontstack}/{range}.pbf' }, { baseUrl: STYLE_URL });
  assert.is(withGlyphs.glyphs, SITE + 'data/styles/natural-earth/fonts/{fontstack}/{range}.pbf');
  assert.ok(templatePattern(withGlyphs.glyphs!).test(SITE + 'data/styles/natural-earth/fonts/Noto%20Sans%20Regular/0-255.pbf'));
  assert.not.ok(templatePattern(SITE + 'data/tiles/world/{z}/{x}/{y}.pbf').test(SITE + 'data/tiles/world/a/0/0.pbf'));
});

test('localFonts: no glyphs, every text-font set to the local families; without it the style keeps its fonts', () => {
  const local = prepareStyle({ ...style, glyphs: 'mapbox://fonts/mapbox/{fontstack}/{range}.pbf' }, { baseUrl: STYLE_URL, localFonts: FONT_STACK });
  assert.is(local.glyphs, undefined);
  const fonts = local.layers.filter((l) => l.type === 'symbol' && (l.layout as any)?.['text-font']).map((l) => (l.layout as any)['text-font']);
  assert.ok(fonts.length >= 1);
  for (const f of fonts) assert.equal(f, FONT_STACK);
  const kept = prepareStyle(style, { baseUrl: STYLE_URL });
  assert.equal((kept.layers.find((l) => l.id === 'cities-label')!.layout as any)['text-font'], ['Noto Sans Regular']);
  // The source document is not changed.
  assert.equal((style.layers.find((l) => l.id === 'cities-label')!.layout as any)['text-font'], ['Noto Sans Regular']);
});

test('append plan: every source, layer and sprite id prefixed, sources and icons followed, background left out', () => {
  const plan = planAppend(prepareStyle(style, { baseUrl: STYLE_URL }), 'ne:');
  assert.equal(Object.keys(plan.sources), ['ne:world']);
  assert.equal(plan.layers.map((l) => l.id), ['ne:countries-fill', 'ne:china-fill', 'ne:borders', 'ne:cities-icon', 'ne:cities-label']);
  for (const l of plan.layers) assert.is((l as { source: string }).source, 'ne:world');
  assert.equal(plan.skipped, ['background']);
  assert.equal(plan.sprites, [{ id: 'ne:default', url: SITE + 'data/styles/natural-earth/sprite' }]);
  // The icon expression now names images of the renamed sprite (MapLibre keys them `<sprite id>:<name>`).
  const icon = (plan.layers.find((l) => l.id === 'ne:cities-icon')!.layout as any)['icon-image'];
  assert.equal(icon.slice(0, 2), ['concat', 'ne:default:']);
  assert.is(prefixIconImage('city', 'p:', ['default']), 'p:default:city');
  assert.is(prefixIconImage('poi:bus', 'p:', ['default', 'poi']), 'p:poi:bus');
  assert.is(prefixIconImage('{maki}-11', 'p:', ['default']), 'p:default:{maki}-11');
  assert.equal(plan.layerIds.get('china-fill'), 'ne:china-fill');
  // A prefix whose ids are taken (the same style twice under one prefix) is refused with the ids named.
  assert.throws(
    () => planAppend(style, 'ne:', { layers: new Set(['ne:borders']), sources: new Set(['ne:world']) }),
    (e: Error) => e instanceof StyleDocumentError && /source "ne:world"/.test(e.message) && /layer "ne:borders"/.test(e.message),
  );
});

test('visibility: hidden ids (document ids, also in append mode) get visibility none; others keep theirs', () => {
  const plan = planAppend(style, 'x:');
  const out = withVisibility(plan.layers, ['china-fill'], plan.originalIds);
  assert.is((out.find((l) => l.id === 'x:china-fill')!.layout as any).visibility, 'none');
  assert.is((out.find((l) => l.id === 'x:borders')!.layout as any)?.visibility, undefined);
});

test('style problems are reported at file:line', () => {
  const bad = styleText.replace('"source": "world",\n      "source-layer": "countries",\n      "filter"', '"source": "wrold",\n      "source-layer": "countries",\n      "filter"');
  assert.is.not(bad, styleText);
  const doc = parseStyleText(bad, 'style.json');
  const line = bad.split('\n').findIndex((l) => l.includes('"id": "china-fill"')) + 1;
  assert.throws(() => checkStyleDocument(doc, 'style.json', bad), (e: Error) => e.message.includes(`style.json:${line}: layer "china-fill" uses source "wrold"`));
  assert.throws(() => parseStyleText('{\n  "version": 8,\n  "sources": {,\n}', 'x.json'), /x\.json:3: not valid JSON/);
  assert.throws(() => checkStyleDocument({ version: 7, sources: {}, layers: [] }, 'y.json', '{"version": 7}'), /y\.json:1: version must be 8, got 7/);
  assert.throws(() => checkStyleDocument({ version: 8, sources: {}, layers: [{ id: 'a', type: 'background' }, { id: 'a', type: 'background' }] }, 'z.json'), /layer id "a" is used twice/);
});

// ---- replace / append / keep on a recording map ----

/** A MapLibre map that keeps a style (layer order, sources, sprites) and a MapView around it, for the merge logic. */
function fakeView(basemap: string[], userLayers: string[]) {
  const order = [...basemap];
  const layers = new Map<string, any>(basemap.map((id) => [id, { id, layout: {} }]));
  const sources = new Set<string>(['basemap']);
  let sprite: { id: string; url: string }[] = [];
  let baseIds = new Set(basemap);
  const map: any = {
    getLayer: (id: string) => layers.get(id),
    getLayersOrder: () => [...order],
    addLayer(l: any, before?: string) {
      layers.set(l.id, structuredClone(l));
      const i = before ? order.indexOf(before) : -1;
      if (i < 0) order.push(l.id);
      else order.splice(i, 0, l.id);
    },
    removeLayer(id: string) {
      layers.delete(id);
      order.splice(order.indexOf(id), 1);
    },
    addSource: (id: string) => sources.add(id),
    getSource: (id: string) => (sources.has(id) ? {} : undefined),
    removeSource: (id: string) => sources.delete(id),
    getStyle: () => ({ sources: Object.fromEntries([...sources].map((s) => [s, {}])), sprite }),
    addSprite: (id: string, url: string) => (sprite = [...sprite, { id, url }]),
    removeSprite: (id: string) => (sprite = sprite.filter((s) => s.id !== id)),
    setLayoutProperty: (id: string, k: string, v: unknown) => (layers.get(id).layout = { ...layers.get(id).layout, [k]: v }),
    getLayoutProperty: (id: string, k: string) => layers.get(id)?.layout?.[k],
  };
  const children = new Set<any>();
  const view: any = {
    maplibre: map,
    removed: false,
    owner: undefined as object | undefined,
    overrides: [] as (StyleSpecification | undefined)[],
    isStyleReady: () => true,
    getStyleOwner: () => view.owner,
    getStyleLayerIds: () => new Set(baseIds),
    onRequest: () => () => {},
    add(c: any) {
      children.add(c);
      c.attach(view);
    },
    removeChild(c: any) {
      children.delete(c);
      c.detach();
    },
    // A style load: the new style's layers, then every child attaches again (as MapView.onStyleLoad does).
    overrideStyle(owner: object, s: StyleSpecification | undefined) {
      if (s) view.owner = owner;
      else if (view.owner === owner) view.owner = undefined;
      view.overrides.push(s);
      const next = s ? s.layers.map((l) => l.id) : basemap;
      order.splice(0, order.length, ...next);
      layers.clear();
      for (const l of s ? s.layers : basemap.map((id) => ({ id, layout: {} }))) layers.set(l.id, structuredClone(l));
      baseIds = new Set(next);
      sources.clear();
      sprite = [];
      for (const id of userLayers) map.addLayer({ id, layout: {} });
      queueMicrotask(() => children.forEach((c) => c.attach(view)));
    },
  };
  for (const id of userLayers) map.addLayer({ id, layout: {} });
  return { view, map, order, sources, sprites: () => sprite };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

test('append keeps the basemap under and MapLib layers on top; hiddenLayers updates in place; removal takes all of it back', async () => {
  const { view, order, sources, sprites, map } = fakeView(['maplib-background', 'maplib-land'], ['user-points']);
  const loads: string[][] = [];
  const layer = new MvtStyleLayer({ id: 'ne', style, onLoad: (e) => loads.push(e.layers.filter((l) => l.added).map((l) => l.mapId)) });
  view.add(layer);
  await tick();
  assert.equal(order, ['maplib-background', 'maplib-land', 'ne:countries-fill', 'ne:china-fill', 'ne:borders', 'ne:cities-icon', 'ne:cities-label', 'user-points']);
  assert.ok(sources.has('ne:world'));
  assert.equal(sprites().map((s) => s.id), ['ne:default']);
  assert.equal(loads, [layer.getLayerIds()]);
  assert.equal(view.overrides, [], 'append never reloads the style');
  layer.update({ hiddenLayers: ['china-fill'] });
  assert.is(map.getLayoutProperty('ne:china-fill', 'visibility'), 'none');
  assert.is(layer.getStyleLayers().find((l) => l.id === 'china-fill')!.visible, false);
  layer.setLayerVisible('china-fill', true);
  assert.is(map.getLayoutProperty('ne:china-fill', 'visibility'), 'visible');
  view.removeChild(layer);
  assert.equal(order, ['maplib-background', 'maplib-land', 'user-points']);
  assert.not.ok(sources.has('ne:world'));
  assert.equal(sprites(), []);
});

test('replace: the style stands in for the basemap (with its background), MapLib layers on top, removal restores the basemap', async () => {
  const { view, order } = fakeView(['maplib-background', 'maplib-land'], ['user-points']);
  let loaded = 0;
  const layer = new MvtStyleLayer({ style, mode: 'replace', hiddenLayers: ['cities-label'], onLoad: () => loaded++ });
  view.add(layer);
  await tick();
  await tick();
  assert.is(view.overrides.length, 1, 'one style load, not a loop');
  const replaced: StyleSpecification = view.overrides[0]!; // the fake view is untyped (any)
  assert.equal(replaced.layers.map((l) => l.id), style.layers.map((l) => l.id));
  assert.is((replaced.layers.find((l) => l.id === 'cities-label')!.layout as any).visibility, 'none');
  // A style object has no URL of its own: its relative URLs are read against the page (none in Node: as written).
  assert.is((replaced.sources.world as any).tiles[0], '../../tiles/world/{z}/{x}/{y}.pbf');
  assert.equal(order, [...style.layers.map((l) => l.id), 'user-points']);
  assert.is(loaded, 1);
  // A prop that does not touch the document does not reload it.
  layer.update({ hiddenLayers: [] });
  await tick();
  assert.is(view.overrides.length, 1);
  // Switching to append gives the basemap back and appends on it.
  layer.update({ mode: 'append' });
  await tick();
  await tick();
  assert.is(view.overrides.at(-1), undefined);
  assert.equal(order.slice(0, 3), ['maplib-background', 'maplib-land', `${layer.id}:countries-fill`]);
  assert.is(order.at(-1), 'user-points');
  layer.update({ mode: 'replace' });
  await tick();
  await tick();
  view.removeChild(layer);
  assert.is(view.overrides.at(-1), undefined, 'removal restores the basemap');
  assert.is(view.owner, undefined);
});

test('props are checked with clear messages', () => {
  const msg = (p: any) => {
    try {
      new MvtStyleLayer(p);
    } catch (e) {
      assert.instance(e, MapLibError);
      return (e as Error).message;
    }
    return '';
  };
  assert.is(msg({}), 'MvtStyleLayer: style is required');
  assert.is(msg({ style: 3 }), 'MvtStyleLayer: style must be a style URL or a style object, got 3');
  assert.is(msg({ style, mode: 'merge' }), "MvtStyleLayer: mode must be 'replace' or 'append', got \"merge\"");
  assert.is(msg({ style, prefix: '' }), 'MvtStyleLayer: prefix must not be empty (appended ids would collide with the basemap)');
  assert.is(msg({ style, hiddenLayers: 'china-fill' }), 'MvtStyleLayer: hiddenLayers must be an array of strings, got "china-fill"');
  assert.is(msg({ style, localFonts: 'Arial' }), 'MvtStyleLayer: localFonts must be true, false or an array of font family names, got "Arial"');
});

test.run();
