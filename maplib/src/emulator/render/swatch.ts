// Legend swatches: a small image of one layer's symbol (filled square, line or circle), as ArcGIS legends carry.
import type { LayerDef } from '../types.ts';
import type { SurfaceFactory } from './surface.ts';

export async function drawSwatch(surface: SurfaceFactory, layer: LayerDef, size = 20): Promise<Uint8Array> {
  const s = surface(size, size);
  const { ctx } = s;
  const st = layer.style;
  ctx.lineWidth = Math.max(1, st.width);
  ctx.beginPath();
  if (layer.kind === 'Reg') {
    ctx.moveTo(2, 2);
    ctx.lineTo(size - 2, 2);
    ctx.lineTo(size - 2, size - 2);
    ctx.lineTo(2, size - 2);
    ctx.closePath();
    ctx.fillStyle = st.fill;
    ctx.fill();
    ctx.strokeStyle = st.stroke;
    ctx.stroke();
  } else if (layer.kind === 'Lin') {
    ctx.moveTo(2, size / 2);
    ctx.lineTo(size - 2, size / 2);
    ctx.strokeStyle = st.stroke;
    ctx.stroke();
  } else {
    ctx.arc(size / 2, size / 2, Math.min(size / 2 - 2, (st.radius ?? 3) + 2), 0, Math.PI * 2);
    ctx.fillStyle = st.fill;
    ctx.fill();
    ctx.strokeStyle = st.stroke;
    ctx.stroke();
  }
  return s.encode('image/png');
}

export function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
