// BaseTable in Chromium, network cut: 100,000 rows mount with only the visible rows in the DOM (and scrolling draws
// the rows scrolled to); bound to a GeoJSONLayer, a row click draws the feature's highlight on the map (pixels) and a
// map click on a feature selects and scrolls to its row; sorting by a real header click and by Enter; filtering per
// column and across all; an edit by double click and by keys (a wrong type refused with the message, Esc cancels);
// arrow-key navigation of the grid; the panel in an element instead of a corner; props at runtime; clear errors;
// removing it (vanilla and React) leaves no style layer, source, listener or panel.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { holdings, mountReact } from '../../contract.ts';
import { openSession, samplePixels, waitIdle, type Session } from '../../session.ts';

const test = suite<{ s: Session }>('BaseTable');
const SHOTS = '/tmp/s30table';

test.before(async (ctx) => {
  ctx.s = await openSession();
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.after(async (ctx) => {
  await ctx.s?.close();
});

/** Three squares across the map's upper half (clear of the table in the bottom-left corner), ids 1…3, and a table of them bound to their layer (window.__table). */
async function mountBound(page: Page, tableProps: Record<string, unknown> = {}) {
  const base = await page.evaluate((tableProps) => {
    const w = window as any;
    for (const v of w.MapLib.core.getLiveMaps()) v.destroy();
    const { core, createMap } = w.MapLib;
    w.__map = createMap(document.getElementById('map'), { center: [110, 24], zoom: 4 });
    const square = (id: number, lng: number, name: string, pop: number) => ({
      type: 'Feature',
      id,
      properties: { name, pop },
      geometry: { type: 'Polygon', coordinates: [[[lng - 2, 29], [lng + 2, 29], [lng + 2, 31], [lng - 2, 31], [lng - 2, 29]]] },
    });
    w.__data = { type: 'FeatureCollection', features: [square(1, 100, '甲', 30), square(2, 110, '乙', 10), square(3, 120, '丙', 20)] };
    w.__layer = w.__map.add(new core.GeoJSONLayer({ id: 'squares', data: w.__data, paint: { 'fill-color': '#3388ff', 'fill-opacity': 0.5 } }));
    w.__events = [];
    const push = (type: string) => (e: any) => w.__events.push({ type, ...e, dataSource: undefined });
    const handlers = { onSelected: push('selected'), onEdited: push('edited'), onSorted: push('sorted'), onClick: push('click'), onPageChanged: push('page') };
    w.__table = w.__map.add(new core.BaseTable({ layer: 'squares', highlightStyle: { color: '#ff00ff' }, ...handlers, ...tableProps }));
    return null;
  }, tableProps);
  await waitIdle(page);
  await page.waitForSelector('#map .maplib-table-body .maplib-table-row[data-key]');
  return base;
}

const cellTexts = (page: Page, col = 0) =>
  page.$$eval(`#map .maplib-table-body .maplib-table-row[data-key] > :nth-child(${col + 1})`, (els) =>
    els.sort((a, b) => Number((a.parentElement as HTMLElement).dataset.index) - Number((b.parentElement as HTMLElement).dataset.index)).map((e) => e.textContent),
  );
const isMagenta = (px: number[]) => px[0] > 170 && px[2] > 170 && px[1] < 140;

test('bound to a layer: its features are the rows; a row click highlights the feature, a map click selects the row', async ({ s }) => {
  const { page } = s;
  await mountBound(page);
  assert.equal(await cellTexts(page), ['甲', '乙', '丙']);
  const grid = await page.$eval('#map .maplib-table-grid', (g) => ({ role: g.getAttribute('role'), rows: g.getAttribute('aria-rowcount'), cols: g.getAttribute('aria-colcount') }));
  // Three rows, the header row and the filter row.
  assert.equal(grid, { role: 'grid', rows: '5', cols: '2' });
  // The right edge of 乙's square: not magenta before, magenta after its row is clicked (丙's edge stays as it was).
  const [edge, other] = await page.evaluate(() => [(window as any).__map.project([112, 30]), (window as any).__map.project([122, 30])]);
  assert.not.ok(isMagenta((await samplePixels(page, [edge]))[0]));
  await page.click('#map .maplib-table-row[data-key="2"] > :first-child');
  await page.waitForFunction(() => (window as any).__table.getSelected() === '2');
  await waitIdle(page);
  const px = await samplePixels(page, [edge, other], `${SHOTS}/baseTable-row-click.png`);
  assert.ok(isMagenta(px[0]), `the selected square's outline is drawn: ${px[0]}`);
  assert.not.ok(isMagenta(px[1]), `the other squares are not: ${px[1]}`);
  assert.is(await page.getAttribute('#map .maplib-table-row[data-key="2"]', 'aria-selected'), 'true');
  // A map click on 丙's square selects its row.
  const at = await page.evaluate(() => (window as any).__map.project([120, 30]));
  const box = (await page.locator('#map').boundingBox())!;
  await page.mouse.click(box.x + at.x, box.y + at.y);
  await page.waitForFunction(() => (window as any).__table.getSelected() === '3');
  assert.is(await page.getAttribute('#map .maplib-table-row[data-key="3"]', 'aria-selected'), 'true');
  const selected = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'selected').map((e: any) => [e.rowKey, e.via, e.record.name]));
  assert.equal(selected, [['2', 'row', '乙'], ['3', 'map', '丙']]);
});

