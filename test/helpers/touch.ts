// Real touch input for browser tests: one finger pressed, moved and lifted through the DevTools protocol, as a phone's
// touchscreen would (touchstart / touchmove / touchend on the element under the finger). Playwright's touchscreen
// only taps; the page's context must be made with `hasTouch: true`.
import type { Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

/** Presses one finger at `from` (page CSS pixels), moves it to `to` in `steps` moves, and lifts it there. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const at = (p: Point) => [{ x: p.x, y: p.y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    for (let i = 1; i <= steps; i++) {
      const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
