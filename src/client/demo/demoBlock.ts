// One demo block: builds its toolbar once (then marks it created), mounts the live example in a shadow root
// when it scrolls near, shows errors inside the block, and unmounts cleanly.
import type { DemoBoot } from '../../shared/types.ts';
import type { DemoKind } from '../../shared/playground.ts';
import { loadRuntimes, loadScript, runtimeStyles } from './loadRuntimes.ts';
import { demoServicesReady } from './services.ts';
import { runDemo, type CompiledDemo } from './runDemo.ts';
import { demoStrings } from './strings.ts';
import { openPlayground } from './openPlayground.ts';
import { reserveSlot, releaseSlot, watchDemo, unwatchDemo, type Schedulable } from './liveDemos.ts';
import { rememberHeight, reservedHeight } from './demoSize.ts';

/** A mounted demo has settled once its size has not changed for this long (maps add readouts on their first load). */
const SETTLE_MS = 1000;

export interface DemoHandle extends Schedulable {
  destroy(): void;
}

/**
 * A stylesheet that neither loads nor fails within this long is given up on. Generous on purpose: a demo started
 * before its stylesheets (MapLibre's among them) lays its map out unstyled and then jumps into place (a layout shift
 * of ~0.09 when maplib.css was held 6 s); the loading placeholder is the better wait. (readerPages' intermittent 0.088
 * on /api/ was a second load of a sheet already waited for: see start().)
 */
const STYLESHEET_WAIT_MS = 30000;

/** Resolves when every stylesheet has loaded or failed (a failed one is the demo's to report), or after STYLESHEET_WAIT_MS. */
function stylesheetsLoaded(links: HTMLLinkElement[]): Promise<void> {
  const each = links.map((l) => new Promise<void>((resolve) => (l.sheet ? resolve() : (l.addEventListener('load', () => resolve()), l.addEventListener('error', () => resolve())))));
  return Promise.race([Promise.all(each).then(() => {}), new Promise<void>((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MS))]);
}

