// FeatureTable in Chromium over the emulated IGServer feature service (in-page, network cut): the server's pages and
// total (1,707 earthquakes, 20 a page), sorting by orderBy from a header click, an edit saved with FeatureService.update
// (read back by a new query), an edit the service refuses showing its message and keeping the old value, adding and
// deleting rows on the service, a new where queried from the first page, and removal leaving no panel or highlight
// behind.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, waitIdle, type Session } from '../../session.ts';
import { startServices } from '../../serviceLayers.ts';

const test = suite<{ s: Session; prefix: string }>('FeatureTable');

test.before(async (ctx) => {
  ctx.s = await openSession();
  ctx.prefix = await startServices(ctx.s.page);
  await ctx.s.page.evaluate(() => (window as any).MapLib.resetEmulatedEdits());
});
test.after(async (ctx) => {
  await ctx.s?.page.evaluate(() => (window as any).MapLib.resetEmulatedEdits());
  await ctx.s?.close();
});

const firstCells = (s: Session, col: number) =>
  s.page.$$eval(`#map .maplib-table-body .maplib-table-row[data-key] > :nth-child(${col + 1})`, (els) =>
    els.sort((a, b) => Number((a.parentElement as HTMLElement).dataset.index) - Number((b.parentElement as HTMLElement).dataset.index)).map((e) => e.textContent),
  );

test('pages from the server with its total; a header click sorts by orderBy on the server', async ({ s, prefix }) => {
  const { page } = s;
  await page.evaluate((prefix) => {
    const w = window as any;
    w.__map = w.MapLib.createMap(document.getElementById('map'), { center: [110, 30], zoom: 2, locale: 'en' });
    w.__events = [];
    const push = (type: string) => (e: any) => w.__events.push({ type, ...e, table: undefined, features: undefined, error: undefined });
    w.__table = w.__map.add(
      new w.MapLib.core.FeatureTable({
        url: prefix + 'igs/rest/mrfs/docs/World',
        layers: 2,
        columns: [{ dataIndex: 'mag', width: 70 }, { dataIndex: 'place', width: 260 }, { dataIndex: 'depth', width: 70 }],
        onLoaded: push('loaded'),
        onError: push('error'),
        onEdited: push('edited'),
        onAdded: push('added'),
        onDeleted: push('deleted'),
      }),
    );
  }, prefix);
  await waitIdle(page);
  await page.waitForSelector('#map .maplib-table-body .maplib-table-row[data-key]');
  assert.is(await page.textContent('#map .maplib-table-count'), '1707 rows');
  assert.is(await page.textContent('#map .maplib-table-page'), 'Page 1 of 86');
  assert.is(await page.evaluate(() => (window as any).__table.getRows().length), 20);
  const loaded = await page.evaluate(() => (window as any).__events.find((e: any) => e.type === 'loaded'));
  assert.match(loaded.request, /mrfs\/docs\/World\/0\/2\/query\?/);
  await page.click('#map .maplib-table-header-row > :nth-child(1)');
  await page.click('#map .maplib-table-header-row > :nth-child(1)');
  await page.waitForFunction(() => (window as any).__events.filter((e: any) => e.type === 'loaded').length === 3);
  const last = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'loaded').pop().request);
  assert.match(decodeURIComponent(last), /orderField=mag/);
  assert.match(decodeURIComponent(last), /isAsc=false/);
  const mags = (await firstCells(s, 0)).map(Number);
  assert.ok(mags[0] >= mags[1] && mags[0] >= 6, `largest first: ${mags.slice(0, 3)}`);
  await page.click('#map .maplib-table-pager button:last-child');
  await page.waitForFunction(() => (window as any).__events.filter((e: any) => e.type === 'loaded').length === 4);
  assert.is(await page.textContent('#map .maplib-table-page'), 'Page 2 of 86');
});

test('an edit is saved on the service (a new query reads it back); one the service refuses shows its message', async ({ s, prefix }) => {
  const { page } = s;
  const cell = '#map .maplib-table-body .maplib-table-row[data-index="0"] > :nth-child(2)';
  const key = await page.getAttribute('#map .maplib-table-body .maplib-table-row[data-index="0"]', 'data-key');
  await page.dblclick(cell);
  await page.fill(`${cell} input`, '测试地点');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'edited'));
  const back = await page.evaluate(
    async ({ prefix, key }) => {
      const service = new (window as any).MapLib.core.FeatureService({ url: prefix + 'igs/rest/mrfs/docs/World', layers: 2 });
      const r = await service.queryByObjectIds([Number(key)]);
      return r.features[0].attributes.place;
    },
    { prefix, key },
  );
  assert.is(back, '测试地点');
  // Another client deletes the second row's feature; editing it then is refused by the service.
  const other = await page.getAttribute('#map .maplib-table-body .maplib-table-row[data-index="1"]', 'data-key');
  await page.evaluate(
    async ({ prefix, other }) => {
      const service = new (window as any).MapLib.core.FeatureService({ url: prefix + 'igs/rest/mrfs/docs/World', layers: 2 });
      await service.delete([Number(other)]);
    },
    { prefix, other },
  );
  const cell2 = '#map .maplib-table-body .maplib-table-row[data-index="1"] > :nth-child(2)';
  const before = await page.textContent(cell2);
  await page.dblclick(cell2);
  await page.fill(`${cell2} input`, 'x');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'error'));
  assert.is(await page.textContent('#map .maplib-table-message'), `Not saved: feature ${other} does not exist in earthquakes`);
  assert.is(await page.textContent(cell2), before);
});

test('adds a row at the map centre and deletes the selected one, on the service; a new where starts at page 1', async ({ s }) => {
  const { page } = s;
  const id = await page.evaluate(() => (window as any).__table.addRow({ mag: 1.5, place: 'added' }));
  assert.ok(Number.isInteger(id));
  await page.waitForSelector(`#map .maplib-table-row[data-key="${id}"][aria-selected="true"]`);
  assert.is(await page.textContent('#map .maplib-table-count'), '1707 rows');
  await page.click('#map .maplib-table-tools button:last-child');
  await page.waitForFunction(() => (window as any).__events.some((e: any) => e.type === 'deleted'));
  await page.waitForSelector(`#map .maplib-table-row[data-key="${id}"]`, { state: 'detached' });
  assert.is(await page.textContent('#map .maplib-table-count'), '1706 rows');
  // A new where asks the service again from its first page.
  const loads = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'loaded').length);
  await page.evaluate(() => (window as any).__table.update({ where: 'mag >= 6' }));
  await page.waitForFunction((n) => (window as any).__events.filter((e: any) => e.type === 'loaded').length > n, loads);
  const last = await page.evaluate(() => (window as any).__events.filter((e: any) => e.type === 'loaded').pop());
  assert.match(decodeURIComponent(last.request), /where=mag >= 6/);
  assert.match(last.request, /[?&]page=0&/);
  assert.ok(last.total > 0 && last.total < 100, `${last.total} quakes of magnitude 6 or more`);
  await page.evaluate(() => (window as any).__map.destroy());
  assert.is(await page.$$eval('.maplib-table', (els) => els.length), 0);
  assert.equal(s.errors.filter((e) => !/does not exist/.test(e)), []);
});

test.run();
