// A component page seen in a reader's views with its demos brought to a state (a panel open, a search made): axe-core
// finds no serious violation there, nothing is logged as an error and nothing leaves the machine. readerPages.test.ts
// already checks every page's first state in all four views, so a page test checks its own states in two views that
// between them cover both languages, both widths and both themes. Screenshots only when asked for: SHOTS=<folder>.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, openThemedPage, READER_VIEWPORTS } from '../helpers/browser.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { pageUrl, type ServedSite } from '../helpers/site.ts';

export interface PageView {
  lang: '' | 'en/';
  viewport: keyof typeof READER_VIEWPORTS;
  dark: boolean;
}

/** zh on a light desktop, en on a dark phone. */
export const TWO_VIEWS: readonly PageView[] = [
  { lang: '', viewport: 'desktop', dark: false },
  { lang: 'en/', viewport: 'mobile', dark: true },
];

/** A short name of a view for messages and screenshot files: `zh-1280-light`. */
export const viewName = (v: PageView) => `${v.lang ? 'en' : 'zh'}-${READER_VIEWPORTS[v.viewport].width}-${v.dark ? 'dark' : 'light'}`;

/**
 * Opens each of `routes` (without the language prefix) in each view, lets `reach` bring the page to its state (it may push its
 * own failures), saves a screenshot of each demo block when SHOTS is set, then checks axe (all rules when light, the
 * colour rules when dark: the same DOM), console errors and requests off the machine. Returns the failures.
 */
export async function checkPageViews(
  browser: Browser,
  site: ServedSite,
  routes: string | readonly string[],
  reach: (page: Page, view: PageView, failures: string[]) => Promise<void>,
  views: readonly PageView[] = TWO_VIEWS,
): Promise<string[]> {
  const failures: string[] = [];
  const visits = (typeof routes === 'string' ? [routes] : routes).flatMap((route) => views.map((view) => ({ route, view })));
  for (const { route, view } of visits) {
    const name = `${view.lang}${route} ${viewName(view)}`;
    const { context, page } = await openThemedPage(browser, view.viewport, pageUrl(site, '/' + view.lang + route), view.dark);
    const errors = collectErrors(page);
    const own: string[] = [];
    await reach(page, view, own);
    if (process.env.SHOTS) {
      fs.mkdirSync(process.env.SHOTS, { recursive: true });
      const blocks = page.locator('.demo-block');
      for (let n = 0; n < (await blocks.count()); n++) {
        await blocks.nth(n).screenshot({ path: path.join(process.env.SHOTS, `${path.basename(route, '.html')}-${viewName(view)}-demo${n}.png`) });
      }
    }
    const violations = await seriousViolations(page, view.dark ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {});
    failures.push(...[...own, ...violations.map((v) => `axe ${v}`), ...errors.map((e) => `console: ${e}`)].map((f) => `${name}: ${f}`));
    const blocked = (context as typeof context & { blocked: string[] }).blocked;
    if (blocked.length) failures.push(`${name}: left the machine: ${blocked.join(' ')}`);
    await context.close();
  }
  return failures;
}
