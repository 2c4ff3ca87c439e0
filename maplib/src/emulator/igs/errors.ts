// IGServer-style error bodies. The key names are inferred from MapGIS clients (`succeed`, `errorCode`, `msg`) and
// flagged in the docs as such; the HTTP status carries the failure too.
import { json } from '../respond.ts';

export function igsError(status: number, msg: string): Response {
  return json({ succeed: false, errorCode: status, msg }, status);
}
