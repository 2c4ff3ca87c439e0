// Every live demo on every page of docs/ mounts with the network cut: each block renders its example (maps draw a
// canvas), shows no error, and the page logs no console error.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, offlineContext } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/site.ts';
import { outputFileFor } from '../../src/shared/pagePath.ts';

const TABS = 2;
const test = suite<{ browser: Browser; site: ServedSite }>('docs demos');

test.before(async (ctx) => {
  [ctx.browser, ctx.site] = await Promise.all([launchBrowser(), buildAndServe(path.resolve('docs'))]);
});
test.after(async (ctx) => {
  await Promise.all([ctx.browser?.close(), ctx.site?.close()]);
});

/** Waits until the demo has rendered something of its own (or failed), scrolling it into view first. */
async function mountState(page: Page, id: string): Promise<string> {
  const block = page.locator(`.demo-block[data-demo="${id}"]`);
  await block.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (d) => {
      const el = document.querySelector(`.demo-block[data-demo="${d}"]`);
      if (!el || el.classList.contains('demo-mounting')) return false;
      if (el.querySelector('.demo-error')) return true;
      const root = el.querySelector('.demo-app')?.shadowRoot;
      return Boolean(root?.querySelector('.demo-root')?.childElementCount || root?.querySelector('iframe'));
    },
    id,
    { timeout: 20000 },
  );
  return page.evaluate((d) => {
    const el = document.querySelector(`.demo-block[data-demo="${d}"]`)!;
    const error = el.querySelector('.demo-error')?.textContent;
    if (error) return `error: ${error}`;
    const root = el.querySelector('.demo-app')!.shadowRoot!;
    return root.querySelector('canvas.maplibregl-canvas') ? 'map' : 'ok';
  }, id);
}

test('every demo on every page mounts offline without errors', async ({ browser, site }) => {
  const withDemos = site.build.pages
    .map((p) => ({ path: p.path, ids: [...fs.readFileSync(path.join(site.outDir, outputFileFor(p.path)), 'utf8').matchAll(/class="demo-block[^"]*" data-demo="([^"]+)"/g)].map((m) => m[1]) }))
    .filter((p) => p.ids.length);
  assert.ok(withDemos.length >= 20, `pages with demos: ${withDemos.length}`);
  const context = await offlineContext(browser, { viewport: { width: 1280, height: 900 } });
  const failures: string[] = [];
  let mounted = 0;
  let maps = 0;
  await Promise.all(
    Array.from({ length: TABS }, async (_, tab) => {
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const { path: p, ids } of withDemos.filter((_, i) => i % TABS === tab)) {
        await page.goto(site.origin + encodeURI(site.base.replace(/\/$/, '') + p));
        for (const id of ids) {
          const state = await mountState(page, id).catch((e) => `not mounted: ${String(e).split('\n')[0]}`);
          if (state === 'ok' || state === 'map') mounted++;
          else failures.push(`${p} ${id}: ${state}`);
          if (state === 'map') maps++;
        }
        await page.waitForTimeout(300);
        failures.push(...errors.splice(0).map((e) => `${p}: ${e}`));
      }
      await page.close();
    }),
  );
  console.log(`  ${mounted} demos on ${withDemos.length} pages mounted (${maps} with a map)`);
  assert.equal(failures, []);
  assert.equal(context.blocked, [], 'no request left the machine');
  await context.close();
});

test.run();
