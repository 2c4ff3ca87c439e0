// The EPSG code a `proj` names, for protocols that take codes (ArcGIS outSR, OGC API Features crs): `'EPSG:4326'`,
// `'4326'`, OGC URNs and URIs, CRS84, and MapGIS's names of the two common systems (`'WGS1984_度'`).
import { IGS_PROJ } from '../../services/igs/igsUrl.ts';

export function epsgCode(proj: string): number | undefined {
  const s = proj.trim();
  if (s === IGS_PROJ.geographic || /^(OGC:)?CRS:?84$|\/OGC\/1\.3\/CRS84$/i.test(s)) return 4326;
  if (s === IGS_PROJ.webMercator) return 3857;
  const m = /^(?:EPSG:{1,2}|urn:ogc:def:crs:EPSG:[\d.]*:|https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/[\d.]+\/)?(\d+)$/i.exec(s);
  return m ? Number(m[1]) : undefined;
}
