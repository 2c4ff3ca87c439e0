// Option validation: every component rejects bad props with one clear "Component: prop problem" line each.
import type * as GeoJSON from 'geojson';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '../../../maplib/src/core/index.ts';
import { mapLibErrorMessage } from '../unitHelpers.ts';

const T = 'https://t/{z}/{x}/{y}.png';
const corners: core.Corners = [[0, 1], [1, 1], [1, 0], [0, 0]];

test('RasterLayer: tileSize, levels, zoomOffset, template', () => {
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, tileSize: 300 as 256 })), 'RasterLayer: tileSize must be 256 or 512, got 300');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, minimumLevel: 8, maximumLevel: 4 })), 'RasterLayer: maximumLevel must not be below minimumLevel (8), got 4');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, zoomOffset: 0.5 })), 'RasterLayer: zoomOffset must be an integer, got 0.5');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, maximumLevel: 30 })), 'RasterLayer: maximumLevel must be between 0 and 24, got 30');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({})), 'RasterLayer: baseUrl (or url) is required');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: 'https://t/tile.png' })), 'RasterLayer: baseUrl must contain {z}, {x} and {y} (or {-y}, or {quadkey}), got "https://t/tile.png"');
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, scheme: 'wmts' as 'xyz' })), "RasterLayer: scheme must be 'xyz' or 'tms', got \"wmts\"");
  // Several problems: one line each.
  assert.is(mapLibErrorMessage(() => new core.RasterLayer({ baseUrl: T, tileSize: 100 as 256, opacity: 3 })), 'RasterLayer: opacity must be between 0 and 1, got 3\nRasterLayer: tileSize must be 256 or 512, got 100');
  new core.RasterLayer({ url: T, tileSize: 512, zoomOffset: -1, minimumLevel: 1, maximumLevel: 9, token: 'k' });
});

test('RasterLayer props become the source spec', () => {
  assert.equal(core.rasterSourceSpec({ baseUrl: 'https://t/{z}/{x}/{-y}.png?tk={token}', token: 'k', tileSize: 512, minimumLevel: 2, maximumLevel: 9 }), {
    type: 'raster',
    tiles: ['https://t/{z}/{x}/{y}.png?tk=k'],
    tileSize: 512,
    scheme: 'tms',
    minzoom: 2,
    maxzoom: 9,
  });
});

test('layer commons', () => {
  const data = { type: 'FeatureCollection', features: [] } as GeoJSON.FeatureCollection;
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, opacity: 2 })), 'GeoJSONLayer: opacity must be between 0 and 1, got 2');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, visible: 'yes' as unknown as boolean })), 'GeoJSONLayer: visible must be true or false, got "yes"');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, filter: 'x' as unknown as [] })), 'GeoJSONLayer: filter must be a filter expression (an array), got "x"');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, minzoom: 6, maxzoom: 2 })), 'GeoJSONLayer: maxzoom must not be below minzoom (6), got 2');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, onClick: 1 as unknown as () => void })), 'GeoJSONLayer: onClick must be a function, got 1');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data: 5 as unknown as string })), 'GeoJSONLayer: data must be GeoJSON (an object with a type) or a URL, got 5');
  assert.is(mapLibErrorMessage(() => new core.GeoJSONLayer({ data, type: 'polygon' as 'fill' })), "GeoJSONLayer: type must be 'fill', 'line', 'circle', 'symbol', 'heatmap' or 'fill-extrusion', got \"polygon\"");
});

