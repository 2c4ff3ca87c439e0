// ComprehensiveQuery's `widgetInfo.placeName`: where the place-name service is, the categories (`queryTable`) searched
// and how results show — the original MapGIS shape, names kept (`LayerIndex`, `showAttrsAndTitle`, `allShows`), with
// the rules that check it and the defaults a search reads.
import { show, type Rule } from '../../base/validateProps.ts';
import { readGeometry } from '../../query/parameters/queryShape.ts';

/** One category of the search: a layer (or GDB feature class) and the fields its `LIKE` clause reads. */
export interface QueryTableEntry {
  /** The category's name in the panel (`'城市'`, `'Cities'`). Required. */
  placeName: string;
  /** The feature class, `gdbp://…/sfcls/{name}` (with `queryWay: 'gdbp'`). */
  gdbp?: string;
  /** The layer's index in the map document `docName` (with `queryWay: 'doc'`). */
  LayerIndex?: number;
  /** The layer's name, for people reading the config (not sent). */
  LayerName?: string;
  /** The field or fields searched, comma-separated (`'name_zh,name_en'`). Required. */
  searchField: string;
  /** The fields whose values make a result's title, joined by " · ". Default: the `searchField` fields. */
  attrs?: string[];
  /** The fields shown under a result's title, with their labels. */
  showAttrsAndTitle?: { attr: string; showName: string }[];
  /** Marker and badge colour of the category, a CSS colour. Default: one of six by position. */
  color?: string;
  /** Searched from the "all" tab too. Default `true`. */
  allUse?: boolean;
}

export type QueryWay = 'gdbp' | 'doc';
export type ShowType = 'point' | 'list';

export interface PlaceNameInfo {
  /** The IGServer host (`'192.168.1.10'`), with `port`: the service is `http://{ip}:{port}/igs/rest`. */
  ip?: string;
  port?: string | number;
  /** MapLib: the IGServer REST base (`'https://host/igs/rest'`, the emulator's `prefix + 'igs/rest'`); wins over ip/port. */
  url?: string;
  /** Show every category's results in one list on the "all" tab. Default `true`; `false` opens on the first category. */
  combine?: boolean;
  /** `'gdbp'`: query each entry's `gdbp` (`mrfs/layer/query`); `'doc'`: the layers of `docName` by `LayerIndex`. Default `'gdbp'`. */
  queryWay?: QueryWay;
  /** The map document of `queryWay: 'doc'`. */
  docName?: string;
  /** `'point'`: markers on the map and the list; `'list'`: the list only. Default `'point'`. */
  showType?: ShowType;
  /** Above this many results the markers are clustered. Default 20. */
  clusterMaxCount?: number;
  /** The name of the tab with every category. Default: "全部" / "All". */
  allSearchName?: string;
  /** The fields shown under a title on the "all" tab: `'FIELD:label,…'`. Default: each category's `showAttrsAndTitle`. */
  allShows?: string;
  /** The categories searched. Required, at least one. */
  queryTable: QueryTableEntry[];
}

export interface WidgetInfo {
  placeName: PlaceNameInfo;
}

export const PLACE_NAME_DEFAULTS = { combine: true, queryWay: 'gdbp' as QueryWay, showType: 'point' as ShowType, clusterMaxCount: 20 };

