// Paints DOM elements that sit over a map (markers, popups) onto a 2D canvas, since a WebGL copy of the map has none
// of them: boxes (background colour, rounded corners, borders side by side — so CSS border triangles such as a
// popup's tip come out as triangles), <img> and <canvas> content, inline <svg> (serialized, drawn as an image: a
// marker's pin) and text (line by line, where the browser laid it out, in its computed font and colour). Shadows,
// gradients and transforms beyond position are left out. The context's transform maps client (viewport) coordinates to
// the canvas, so every element is painted at its getBoundingClientRect().

/** Elements of MapLibre's popups that mean nothing on paper. */
const SKIPPED = '.maplibregl-popup-close-button';

export async function paintElement(ctx: CanvasRenderingContext2D, el: Element): Promise<void> {
  if (el.matches(SKIPPED)) return;
  const cs = getComputedStyle(el);
  if (cs.display === 'none' || cs.visibility === 'hidden') return;
  const opacity = Number(cs.opacity);
  if (opacity === 0) return;
  ctx.save();
  ctx.globalAlpha *= opacity;
  try {
    const r = el.getBoundingClientRect();
    if (el instanceof SVGSVGElement) return await paintSvg(ctx, el, r);
    paintBox(ctx, cs, r);
    if (el instanceof HTMLImageElement) return paintImage(ctx, el, r);
    if (el instanceof HTMLCanvasElement) return paintImage(ctx, el, r);
    for (const child of el.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) paintText(ctx, child as Text, cs);
      else if (child instanceof Element) await paintElement(ctx, child);
    }
  } finally {
    ctx.restore();
  }
}

const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/** Background (with the top-left radius for every corner) and the four borders, each a trapezoid in its colour. */
function paintBox(ctx: CanvasRenderingContext2D, cs: CSSStyleDeclaration, r: DOMRect): void {
  const radius = Math.min(parseFloat(cs.borderTopLeftRadius) || 0, r.width / 2, r.height / 2);
  if (!transparent(cs.backgroundColor)) {
    ctx.fillStyle = cs.backgroundColor;
    ctx.beginPath();
    ctx.roundRect(r.left, r.top, r.width, r.height, radius);
    ctx.fill();
  }
  const [t, right, b, l] = ['Top', 'Right', 'Bottom', 'Left'].map((side) => (cs.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none' ? 0 : parseFloat(cs.getPropertyValue(`border-${side.toLowerCase()}-width`)) || 0));
  if (!(t || right || b || l)) return;
  if (radius > 0 && t === right && t === b && t === l) {
    // A round box of one border: a stroke along the middle of the border.
    if (transparent(cs.borderTopColor)) return;
    ctx.strokeStyle = cs.borderTopColor;
    ctx.lineWidth = t;
    ctx.beginPath();
    ctx.roundRect(r.left + t / 2, r.top + t / 2, r.width - t, r.height - t, Math.max(0, radius - t / 2));
    ctx.stroke();
    return;
  }
  const [x0, y0, x1, y1] = [r.left, r.top, r.right, r.bottom];
  const [i0, j0, i1, j1] = [x0 + l, y0 + t, x1 - right, y1 - b];
  const sides: [number, string, number[]][] = [
    [t, cs.borderTopColor, [x0, y0, x1, y0, i1, j0, i0, j0]],
    [right, cs.borderRightColor, [x1, y0, x1, y1, i1, j1, i1, j0]],
    [b, cs.borderBottomColor, [x1, y1, x0, y1, i0, j1, i1, j1]],
    [l, cs.borderLeftColor, [x0, y1, x0, y0, i0, j0, i0, j1]],
  ];
  for (const [width, color, p] of sides) {
    if (!width || transparent(color)) continue;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(p[0], p[1]);
    for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
    ctx.closePath();
    ctx.fill();
  }
}

/** An image or canvas, unless reading it would taint the page (a cross-origin image without CORS): then left out. */
function paintImage(ctx: CanvasRenderingContext2D, image: HTMLImageElement | HTMLCanvasElement, r: DOMRect): void {
  if (image instanceof HTMLImageElement && !(image.complete && image.naturalWidth)) return;
  if (!readable(image)) return;
  ctx.drawImage(image, r.left, r.top, r.width, r.height);
}

function readable(image: CanvasImageSource): boolean {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  try {
    probe.drawImage(image, 0, 0, 1, 1);
    probe.getImageData(0, 0, 1, 1);
    return true;
  } catch {
    return false;
  }
}

/** An inline SVG as an image of its own size; colours set by CSS `fill` / `stroke` on it are written in first. */
async function paintSvg(ctx: CanvasRenderingContext2D, svg: SVGSVGElement, r: DOMRect): Promise<void> {
  if (r.width === 0 || r.height === 0) return;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(r.width));
  copy.setAttribute('height', String(r.height));
  const cs = getComputedStyle(svg);
  if (!copy.getAttribute('fill') && cs.fill) copy.setAttribute('fill', cs.fill);
  if (!copy.getAttribute('color')) copy.setAttribute('color', cs.color);
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(copy));
  try {
    await image.decode();
  } catch {
    return; // an SVG the browser cannot draw as an image is left out
  }
  ctx.drawImage(image, r.left, r.top, r.width, r.height);
}

/** A text node line by line: characters grouped by the line box the browser put them in. */
function paintText(ctx: CanvasRenderingContext2D, node: Text, cs: CSSStyleDeclaration): void {
  const text = node.data;
  if (!text.trim()) return;
  ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  ctx.fillStyle = cs.color;
  ctx.textAlign = cs.direction === 'rtl' ? 'right' : 'left';
  ctx.textBaseline = 'middle';
  const range = document.createRange();
  let line: { top: number; bottom: number; left: number; right: number; text: string } | undefined;
  const flush = () => {
    if (line && line.text.trim()) ctx.fillText(line.text.replace(/\s+/g, ' '), ctx.textAlign === 'right' ? line.right : line.left, (line.top + line.bottom) / 2);
    line = undefined;
  };
  // Characters, not code units: a surrogate pair is one glyph.
  let at = 0;
  for (const ch of text) {
    range.setStart(node, at);
    range.setEnd(node, at + ch.length);
    at += ch.length;
    const rect = range.getClientRects()[0];
    if (!rect) continue;
    if (line && Math.abs(rect.top - line.top) > rect.height / 2) flush();
    if (!line) {
      if (/\s/.test(ch)) continue; // a line does not start with the space it wrapped at
      line = { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, text: '' };
    }
    line.text += ch;
    line.right = Math.max(line.right, rect.right);
    line.left = Math.min(line.left, rect.left);
  }
  flush();
}