test('sorts by a header click and by Enter, with aria-sort; arrow keys move through the grid', async ({ s }) => {
  const { page } = s;
  const header = '#map .maplib-table-header-row > :nth-child(2)';
  await page.click(header);
  await page.waitForFunction(() => (window as any).__table.getRows()[0].record.pop === 10);
  assert.equal(await cellTexts(page, 1), ['10', '20', '30']);
  assert.is(await page.getAttribute(header, 'aria-sort'), 'ascending');
  // Focus is on the header: Enter sorts descending.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as any).__table.getRows()[0].record.pop === 30);
  assert.is(await page.getAttribute(header, 'aria-sort'), 'descending');
  // Down to the first row, left to its name, Space selects it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, role: document.activeElement?.getAttribute('role') }));
  assert.equal(focused, { text: '甲', role: 'gridcell' });
  await page.keyboard.press(' ');
  await page.waitForFunction(() => (window as any).__table.getSelected() === '1');
  const sorted = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'sorted').map((e: any) => e.sorter));
  assert.equal(sorted, [{ columnKey: 'pop', order: 'ascend' }, { columnKey: 'pop', order: 'descend' }]);
});

test('edits a cell: double click, a wrong type refused with the message, Esc cancels, Enter saves with old and new values', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => (window as any).__map.update({ locale: 'en' }));
  const cell = '#map .maplib-table-row[data-key="2"] > :nth-child(2)';
  await page.dblclick(cell);
  const input = `${cell} input`;
  await page.waitForSelector(input);
  assert.is(await page.getAttribute(input, 'aria-label'), 'Edit pop');
  await page.fill(input, '12.5');
  await page.keyboard.press('Enter');
  assert.is(await page.textContent('#map .maplib-table-message'), 'Enter a whole number');
  assert.is(await page.getAttribute(input, 'aria-invalid'), 'true');
  await page.keyboard.press('Escape');
  await page.waitForSelector(input, { state: 'detached' });
  assert.is(await page.textContent(cell), '10');
  // By keys: Enter on the focused cell edits it.
  await page.keyboard.press('Enter');
  await page.waitForSelector(input);
  await page.fill(input, '42');
  await page.keyboard.press('Enter');
  await page.waitForSelector(input, { state: 'detached' });
  assert.is(await page.textContent(cell), '42');
  const edited = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'edited').map((e: any) => [e.rowKey, e.columnKey, e.oldValue, e.newValue]));
  assert.equal(edited, [['2', 'pop', 10, 42]]);
  assert.is(await page.evaluate(() => (window as any).__table.getDataSource()[1].pop), 42);
  await page.evaluate(() => (window as any).__map.update({ locale: 'zh-CN' }));
});

test('filters per column and across all columns, then pages', async ({ s }) => {
  const { page } = s;
  await page.fill('#map .maplib-table-filter input[data-key="name"]', '丙');
  await page.waitForFunction(() => (window as any).__table.getRows().length === 1);
  assert.equal(await cellTexts(page), ['丙']);
  assert.is(await page.textContent('#map .maplib-table-count'), '1 / 3 条');
  await page.fill('#map .maplib-table-filter input[data-key="name"]', '');
  await page.fill('#map .maplib-table-search', '42');
  await page.waitForFunction(() => (window as any).__table.getRows().length === 1);
  assert.equal(await cellTexts(page), ['乙']);
  await page.fill('#map .maplib-table-search', '');
  await page.evaluate(() => (window as any).__table.update({ pagination: { pageSize: 2 } }));
  await page.waitForFunction(() => (window as any).__table.getRows().length === 2);
  assert.is(await page.textContent('#map .maplib-table-page'), '第 1 / 2 页');
  await page.click('#map .maplib-table-pager button:last-child');
  await page.waitForFunction(() => (window as any).__table.getRows().length === 1);
  const pages = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'page').map((e: any) => e.pagination));
  assert.equal(pages, [{ current: 2, pageSize: 2, total: 3 }]);
});

