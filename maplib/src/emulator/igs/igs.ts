// IGServer (MapGIS) REST routes under /igs/rest/: mrms (images, tiles), mrcs (catalog), mrfs (features) and the
// Tianditu proxy cts/tianditu/{type}/{x}/{y}/{z}. The WMS face (ogc/…/WMSServer) is mounted by the router.
import { readParams } from '../params.ts';
import type { HandlerContext } from '../types.ts';
import { igsTianditu } from '../tianditu.ts';
import { igsError } from './errors.ts';
import { mrcs, mrms } from './mrms.ts';
import { mrfs } from './mrfs.ts';

export async function igsHandler(ctx: HandlerContext): Promise<Response> {
  const [service, ...rest] = ctx.path;
  // Feature edits POST JSON bodies; read the query only, so the body stays unread for them.
  const p = await readParams(ctx.request, ctx.url);
  if (service === 'mrms') return mrms(ctx, rest, p);
  if (service === 'mrcs') return mrcs(ctx, rest);
  if (service === 'mrfs') return mrfs(ctx, rest, p);
  if (service === 'cts' && rest[0] === 'tianditu' && rest.length === 5) return igsTianditu(ctx, rest.slice(1));
  return igsError(404, `igs/rest/${ctx.path.join('/')} is not an emulated route (mrms, mrcs, mrfs, cts/tianditu)`);
}