export function createDemoBlock(block: HTMLElement, boot: DemoBoot, kinds: Set<string>): DemoHandle {
  const t = demoStrings();
  const kind = (block.dataset.kind ?? 'vue') as DemoKind;
  const compiled = JSON.parse(block.querySelector('script.demo-data')?.textContent ?? '{}') as CompiledDemo;
  const source = block.querySelector('.demo-source pre code')?.textContent ?? '';
  const app = block.querySelector('.demo-app') as HTMLElement;
  const sourcePanel = block.querySelector('.demo-source') as HTMLElement;
  const standalone = block.dataset.standalone;
  let cleanup: (() => void) | null = null;
  let generation = 0;
  let resizeObserver: ResizeObserver | null = null;
  let sizeObserver: ResizeObserver | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const id = block.dataset.demo ?? '';

  /**
   * The demo's room is held (min-height on its host) from the placeholder to the settled live demo: the live demo
   * replaces the placeholder without the text below first moving up and then down, and grows or shrinks only once.
   */
  const hold = (height: number) => (app.style.minHeight = `${Math.round(height)}px`);
  hold(reservedHeight(id, source, app.clientWidth));

  // Toolbar: written into the page (src/render/markdown/demo.ts); its buttons get their work here.
  const bar = block.querySelector<HTMLElement>('.demo-actions')!;
  const toggle = bar.querySelector<HTMLButtonElement>('.demo-toggle')!;
  toggle.addEventListener('click', () => setExpanded(!block.classList.contains('demo-expanded')));
  const copy = bar.querySelector<HTMLButtonElement>('.demo-copy')!;
  copy.addEventListener('click', () => {
    navigator.clipboard?.writeText(source).then(() => {
      copy.textContent = t.copied;
      setTimeout(() => (copy.textContent = t.copy), 1500);
    });
  });
  bar.querySelector('.demo-jsfiddle')?.addEventListener('click', () => openPlayground('jsfiddle', kind, source, boot));
  bar.querySelector('.demo-codepen')?.addEventListener('click', () => openPlayground('codepen', kind, source, boot));

  function setExpanded(expanded: boolean) {
    block.classList.toggle('demo-expanded', expanded);
    toggle.textContent = expanded ? t.hideCode : t.showCode;
    toggle.setAttribute('aria-expanded', String(expanded));
    // Collapsed is height 0; expanded animates to the code's own height.
    sourcePanel.style.height = expanded ? `${sourcePanel.scrollHeight}px` : '0px';
    // Collapsed code is out of the tab order and the accessibility tree.
    sourcePanel.inert = !expanded;
    if (expanded) sourcePanel.addEventListener('transitionend', () => block.classList.contains('demo-expanded') && (sourcePanel.style.height = 'auto'), { once: true });
  }
  block.classList.add('demo-ready');
  // Side-by-side code starts open; code below starts collapsed.
  if (block.classList.contains('demo-horizontal')) {
    // The toggle already says so (the page wrote it open).
    block.classList.add('demo-expanded');
    sourcePanel.style.height = 'auto';
  } else {
    sourcePanel.style.height = '0px';
    sourcePanel.inert = true;
  }

  const showError = (err: unknown) => {
    console.error(`[mapdocs] demo ${block.dataset.demo} failed`, err);
    let box = block.querySelector('.demo-error');
    if (!box) {
      box = document.createElement('div');
      box.className = 'demo-error';
      box.setAttribute('role', 'alert');
      app.after(box);
    }
    box.textContent = `${t.failed}: ${(err as Error)?.message ?? String(err)}`;
  };

  function placeholder(text: string, action?: () => void) {
    const shadow = app.shadowRoot ?? app.attachShadow({ mode: 'open' });
    shadow.innerHTML = '';
    const el = document.createElement(action ? 'button' : 'div');
    el.className = 'demo-placeholder';
    el.textContent = text;
    // As tall as the room held for the demo (app's min-height), so a paused demo's button fills it.
    el.setAttribute('style', `all:initial;box-sizing:border-box;display:flex;align-items:center;justify-content:center;width:100%;min-height:${app.style.minHeight || '120px'};font:14px sans-serif;color:var(--c-text-soft,#52606d);cursor:` + (action ? 'pointer' : 'default'));
    if (action) el.addEventListener('click', action);
    shadow.append(el);
  }

  /** Puts the live demo in place of the placeholder (its stylesheets already loaded) and runs it. */
  function start(links: HTMLLinkElement[]) {
    const shadow = app.shadowRoot!;
    // The placeholder goes; the stylesheets stay where they loaded. A <link> taken out of the tree drops its sheet and,
    // put back, loads it again — from the network when the browser cannot reuse the response (seen under load, even
    // for the immutable maplib.css): the demo then ran unstyled until the reload came, MapLibre's canvas and controls
    // in the flow and then jumping into place (readerPages' 0.088 layout shift on /api/).
    for (const node of [...shadow.childNodes]) if (!links.includes(node as HTMLLinkElement)) node.remove();
    const style = document.createElement('style');
    style.className = 'demo-css';
    // Demos follow the site's theme (text colour and colour scheme inherit); maps stay light, so what MapLibre draws
    // over them (popups, their close button, controls) keeps dark text and light native widgets.
    style.textContent = `:host{display:block;position:relative}.demo-root{position:relative}.maplibregl-map{color-scheme:light}.maplibregl-popup-content,.maplibregl-popup-close-button{color:#1f2933}\n${compiled.css}`;
    const root = document.createElement('div');
    root.className = 'demo-root';
    shadow.append(style, root);
    block.querySelector('.demo-error')?.remove();
    try {
      cleanup = runDemo(kind, compiled, shadow, showError);
    } catch (err) {
      cleanup = () => (shadow.innerHTML = '');
      app.style.minHeight = ''; // nothing will fill the room: the error box takes its place
      showError(err);
    }
    // A map created while hidden draws blank: tell maps to re-measure when the demo's size changes.
    resizeObserver = new ResizeObserver(() => window.dispatchEvent(new Event('resize')));
    resizeObserver.observe(app);
    watchSettle(root);
  }

  const handle: DemoHandle = {
    el: block,
    get live() {
      return cleanup !== null || block.classList.contains('demo-mounting');
    },
    mount() {
      if (handle.live) return;
      const mine = ++generation;
      block.classList.add('demo-mounting');
      block.classList.remove('demo-paused');
      reserveSlot(handle);
      if (block.hasAttribute('data-iframe') && standalone) {
        const shadow = app.shadowRoot ?? app.attachShadow({ mode: 'open' });
        shadow.innerHTML = `<iframe src="${standalone}" title="demo" style="border:0;width:100%;height:360px;display:block"></iframe>`;
        cleanup = () => (shadow.innerHTML = '');
        app.style.minHeight = ''; // the frame has its own fixed height
        block.classList.remove('demo-mounting');
        return;
      }
      placeholder(t.loading);
      // A demo's own libraries (its settings' jsLib/cssLib, vuepress-plugin-demo-block's convention) come after the site's.
      const own = JSON.parse(block.dataset.libs ?? '{"js":[],"css":[]}') as { js: string[]; css: string[] };
      loadRuntimes(boot, kinds)
        .then(() => own.js.reduce((p, src) => p.then(() => loadScript(src)), Promise.resolve()))
        .then(() => demoServicesReady(compiled.js))
        .then(() => {
          if (mine !== generation) return;
          // The demo's stylesheets load beside the placeholder and the demo runs once they have: run unstyled, MapLibre's
          // canvas and controls would first sit in the flow and then jump into place (a layout shift on a busy machine).
          const links = [...runtimeStyles(boot), ...own.css].map((href) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            return link;
          });
          app.shadowRoot!.append(...links);
          return stylesheetsLoaded(links).then(() => mine === generation && start(links));
        })
        .catch((err) => {
          releaseSlot(handle);
          if (mine === generation) app.style.minHeight = '';
          showError(err);
        })
        .finally(() => mine === generation && block.classList.remove('demo-mounting'));
    },
    pause() {
      // The paused placeholder keeps the live demo's room.
      hold(app.offsetHeight);
      unmountLive();
      block.classList.add('demo-paused');
      placeholder(`${t.paused} ${t.run}`, () => handle.mount());
    },
    destroy() {
      unwatchDemo(handle);
      unmountLive();
    },
  };

  function unmountLive() {
    generation++;
    block.classList.remove('demo-mounting');
    resizeObserver?.disconnect();
    resizeObserver = null;
    sizeObserver?.disconnect();
    sizeObserver = null;
    clearTimeout(settleTimer);
    releaseSlot(handle);
    const c = cleanup;
    cleanup = null;
    c?.();
  }

  /**
   * Once the live demo's own height (its root's) has been still for SETTLE_MS, the hold is let go and that height is
   * remembered for the next visit; later changes (the reader using the demo) are remembered too.
   */
  function watchSettle(root: HTMLElement) {
    let settled = false;
    sizeObserver = new ResizeObserver(() => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => {
        const height = root.getBoundingClientRect().height;
        if (height > 0) rememberHeight(id, source, app.clientWidth, height);
        if (!settled && height > 0) {
          settled = true;
          app.style.minHeight = '';
        }
      }, SETTLE_MS);
    });
    sizeObserver.observe(root);
  }

  placeholder(t.loading);
  watchDemo(handle);
  return handle;
}
