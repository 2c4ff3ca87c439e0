// minimumLevel / maximumLevel are tile levels (what MapLibre requests), not map zoom levels: at map zoom 2, 512 px
// tiles are requested at level 2 and 256 px tiles at level 3 — which is what API.md and the docs pages say.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../session.ts';

const test = suite<{ s: Session }>('maplib tile levels');

test.before(async (ctx) => {
  ctx.s = await openSession();
  await ctx.s.page.evaluate(() => {
    (window as any).__map = (window as any).MapLib.createMap('map', { basemap: 'none', center: [0, 0], zoom: 2 });
  });
  await waitIdle(ctx.s.page);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Adds a RasterLayer whose tiles live under /tiles/raster/<name>/, waits for idle, returns the requested levels. */
async function levels(s: Session, name: string, props: object): Promise<number[]> {
  await s.page.evaluate(
    ({ name, props }) => {
      const { core } = (window as any).MapLib;
      (window as any).__map.add(new core.RasterLayer({ id: name, baseUrl: `${location.origin}/tiles/raster/${name}/{z}/{x}/{y}.png`, ...props }));
    },
    { name, props },
  );
  await waitIdle(s.page);
  await s.page.evaluate((name) => (window as any).__map.removeChild([...(window as any).__map.children].find((c: any) => c.id === name)), name);
  const prefix = `/tiles/raster/${name}/`;
  return [...new Set(s.server.requests.filter((r) => r.startsWith(prefix)).map((r) => Number(r.slice(prefix.length).split('/')[0])))];
}

test('at map zoom 2: 512 px tiles are level 2, 256 px tiles level 3', async ({ s }) => {
  assert.equal(await levels(s, 'a512', { tileSize: 512 }), [2]);
  assert.equal(await levels(s, 'a256', { tileSize: 256 }), [3]);
});

test('maximumLevel caps the tile level: 256 px tiles with maximumLevel 2 are over-scaled level-2 tiles at map zoom 2', async ({ s }) => {
  assert.equal(await levels(s, 'max256', { tileSize: 256, maximumLevel: 2 }), [2]);
  assert.equal(await levels(s, 'max512', { tileSize: 512, maximumLevel: 2 }), [2]);
});

test('minimumLevel 3 at map zoom 2: 256 px tiles are requested (level 3), 512 px tiles are not (level 2)', async ({ s }) => {
  assert.equal(await levels(s, 'min256', { tileSize: 256, minimumLevel: 3 }), [3]);
  assert.equal(await levels(s, 'min512', { tileSize: 512, minimumLevel: 3 }), []);
});

test('no console errors, nothing left localhost', ({ s }) => {
  assert.equal(s.errors, []);
  assert.equal(s.blocked, []);
});

test.run();
