// A search's results: each category's features as list items (title, details, position, colour), the tabs with
// their counts, the items a tab lists and the page of them shown. Pure, so it is unit-tested.
import type * as GeoJSON from 'geojson';
import { geometryBBox, isEmptyBBox, type SimpleGeometry } from '../../geo/index.ts';
import { CATEGORY_COLORS, parseAllShows, searchFieldsOf, type PlaceNameInfo, type QueryTableEntry } from './placeNameConfig.ts';

export interface ResultItem {
  /** Unique in a search: `{category}:{feature id}` (`{category}:#{position}` for a feature without id). */
  id: string;
  /** The queryTable index of its category. */
  category: number;
  /** The values of `attrs` (default: the search fields), joined by " · ". */
  title: string;
  /** The fields under the title: `showAttrsAndTitle` (or `allShows` on the "all" tab), label and value. */
  details: { label: string; value: string }[];
  /** Where its marker stands: the point, or the middle of a line's or area's bounds. */
  lngLat: [number, number];
  /** The marker's colour: the category's. */
  color: string;
  feature: GeoJSON.Feature;
}

export interface CategoryResult {
  category: number;
  name: string;
  color: string;
  /** Matching features on the server (its count, or the features fetched when it gave none). */
  total: number;
  items: ResultItem[];
  /** The request sent (pages show it). */
  request?: string;
  /** The service's message when this category's query failed. */
  error?: string;
}

/** The colour of category `i`: its own, else one of CATEGORY_COLORS by position. */
export const categoryColor = (entry: QueryTableEntry, i: number) => entry.color ?? CATEGORY_COLORS[i % CATEGORY_COLORS.length];

const valueText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A feature's marker position, or undefined for one without geometry. */
export function positionOf(geometry: GeoJSON.Geometry | null): [number, number] | undefined {
  if (!geometry || geometry.type === 'GeometryCollection') return undefined;
  if (geometry.type === 'Point') return [geometry.coordinates[0], geometry.coordinates[1]];
  const b = geometryBBox(geometry as SimpleGeometry);
  return isEmptyBBox(b) ? undefined : [(b[0] + b[2]) / 2, (b[1] + b[3]) / 2];
}

/** Labelled fields for `showAttrsAndTitle`-like lists: empty values left out. */
function detailsOf(props: Record<string, unknown>, shows: { attr: string; showName: string }[] | undefined) {
  return (shows ?? []).map((s) => ({ label: s.showName, value: valueText(props[s.attr]) })).filter((d) => d.value !== '');
}

/** One category's features as result items (features without a position are left out: they cannot be shown). */
export function resultItems(entry: QueryTableEntry, category: number, features: GeoJSON.Feature[]): ResultItem[] {
  const titleFields = entry.attrs?.length ? entry.attrs : searchFieldsOf(entry);
  const color = categoryColor(entry, category);
  const out: ResultItem[] = [];
  features.forEach((feature, i) => {
    const lngLat = positionOf(feature.geometry);
    if (!lngLat) return;
    const props = (feature.properties ?? {}) as Record<string, unknown>;
    const title = [...new Set(titleFields.map((f) => valueText(props[f])).filter(Boolean))].join(' · ');
    const id = `${category}:${feature.id ?? `#${i}`}`;
    out.push({ id, category, title: title || id, details: detailsOf(props, entry.showAttrsAndTitle), lngLat, color, feature });
  });
  return out;
}

export interface Tab {
  /** `'all'` or a category index. */
  key: 'all' | number;
  name: string;
  count: number;
  color?: string;
}

/** The tabs: "all" (when `combine` is not false) with the sum, then each category with its total. */
export function tabsOf(results: CategoryResult[], p: Pick<PlaceNameInfo, 'combine'>, allName: string): Tab[] {
  const tabs: Tab[] = results.map((r) => ({ key: r.category, name: r.name, count: r.total, color: r.color }));
  if (p.combine === false) return tabs;
  return [{ key: 'all', name: allName, count: results.reduce((n, r) => n + r.total, 0) }, ...tabs];
}

/**
 * The items a tab lists, in category order; on the "all" tab the details come from `allShows` when it is set. The
 * map shows the same items.
 */
export function itemsOfTab(results: CategoryResult[], tab: 'all' | number, allShows?: string): ResultItem[] {
  if (tab !== 'all') return results.find((r) => r.category === tab)?.items ?? [];
  const shows = allShows ? parseAllShows(allShows) : undefined;
  const all = results.flatMap((r) => r.items);
  return shows ? all.map((item) => ({ ...item, details: detailsOf((item.feature.properties ?? {}) as Record<string, unknown>, shows) })) : all;
}

export interface Page<T> {
  /** The page shown, from 0 (clamped into range). */
  index: number;
  /** Pages in all, at least 1. */
  count: number;
  items: T[];
  /** The position of the first item on this page in the whole list. */
  offset: number;
}

/** Page `index` of `items` in pages of `size`. Pure. */
export function pageOf<T>(items: T[], index: number, size: number): Page<T> {
  const count = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(0, Math.floor(index)), count - 1);
  return { index: at, count, items: items.slice(at * size, (at + 1) * size), offset: at * size };
}

/** The page that lists the item with `id`, or -1. */
export function pageOfItem(items: { id: string }[], id: string, size: number): number {
  const i = items.findIndex((it) => it.id === id);
  return i < 0 ? -1 : Math.floor(i / size);
}

/** Whether the markers are clustered: above `clusterMaxCount` of them. */
export const isClustered = (count: number, clusterMaxCount: number) => count > clusterMaxCount;
