// The only text in emulated images: a "simulated" mark on imagery we cannot ship (Tianditu and the like).

export const SIMULATED = '模拟 simulated';

export function drawWatermark(ctx: import('./surface.ts').Ctx2D, width: number, height: number, label: string): void {
  ctx.save();
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = '#333333';
  ctx.font = `bold ${Math.max(12, Math.round(width / 14))}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(width / 2, height / 2);
  ctx.rotate(-Math.PI / 8);
  ctx.fillText(label, 0, 0);
  ctx.restore();
}