test('100,000 rows: only the visible rows are in the DOM; scrolling draws the rows scrolled to', async ({ s }) => {
  const { page } = s;
  await page.evaluate(() => {
    const w = window as any;
    w.__table.remove();
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `row ${i}`, value: (i * 7919) % 1000 }));
    w.__table = w.__map.add(new w.MapLib.core.BaseTable({ dataSource: rows, rowKey: 'id', pagination: false, height: 300 }));
  });
  await page.waitForSelector('#map .maplib-table-body .maplib-table-row[data-key="0"]');
  const before = await page.$$eval('#map .maplib-table-body .maplib-table-row', (els) => els.length);
  assert.ok(before > 5 && before < 40, `${before} rows in the DOM`);
  assert.is(await page.getAttribute('#map .maplib-table-grid', 'aria-rowcount'), '100002');
  await page.hover('#map .maplib-table-body');
  await page.mouse.wheel(0, 28 * 50_000);
  await page.waitForFunction(() => !!document.querySelector('#map .maplib-table-row[data-key="50000"]'));
  const after = await page.$$eval('#map .maplib-table-body .maplib-table-row', (els) => els.length);
  assert.ok(after < 40, `${after} rows in the DOM after scrolling`);
  // select() scrolls to a far row.
  await page.evaluate(() => (window as any).__table.select(99_990));
  await page.waitForFunction(() => !!document.querySelector('#map .maplib-table-row[data-key="99990"][aria-selected="true"]'));
  await page.screenshot({ path: `${SHOTS}/baseTable-100k.png`, clip: { x: 0, y: 0, width: 800, height: 500 } });
});

test('in an element instead of a corner; clear errors; removing it leaves nothing behind', async ({ s }) => {
  const { page } = s;
  const r = await page.evaluate(() => {
    const w = window as any;
    const m = w.__map.maplibre;
    w.__table.remove();
    const count = (l: Record<string, unknown[]>) => Object.values(l ?? {}).reduce((n, a) => n + a.length, 0);
    const listeners = count(m._listeners);
    const host = document.createElement('div');
    host.id = 'table-host';
    document.body.append(host);
    const t = w.__map.add(new w.MapLib.core.BaseTable({ container: 'table-host', layer: 'squares' }));
    const inHost = t.panel.parentElement === host;
    const errors: string[] = [];
    for (const props of [{ pagination: { pageSize: 0 } }, { columns: [{ title: 'x' }] }, { width: 10 }, { dataSource: 5 }]) {
      try {
        new w.MapLib.core.BaseTable(props);
      } catch (e: any) {
        errors.push(e.message);
      }
    }
    t.remove();
    host.remove();
    return { inHost, errors, panels: document.querySelectorAll('.maplib-table').length, listenersBack: count(m._listeners) === listeners };
  });
  assert.equal(r.errors, [
    'BaseTable: pagination.pageSize must be an integer 1…10000, got 0',
    'BaseTable: columns must name a field (dataIndex) in every column, got {"title":"x"} at 0',
    "BaseTable: width must be a number 200…4000 or '100%', got 10",
    'BaseTable: dataSource must be Features, GeoJSON, an IGServer FeatureSet {AttStruct, SFEleArray} or records, got 5',
  ]);
  assert.ok(r.inHost && r.listenersBack && r.panels === 0, JSON.stringify(r));
  const held = await holdings(page);
  assert.equal(held.layers, ['squares']);
  assert.ok(!(await page.evaluate(() => (window as any).__map.maplibre.getStyle().layers.some((l: any) => l.id.startsWith('maplib-table')))));
});

test('React: <BaseTable> inside <Map> mounts, takes new props, unmounts leaving no live map', async ({ s }) => {
  const { page } = s;
  const rows = [{ id: 1, city: '北京' }, { id: 2, city: '上海' }];
  const r = await mountReact(page, { style: { width: 800, height: 500 } }, [{ type: 'BaseTable', props: { id: 't', dataSource: rows, rowKey: 'id' }, events: { onSelected: '__sel' } }]);
  await page.waitForSelector('#root .maplib-table-row[data-key="2"]');
  await r.render({ dataSource: [...rows, { id: 3, city: '广州' }] });
  await page.waitForSelector('#root .maplib-table-row[data-key="3"]');
  await page.click('#root .maplib-table-row[data-key="3"] > :first-child');
  await page.waitForFunction(() => (window as any).__sel.length === 1);
  await r.unmount();
  assert.is(await page.$$eval('.maplib-table', (els) => els.length), 0);
  assert.equal(s.errors, []);
});

test.run();