test('VectorLayer, ImageLayer, VideoLayer, CanvasLayer', () => {
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ layers: [] })), 'VectorLayer: url or tiles is required');
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ url: 'u', tiles: ['t'], layers: [] })), 'VectorLayer: url and tiles cannot both be given');
  assert.is(mapLibErrorMessage(() => new core.VectorLayer({ tiles: ['t'], layers: [{ id: 'a', type: 'fill' }] })), 'VectorLayer: layers [0].sourceLayer must name a layer of the tiles, got undefined');
  assert.is(
    mapLibErrorMessage(() => new core.VectorLayer({ tiles: ['t'], layers: [{ id: 'a', type: 'fill', sourceLayer: 'x' }, { id: 'a', type: 'line', sourceLayer: 'x' }] })),
    'VectorLayer: layers [1].id "a" is used twice',
  );
  assert.is(mapLibErrorMessage(() => new core.ImageLayer({ url: 'i.png', coordinates: [[0, 0]] as unknown as core.Corners })), 'ImageLayer: coordinates must be four [lng, lat] corners (top-left, top-right, bottom-right, bottom-left), got [[0,0]]');
  assert.is(mapLibErrorMessage(() => new core.VideoLayer({ urls: 'v.mp4' as unknown as string[], coordinates: corners })), 'VideoLayer: urls must be an array of strings, got "v.mp4"');
  assert.is(mapLibErrorMessage(() => new core.CanvasLayer({ canvas: 3 as unknown as string, coordinates: corners })), 'CanvasLayer: canvas must be a <canvas> element or its id, got 3');
});

test('Marker, Popup, controls', () => {
  assert.is(mapLibErrorMessage(() => new core.Marker({ lngLat: 'beijing' as unknown as [number, number] })), 'Marker: lngLat must be [lng, lat] numbers, got "beijing"');
  assert.is(mapLibErrorMessage(() => new core.Marker({ lngLat: [0, 100] })), 'Marker: lngLat must be [lng, lat] numbers, got [0,100]');
  assert.is(mapLibErrorMessage(() => new core.Marker({ lngLat: [0, 0], anchor: 'middle' as 'center' })), "Marker: anchor must be 'center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left' or 'bottom-right', got \"middle\"");
  assert.is(mapLibErrorMessage(() => new core.Popup({} as core.PopupProps)), 'Popup: lngLat is required');
  assert.is(mapLibErrorMessage(() => new core.NavigationControl({ position: 'top' as 'top-left' })), "NavigationControl: position must be 'top-left', 'top-right', 'bottom-left' or 'bottom-right', got \"top\"");
  assert.is(mapLibErrorMessage(() => new core.ScaleControl({ unit: 'km' as 'metric' })), "ScaleControl: unit must be 'metric', 'imperial' or 'nautical', got \"km\"");
});

test('Map options', () => {
  assert.is(mapLibErrorMessage(() => core.validateMapOptions({ zoom: 30 })), 'Map: zoom must be between 0 and 24, got 30');
  assert.is(mapLibErrorMessage(() => core.validateMapOptions({ crs: 'EPSG:2193' as 'EPSG:4326' })), "Map: crs must be 'EPSG:3857', 'EPSG:4326' or 'EPSG:4490', got \"EPSG:2193\"");
  core.validateMapOptions({ crs: 'EPSG:4326' });
  assert.match(mapLibErrorMessage(() => core.validateMapOptions({ basemap: 'google' })), /^Map: basemap must be one of 'offline', 'zondy', 'guotu', 'militray', 'osm', 'tianditu', 'none', a style object or a style URL, got "google"$/);
  assert.is(mapLibErrorMessage(() => core.createBasemapStyle('tianditu')), "Map: basemap 'tianditu' needs a token");
  core.validateMapOptions({ basemap: 'https://example.com/style.json', center: [116.4, 39.9], zoom: 3, bounds: [[70, 15], [135, 55]] });
  // A 360°-wide maxBounds makes MapLibre 6.17 throw a TypeError inside its transform: refused here with a sentence.
  assert.is(
    mapLibErrorMessage(() => core.validateMapOptions({ maxBounds: [[-180, -60], [180, 80]] })),
    'Map: maxBounds must be less than 360° wide (MapLibre fails on a box that goes all the way round; [[-180, south], [179.99, north]] keeps the view on the globe), got [[-180,-60],[180,80]]',
  );
  assert.match(mapLibErrorMessage(() => core.validateMapOptions({ maxBounds: [[0, -60], [360, 80]] })), /less than 360° wide/);
  // Smaller than the view is fine: the map zooms in until the box fills it.
  core.validateMapOptions({ maxBounds: [[100, 20], [120, 40]], zoom: 1 });
  core.validateMapOptions({ maxBounds: [[-180, -85], [179.99, 85]] });
});

test.run();
