// The ECharts `maplibre` coordinate system against a MapLibre Web Mercator transform built from MapLibre's own
// MercatorCoordinate (512 px world at zoom 0, bearing about the view centre): dataToPoint / pointToData are that
// transform, to the pixel and back; missing values, custom-series sizes and the view rect. (The browser test holds
// it to a live map's project() under pan, rotation and pitch.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MercatorCoordinate } from 'maplibre-gl';
import { MapLibreCoordSys, COORD_SYS_NAMES, type ProjectingMap } from '../../../maplib/src/core/overlays/echarts/coordSys.ts';

/** A pitch-0 MapLibre camera: the world is 512·2^zoom px wide, rotated by `bearing` about the view centre. */
function transform(center: [number, number], zoom: number, bearing: number, width: number, height: number): ProjectingMap {
  const world = 512 * 2 ** zoom;
  const c = MercatorCoordinate.fromLngLat({ lng: center[0], lat: center[1] });
  const a = (-bearing * Math.PI) / 180;
  return {
    project([lng, lat]) {
      const m = MercatorCoordinate.fromLngLat({ lng, lat });
      const dx = (m.x - c.x) * world;
      const dy = (m.y - c.y) * world;
      return { x: width / 2 + dx * Math.cos(a) - dy * Math.sin(a), y: height / 2 + dx * Math.sin(a) + dy * Math.cos(a) };
    },
    unproject([x, y]) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      const rx = dx * Math.cos(-a) - dy * Math.sin(-a);
      const ry = dx * Math.sin(-a) + dy * Math.cos(-a);
      const ll = new MercatorCoordinate(c.x + rx / world, c.y + ry / world).toLngLat();
      return { lng: ll.lng, lat: ll.lat };
    },
  };
}

const view = { getWidth: () => 800, getHeight: () => 500 };

test('dataToPoint is the transform: the centre lands mid-view, a point one world-pixel east lands one pixel right', () => {
  const t = transform([116.4, 39.9], 4, 0, 800, 500);
  const cs = new MapLibreCoordSys(t, view);
  assert.equal(cs.dataToPoint([116.4, 39.9]), [400, 250]);
  const world = 512 * 2 ** 4;
  const east = cs.dataToPoint([116.4 + 360 / world, 39.9]);
  assert.ok(Math.abs(east[0] - 401) < 1e-9 && Math.abs(east[1] - 250) < 1e-9, String(east));
  // Shanghai: independent Web Mercator arithmetic gives the same pixel.
  const merc = (lng: number, lat: number) => [((lng + 180) / 360) * world, ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world];
  const [sx, sy] = merc(121.47, 31.23);
  const [cx, cy] = merc(116.4, 39.9);
  const p = cs.dataToPoint([121.47, 31.23]);
  assert.ok(Math.abs(p[0] - (400 + sx - cx)) < 1e-6 && Math.abs(p[1] - (250 + sy - cy)) < 1e-6, `${p} vs ${[400 + sx - cx, 250 + sy - cy]}`);
});

test('pointToData inverts dataToPoint under zoom and bearing, to 1e-9 degrees', () => {
  for (const [zoom, bearing] of [[1, 0], [3.7, 30], [9, -120], [15.2, 90]]) {
    const t = transform([100, 30], zoom, bearing, 800, 500);
    const cs = new MapLibreCoordSys(t, view);
    for (const ll of [[100, 30], [100.01, 30.02], [99.5, 29.9]]) {
      const p = cs.dataToPoint(ll);
      const want = t.project(ll as [number, number]);
      assert.equal(p, [want.x, want.y]);
      const back = cs.pointToData(p);
      assert.ok(Math.abs(back[0] - ll[0]) < 1e-9 && Math.abs(back[1] - ll[1]) < 1e-9, `zoom ${zoom} bearing ${bearing}: ${back} vs ${ll}`);
    }
  }
});

test('convertToPixel / convertFromPixel are dataToPoint / pointToData (what chart.convertToPixel calls)', () => {
  const cs = new MapLibreCoordSys(transform([0, 0], 2, 15, 800, 500), view);
  assert.equal(cs.convertToPixel({}, {}, [10, 10]), cs.dataToPoint([10, 10]));
  assert.equal(cs.convertFromPixel({}, {}, [10, 10]), cs.pointToData([10, 10]));
});

test('missing or non-numeric coordinates give NaN (ECharts skips them), extra dimensions are ignored', () => {
  const cs = new MapLibreCoordSys(transform([0, 0], 2, 0, 800, 500), view);
  for (const bad of [[null, 10], [10, undefined], ['x', 1], [NaN, 0]]) {
    const p = cs.dataToPoint(bad as unknown[]);
    assert.ok(Number.isNaN(p[0]) && Number.isNaN(p[1]), JSON.stringify(bad));
  }
  assert.equal(cs.dataToPoint([10, 10, 999]), cs.dataToPoint([10, 10]));
});

test('view rect, roam transform, custom-series helpers, names and dimensions', () => {
  const cs = new MapLibreCoordSys(transform([0, 0], 2, 0, 800, 500), view, 'mapboxgl');
  assert.equal(cs.getViewRect(), { x: 0, y: 0, width: 800, height: 500 });
  assert.equal(cs.getRoamTransform(), [1, 0, 0, 1, 0, 0]);
  assert.ok(cs.containPoint());
  const custom = cs.prepareCustoms();
  assert.equal(custom.coordSys, { type: 'mapboxgl', x: 0, y: 0, width: 800, height: 500 });
  assert.equal(custom.api.coord([5, 5]), cs.dataToPoint([5, 5]));
  // 1° of longitude at zoom 2 is 2048/360 px wide.
  const [w] = custom.api.size([1, 0], [0, 0]);
  assert.ok(Math.abs(w - 2048 / 360) < 1e-9, String(w));
  assert.equal(COORD_SYS_NAMES, ['maplibre', 'mapboxgl']);
  assert.equal(cs.dimensions, ['lng', 'lat']);
  assert.equal(MapLibreCoordSys.dimensions, ['lng', 'lat']);
});

test.run();
