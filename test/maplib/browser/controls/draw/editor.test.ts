// <Editor> in Chromium with a real mouse, keyboard and touchscreen, network cut: its toolbar (a named group of named
// buttons, undo and redo disabled with nothing to undo); a vertex dragged with the mouse lands at the lon/lat of the drop
// pixel and the map does not pan; vertices picked by clicks (Shift adds) and deleted with Delete, a deletion that would
// leave two vertices of a ring refused with the reason; Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y and the toolbar's buttons;
// snapping to another feature's vertex (`features`); the `feature` prop replaced (history cleared) and handed back from
// onChange (history kept); unmount leaving no source, layer, listener, toolbar or interaction mode. (A vertex dragged by a
// finger: test/browser/editorPage.test.ts, on the page's demo.)
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type Session } from '../../session.ts';
import { mountReact, holdings, type ReactMount } from '../../contract.ts';
import { idle, settled } from '../../thematicHelpers.ts';

const test = suite<{ s: Session; mount: ReactMount; base: Awaited<ReturnType<typeof holdings>> }>('Editor');

const PARCEL = {
  type: 'Feature',
  id: 'parcel',
  properties: { name: 'A' },
  geometry: { type: 'Polygon', coordinates: [[[6, 17], [14, 17], [14, 23], [6, 23], [6, 17]]] },
};
const OTHER = {
  type: 'Feature',
  id: 'road',
  properties: { name: 'B' },
  geometry: { type: 'LineString', coordinates: [[-4, 12], [2, 16], [-2, 24]] },
};

