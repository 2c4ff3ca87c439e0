// The drawing surface behind every emulated image: OffscreenCanvas in browsers and service workers, or a stand-in
// that Node tests inject to check what is drawn (Node has no OffscreenCanvas).

/** The subset of CanvasRenderingContext2D the emulator draws with. */
export interface Ctx2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  globalAlpha: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  lineJoin: CanvasLineJoin;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(rule?: CanvasFillRule): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillText(text: string, x: number, y: number): void;
}

export interface Surface {
  width: number;
  height: number;
  ctx: Ctx2D;
  /** Encoded image bytes (`image/png` or `image/jpeg`). */
  encode(type: string): Promise<Uint8Array>;
}

export type SurfaceFactory = (width: number, height: number) => Surface;

export function offscreenSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas === 'undefined') {
    throw new Error('MapLib emulator: this runtime has no OffscreenCanvas; pass `surface` to createEmulator to draw images');
  }
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as unknown as Ctx2D;
  return {
    width,
    height,
    ctx,
    async encode(type) {
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}
