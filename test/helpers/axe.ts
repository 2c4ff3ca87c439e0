// axe-core in a Playwright page: the serious and critical violations, one line each (rule, count, first targets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** `options` are axe.run's (e.g. `{ runOnly: ['color-contrast'] }`); all rules by default. */
export async function seriousViolations(page: Page, options: object = {}): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (options) => {
    const result = await (window as any).axe.run(document, { ...options, resultTypes: ['violations'] });
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')).join(' | ')}`);
  }, options);
}
