// ArcGIS REST error bodies: `{error:{code,message,details}}`. Like ArcGIS Server, f=json errors come with HTTP 200;
// image and tile requests get the code as HTTP status so image loaders see the failure.
import { json } from '../respond.ts';

export function arcgisError(code: number, message: string, details: string[] = [], f?: string): Response {
  const asJson = f === 'json' || f === 'pjson' || f === 'geojson';
  return json({ error: { code, message, details } }, asJson ? 200 : code);
}

export const UNABLE = 'Unable to complete operation.';
export const INVALID = 'Invalid or missing input parameters.';
