// Coordinate reference systems the emulator draws in: Web Mercator and geographic lon/lat, with their aliases.

export const EARTH_RADIUS = 6378137;
/** Half the Web Mercator world width in metres. */
export const MERCATOR_MAX = Math.PI * EARTH_RADIUS;
/** The latitude where Web Mercator's square world ends (and where Elasticsearch clamps geotiles). */
export const MAX_MERCATOR_LAT = 85.0511287798066;
/** Metres per degree on the Web Mercator sphere's equator: OGC's factor between degrees and scale denominators. */
export const METERS_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS) / 360;

export type CrsKind = 'mercator' | 'geographic';

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

export function clampLat(lat: number): number {
  return Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
}

export function lonLatToMercator(lon: number, lat: number): [number, number] {
  const y = Math.log(Math.tan(Math.PI / 4 + (clampLat(lat) * Math.PI) / 360)) * EARTH_RADIUS;
  return [(lon * Math.PI * EARTH_RADIUS) / 180, y];
}

export function mercatorToLonLat(x: number, y: number): [number, number] {
  return [(x / EARTH_RADIUS) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI)];
}

/** lon/lat → x/y in the CRS (geographic CRSes keep lon as x, whatever their axis order on the wire). */
export function project(kind: CrsKind, lon: number, lat: number): [number, number] {
  return kind === 'mercator' ? lonLatToMercator(lon, lat) : [lon, lat];
}

export function unproject(kind: CrsKind, x: number, y: number): [number, number] {
  return kind === 'mercator' ? mercatorToLonLat(x, y) : [x, y];
}

/** Width of one world in the CRS's x unit, for drawing world copies. */
export function worldWidth(kind: CrsKind): number {
  return kind === 'mercator' ? 2 * MERCATOR_MAX : 360;
}

export type BBox = [number, number, number, number];

/** A bbox from one CRS into another, through lon/lat corners (enough for axis-aligned world maps). */
export function reprojectBBox(bbox: BBox, from: CrsKind, to: CrsKind): BBox {
  if (from === to) return bbox;
  const [x0, y0] = project(to, ...unproject(from, bbox[0], bbox[1]));
  const [x1, y1] = project(to, ...unproject(from, bbox[2], bbox[3]));
  return [x0, y0, x1, y1];
}
