// Demos never move focus or scroll the page on their own: until the reader interacts with a demo block (pointer,
// key or keyboard focus inside it), focus() and scrollIntoView() on elements in its shadow root do nothing. A MapLibre
// popup focuses its close button when it opens (focusAfterOpen), which scrolled the page to a demo after load and
// closed an open search.

/** The demo block the reader last interacted with; null after they interact elsewhere. */
let engaged: Element | null = null;
let installed = false;

function blockIn(path: EventTarget[]): Element | null {
  for (const t of path) if (t instanceof Element && t.classList.contains('demo-block')) return t;
  return null;
}

/** The demo block an element belongs to when it lives in a demo's shadow root (at any depth). */
function demoBlockOf(el: Element): Element | null {
  let root = el.getRootNode();
  while (root instanceof ShadowRoot) {
    const block = root.host.closest('.demo-block');
    if (block) return block;
    root = root.host.getRootNode();
  }
  return null;
}

const allowed = (el: Element) => {
  const block = demoBlockOf(el);
  return !block || block === engaged;
};

export function installFocusGuard(): void {
  if (installed) return;
  installed = true;
  const track = (e: Event) => {
    if (e.isTrusted) engaged = blockIn(e.composedPath());
  };
  for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, track, true);

  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (allowed(this)) focus.call(this, options);
  };
  const svgFocus = SVGElement.prototype.focus;
  SVGElement.prototype.focus = function (this: SVGElement, options?: FocusOptions) {
    if (allowed(this)) svgFocus.call(this, options);
  };
  const scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    if (allowed(this)) scrollIntoView.call(this, arg);
  };
}
