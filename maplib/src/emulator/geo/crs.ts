// Coordinate reference systems the emulator draws in: Web Mercator and geographic lon/lat, with their aliases. The
// formulas (projection, Web Mercator's constants) are the geometry kit's, core/geo.
import type { Plane } from '../../core/geo/index.ts';

/** The plane a CRS draws on: Web Mercator metres or lon/lat degrees (the geometry kit projects onto either). */
export type CrsKind = Plane;

export interface Crs {
  /** The identifier as written in capabilities (`EPSG:3857`, `EPSG:4326`, `CRS:84`, `EPSG:4490`). */
  id: string;
  kind: CrsKind;
  /** ArcGIS wkid. */
  wkid: number;
}

const CRSES: Record<string, Crs> = {
  'EPSG:3857': { id: 'EPSG:3857', kind: 'mercator', wkid: 3857 },
  'EPSG:4326': { id: 'EPSG:4326', kind: 'geographic', wkid: 4326 },
  'CRS:84': { id: 'CRS:84', kind: 'geographic', wkid: 4326 },
  'EPSG:4490': { id: 'EPSG:4490', kind: 'geographic', wkid: 4490 },
};

/** Old and vendor names for Web Mercator, accepted on input and answered as EPSG:3857. */
const ALIASES: Record<string, string> = {
  'EPSG:900913': 'EPSG:3857',
  'EPSG:102100': 'EPSG:3857',
  'EPSG:102113': 'EPSG:3857',
  'EPSG:3785': 'EPSG:3857',
};

/** WMS identifiers the emulator answers in its capabilities. */
export const WMS_CRS_IDS = ['EPSG:3857', 'EPSG:4326', 'CRS:84', 'EPSG:4490', 'EPSG:900913'];

export function crsById(id: string | undefined): Crs | undefined {
  if (!id) return undefined;
  // `urn:ogc:def:crs:EPSG::4326` and `http://www.opengis.net/def/crs/EPSG/0/4326` name the same CRS.
  const m = /(?:EPSG)(?::+|\/0\/)(\d+)$/i.exec(id) ?? /^(\d+)$/.exec(id);
  const key = /^CRS:84$/i.test(id) || /OGC(?::1\.3)?:CRS84$/i.test(id) ? 'CRS:84' : m ? `EPSG:${m[1]}` : id.toUpperCase();
  return CRSES[ALIASES[key] ?? key];
}

/** ArcGIS wkid (or `{wkid}` JSON) → CRS. */
export function crsByWkid(value: string | number | undefined): Crs | undefined {
  if (value === undefined || value === '') return undefined;
  let wkid: number = Number(value);
  if (!Number.isFinite(wkid) && typeof value === 'string') {
    try {
      const parsed = JSON.parse(value);
      wkid = Number(parsed.latestWkid ?? parsed.wkid);
    } catch {
      return undefined;
    }
  }
  if (wkid === 102100 || wkid === 102113 || wkid === 900913 || wkid === 3857) return CRSES['EPSG:3857'];
  if (wkid === 4326) return CRSES['EPSG:4326'];
  if (wkid === 4490) return CRSES['EPSG:4490'];
  return undefined;
}