/** Category colours by position when an entry names none: distinct on light and dark basemaps. */
export const CATEGORY_COLORS = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2'];

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The problem with one queryTable entry (in `queryWay`), or undefined. */
function entryProblem(e: unknown, queryWay: QueryWay): string | undefined {
  if (!isRecord(e)) return `must be an object { placeName, searchField, gdbp | LayerIndex, … }, got ${show(e)}`;
  if (!nonEmpty(e.placeName)) return `needs placeName (the category's name), got ${show(e.placeName)}`;
  if (!nonEmpty(e.searchField)) return `needs searchField (the fields searched, e.g. 'name_zh,name_en'), got ${show(e.searchField)}`;
  if (queryWay === 'gdbp' && !(typeof e.gdbp === 'string' && /^gdbp:\/\//i.test(e.gdbp))) return `needs gdbp ('gdbp://…/sfcls/{name}') with queryWay 'gdbp', got ${show(e.gdbp)}`;
  if (queryWay === 'doc' && !(Number.isInteger(e.LayerIndex) && (e.LayerIndex as number) >= 0)) return `needs LayerIndex (a layer index ≥ 0) with queryWay 'doc', got ${show(e.LayerIndex)}`;
  if (e.attrs !== undefined && !(Array.isArray(e.attrs) && e.attrs.every(nonEmpty))) return `attrs must be an array of field names, got ${show(e.attrs)}`;
  if (e.showAttrsAndTitle !== undefined && !(Array.isArray(e.showAttrsAndTitle) && e.showAttrsAndTitle.every((s) => isRecord(s) && nonEmpty(s.attr) && typeof s.showName === 'string')))
    return `showAttrsAndTitle must be an array of { attr, showName }, got ${show(e.showAttrsAndTitle)}`;
  if (e.color !== undefined && !nonEmpty(e.color)) return `color must be a CSS colour, got ${show(e.color)}`;
  if (e.allUse !== undefined && typeof e.allUse !== 'boolean') return `allUse must be true or false, got ${show(e.allUse)}`;
  return undefined;
}

/** The problem with `widgetInfo.placeName`, naming the path, or undefined. */
export function placeNameProblem(p: unknown): string | undefined {
  if (!isRecord(p)) return `widgetInfo.placeName must be an object { url | ip + port, queryTable, … }, got ${show(p)}`;
  if (p.queryWay !== undefined && p.queryWay !== 'gdbp' && p.queryWay !== 'doc') return `widgetInfo.placeName.queryWay must be 'gdbp' or 'doc', got ${show(p.queryWay)}`;
  if (p.url !== undefined && !nonEmpty(p.url)) return `widgetInfo.placeName.url must be the IGServer REST base (…/igs/rest), got ${show(p.url)}`;
  if (p.url === undefined && !(nonEmpty(p.ip) && (nonEmpty(p.port) || Number.isInteger(p.port)))) return `widgetInfo.placeName needs url (…/igs/rest) or ip and port, got ${show({ ip: p.ip, port: p.port })}`;
  if ((p.queryWay ?? 'gdbp') === 'doc' && !nonEmpty(p.docName)) return `widgetInfo.placeName.docName must name the map document with queryWay 'doc', got ${show(p.docName)}`;
  if (p.showType !== undefined && p.showType !== 'point' && p.showType !== 'list') return `widgetInfo.placeName.showType must be 'point' or 'list', got ${show(p.showType)}`;
  if (p.clusterMaxCount !== undefined && !(Number.isInteger(p.clusterMaxCount) && (p.clusterMaxCount as number) >= 0)) return `widgetInfo.placeName.clusterMaxCount must be an integer ≥ 0, got ${show(p.clusterMaxCount)}`;
  if (p.combine !== undefined && typeof p.combine !== 'boolean') return `widgetInfo.placeName.combine must be true or false, got ${show(p.combine)}`;
  if (p.allSearchName !== undefined && typeof p.allSearchName !== 'string') return `widgetInfo.placeName.allSearchName must be a string, got ${show(p.allSearchName)}`;
  if (p.allShows !== undefined && !(typeof p.allShows === 'string' && parseAllShows(p.allShows) !== undefined)) return `widgetInfo.placeName.allShows must be 'FIELD:label,…', got ${show(p.allShows)}`;
  if (!Array.isArray(p.queryTable) || p.queryTable.length === 0) return `widgetInfo.placeName.queryTable must be a non-empty array of categories { placeName, searchField, gdbp | LayerIndex }, got ${show(p.queryTable)}`;
  const queryWay = (p.queryWay ?? 'gdbp') as QueryWay;
  for (const [i, e] of p.queryTable.entries()) {
    const problem = entryProblem(e, queryWay);
    if (problem) return `widgetInfo.placeName.queryTable[${i}] ${problem}`;
  }
  return undefined;
}

/**
 * The problem with the `widgetInfo` prop as a whole sentence naming the path (`widgetInfo.placeName.queryTable must be
 * …, got …`), or undefined. Not a Rule: a rule's sentence follows the prop's name after a space.
 */
export function widgetInfoProblem(v: unknown): string | undefined {
  if (v === undefined || v === null) return "widgetInfo is required: { placeName: { url, queryTable: [{ placeName, gdbp, searchField }] } }";
  if (!isRecord(v)) return `widgetInfo must be an object { placeName }, got ${show(v)}`;
  return placeNameProblem(v.placeName);
}

/** The rule of `geoJSONExtent`: a GeoJSON polygon (or Feature of one) the search is limited to. */
export const extentRule: Rule = (v) => {
  if (v === undefined || v === null) return undefined;
  const g = readGeometry(v);
  if (typeof g === 'string') return g;
  return g.type === 'Polygon' || g.type === 'MultiPolygon' ? undefined : `must be a GeoJSON Polygon or MultiPolygon (or a Feature of one), got a ${g.type}`;
};

/** `'name_zh:名称,country:国家'` → `[{ attr, showName }]`; undefined when a part has no field. Pure. */
export function parseAllShows(value: string): { attr: string; showName: string }[] | undefined {
  const parts = value.split(',').map((s) => s.trim()).filter(Boolean);
  const out: { attr: string; showName: string }[] = [];
  for (const part of parts) {
    const at = part.indexOf(':');
    const attr = (at < 0 ? part : part.slice(0, at)).trim();
    if (!attr) return undefined;
    out.push({ attr, showName: at < 0 ? attr : part.slice(at + 1).trim() });
  }
  return out;
}

/** The fields an entry searches: `searchField` split at commas. Pure. */
export function searchFieldsOf(entry: Pick<QueryTableEntry, 'searchField'>): string[] {
  return entry.searchField.split(',').map((s) => s.trim()).filter(Boolean);
}

/** The IGServer REST base the queries go to (`…/igs/rest`, no trailing slash). Pure. */
export function serviceBaseOf(p: Pick<PlaceNameInfo, 'url' | 'ip' | 'port'>): string {
  if (p.url) return p.url.replace(/\/+$/, '');
  return `http://${p.ip}:${p.port}/igs/rest`;
}