test.before(async (ctx) => {
  ctx.s = await openSession();
  const p = ctx.s.page;
  ctx.mount = await mountReact(p, { style: { width: 800, height: 500 }, center: [10, 20], zoom: 4 }, [
    {
      type: 'Editor',
      props: { id: 'edit', feature: PARCEL, enableControl: true },
      events: { onChange: '__changes', onAdded: '__added', onRemoved: '__removed', onRefused: '__refused' },
    },
  ]);
  await p.waitForFunction(() => (window as any).__added?.length === 1, undefined, { timeout: 30000 });
  await ctx.mount.renderWithoutChildren();
  await p.waitForFunction(() => (window as any).__removed?.length === 1);
  ctx.base = await holdings(p, 'window.__view');
  await ctx.mount.render();
  await p.waitForFunction(() => (window as any).__added?.length === 2, undefined, { timeout: 30000 });
  await p.evaluate(() => {
    const w = window as any;
    ['__added', '__removed'].forEach((n) => w[n].splice(0));
    w.__map = w.__view;
  });
  await idle(p);
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

const editor = 'window.__reactLayers.edit';

async function pagePoint(p: Page, [x, y]: number[]): Promise<{ x: number; y: number }> {
  const r = await p.evaluate(() => (window as any).__view.container.getBoundingClientRect().toJSON());
  return { x: r.left + x, y: r.top + y };
}
const pixelOf = (p: Page, ll: number[]) => p.evaluate((l) => (window as any).__view.project(l), ll).then((q: any) => [q.x, q.y]);
const lngLatOf = (p: Page, px: number[]) => p.evaluate((x) => (window as any).__view.unproject(x), px);
const ring = (p: Page): Promise<number[][]> => p.evaluate((e) => (0, eval)(e).getFeature().geometry.coordinates[0], editor);
const take = (p: Page, name: string) => p.evaluate((n) => (window as any)[n].splice(0).map(({ editor, map, ...rest }: any) => rest), name);
const camera = (p: Page) => p.evaluate(() => (window as any).__view.getCenter());
const buttons = (p: Page) =>
  p.evaluate(() => [...document.querySelectorAll('.maplib-editor-toolbar button')].map((b) => ({ name: b.getAttribute('aria-label'), disabled: (b as HTMLButtonElement).disabled, pressed: b.getAttribute('aria-pressed') })));

async function click(p: Page, px: number[], modifiers: ('Shift')[] = []): Promise<void> {
  const at = await pagePoint(p, px);
  await p.mouse.move(at.x, at.y);
  for (const m of modifiers) await p.keyboard.down(m);
  await p.mouse.click(at.x, at.y);
  for (const m of modifiers) await p.keyboard.up(m);
}

async function drag(p: Page, from: number[], to: number[]): Promise<void> {
  const a = await pagePoint(p, from);
  const b = await pagePoint(p, to);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  await p.mouse.move(b.x, b.y, { steps: 12 });
  await p.mouse.up();
  await settled(p);
}

const near = (a: number[], b: number[], tolerance = 1e-6) => Math.abs(a[0] - b[0]) < tolerance && Math.abs(a[1] - b[1]) < tolerance;

test('toolbar: a named group; edit pressed, undo and redo disabled, delete disabled with no vertex picked; onAdded gave the editor', async ({ s }) => {
  const p = s.page;
  assert.is(await p.evaluate(() => document.querySelector('.maplib-editor-toolbar')!.getAttribute('aria-label')), '编辑工具');
  assert.equal(await buttons(p), [
    { name: '编辑要素（再按一次结束编辑）', disabled: false, pressed: 'true' },
    { name: '撤销（Ctrl+Z）', disabled: true, pressed: null },
    { name: '重做（Ctrl+Shift+Z）', disabled: true, pressed: null },
    { name: '删除选中的顶点（Delete）', disabled: true, pressed: null },
  ]);
  assert.equal(await p.evaluate((e) => (0, eval)(e).getFeature(), editor), PARCEL, 'getFeature(): the feature as given (no mode property added)');
});

test('a vertex dragged lands at the drop pixel\'s lon/lat, the map does not pan; onChange gives the feature; Ctrl+Z undoes, Ctrl+Shift+Z redoes', async ({ s }) => {
  const p = s.page;
  const before = await camera(p);
  const from = await pixelOf(p, [14, 23]);
  const to = [from[0] + 60, from[1] - 40];
  await drag(p, from, to);
  assert.equal(await camera(p), before, 'the map did not pan');
  const expected = await lngLatOf(p, to);
  const changes = await take(p, '__changes');
  assert.is(changes.length, 1);
  assert.is(changes[0].action, 'change_coordinates');
  assert.is(changes[0].feature.id, 'parcel');
  assert.equal(changes[0].feature.properties, { name: 'A' });
  assert.ok(near(changes[0].feature.geometry.coordinates[0][2], expected, 1e-6), `${changes[0].feature.geometry.coordinates[0][2]} ≈ ${expected}`);
  assert.equal((await buttons(p))[1].disabled, false, 'undo is enabled');
  await p.keyboard.press('Control+z');
  assert.equal((await ring(p))[2], [14, 23], 'Ctrl+Z put the vertex back');
  assert.is((await take(p, '__changes'))[0].action, 'undo');
  await p.keyboard.press('Control+Shift+Z');
  assert.ok(near((await ring(p))[2], expected), 'Ctrl+Shift+Z moved it again');
  await p.keyboard.press('Control+z');
  await p.keyboard.press('Control+y');
  assert.ok(near((await ring(p))[2], expected), 'Ctrl+Y redoes too');
  await take(p, '__changes');
});

test('vertices picked by clicks (Shift adds) and deleted with Delete; below three vertices of a ring it is refused with the reason; the toolbar undoes', async ({ s }) => {
  const p = s.page;
  await click(p, await pixelOf(p, [6, 17]));
  assert.equal(await p.evaluate((e) => (0, eval)(e).getSelectedVertices(), editor), [0]);
  assert.is((await buttons(p))[3].disabled, false, 'the delete button is enabled');
  await p.keyboard.press('Delete');
  let r = await ring(p);
  assert.is(r.length, 4, 'three vertices left, closed');
  assert.not.ok(r.some((v) => near(v, [6, 17])), 'the clicked vertex is gone');
  assert.equal(r[0], r[3], 'still closed');
  assert.is((await take(p, '__changes')).length, 1);
  await click(p, await pixelOf(p, r[0]));
  await click(p, await pixelOf(p, r[1]), ['Shift']);
  assert.equal(await p.evaluate((e) => (0, eval)(e).getSelectedVertices(), editor), [0, 1]);
  await p.keyboard.press('Backspace');
  assert.equal(await ring(p), r, 'refused: nothing changed');
  const refused = await take(p, '__refused');
  assert.match(refused[0].reason, /a polygon needs at least 3 vertices/);
  await p.click('.maplib-editor-undo');
  r = await ring(p);
  assert.is(r.length, 5, 'the toolbar\'s undo brought the vertex back');
  assert.ok(r.some((v) => near(v, [6, 17])));
  await p.click('.maplib-editor-redo');
  assert.is((await ring(p)).length, 4);
  await p.click('.maplib-editor-undo');
  await take(p, '__changes');
});

test('the feature prop replaced: the new feature is edited and the history cleared; handed back from onChange: history kept', async ({ s, mount }) => {
  const p = s.page;
  // Hand back what onChange reported after an edit: an echo, not a new feature.
  const from = await pixelOf(p, [6, 23]);
  await drag(p, from, [from[0] - 30, from[1]]);
  const [change] = await take(p, '__changes');
  await mount.render({ feature: change.feature });
  assert.ok(await p.evaluate((e) => (0, eval)(e).canUndo(), editor), 'the echo kept the history');
  const next = { ...PARCEL, id: 'next', geometry: { type: 'Polygon', coordinates: [[[8, 18], [12, 18], [10, 22], [8, 18]]] } };
  await mount.render({ feature: next });
  assert.equal(await p.evaluate((e) => (0, eval)(e).getFeature(), editor), next);
  assert.not.ok(await p.evaluate((e) => (0, eval)(e).canUndo(), editor), 'a new feature starts a new history');
  assert.equal(await p.evaluate((e) => (0, eval)(e).session.selectedIds(), editor), ['next'], 'and is being edited');
});

test('features: a click selects which one to edit; a dragged vertex snaps to another feature\'s vertex (snapping)', async ({ s, mount }) => {
  const p = s.page;
  await mount.render({ feature: undefined, features: { type: 'FeatureCollection', features: [PARCEL, OTHER] }, snapping: true });
  await p.waitForFunction((e) => (0, eval)(e).getFeatures().features.length === 2, editor);
  assert.is(await p.evaluate((e) => (0, eval)(e).getFeature(), editor), undefined, 'nothing selected yet');
  // Select the road by clicking its line, then drag its middle vertex to 3 px off the parcel's corner.
  const [a, b] = [await pixelOf(p, [-4, 12]), await pixelOf(p, [2, 16])];
  await click(p, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  assert.is(await p.evaluate((e) => (0, eval)(e).getFeature()?.id, editor), 'road');
  const corner = await pixelOf(p, [6, 17]);
  await drag(p, b, [corner[0] + 3, corner[1] + 2]);
  const road = await p.evaluate((e) => (0, eval)(e).getFeature().geometry.coordinates, editor);
  assert.equal(road[1], [6, 17], 'snapped onto the parcel\'s corner');
  const [change] = await take(p, '__changes');
  assert.equal(change.features.features.map((f: any) => f.id), ['parcel', 'road'], 'onChange also gives every feature');
});

test('unmount: no source, layer, listener, toolbar or interaction mode left; onRemoved', async ({ s, mount, base }) => {
  const p = s.page;
  assert.ok((await holdings(p, 'window.__view')).sources.includes('edit-polygon'));
  await mount.renderWithoutChildren();
  await p.waitForFunction(() => (window as any).__removed.length === 1);
  const after = await holdings(p, 'window.__view');
  assert.equal(after.sources, []);
  assert.equal(after.layers, []);
  assert.is(after.listeners, base.listeners);
  assert.is(after.delegated, base.delegated);
  assert.is(await p.evaluate(() => document.querySelectorAll('.maplib-editor-toolbar').length), 0);
  assert.is(await p.evaluate(() => (window as any).__view.interactions.active), null);
  await mount.unmount();
  assert.equal(s.errors, []);
});

test.run();
