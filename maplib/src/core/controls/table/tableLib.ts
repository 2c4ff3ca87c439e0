// The heavy half of BaseTable, loaded only when a table mounts (core/overlays/loadLib.ts; maplib-table.js beside
// maplib.js in the browser build): the row model — sorting, per-column and global filtering, paging — is
// @tanstack/table-core's, and the virtual scrolling that keeps only the visible rows in the DOM is
// @tanstack/virtual-core's. Both ~22 KB gzip together, so maplib.js does not carry them.
import {
  columnFilteringFeature,
  constructTable,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { Virtualizer, elementScroll, observeElementOffset, observeElementRect } from '@tanstack/virtual-core';
import type { ResolvedColumn, TableRow } from './tableData.ts';
import { cellText } from './cellValue.ts';

/** A sort: the column's key and the order, in antd's words (the original component's `sorter`). */
export interface SortOrder {
  columnKey: string;
  order: 'ascend' | 'descend';
}

export interface RowModelState {
  sort?: SortOrder | null;
  /** Filter text per column key. */
  filters?: Record<string, string>;
  globalFilter?: string;
  /** 0-based page; with `pageSize` undefined there is one page of every row. */
  pageIndex?: number;
  pageSize?: number;
}

export interface RowModel {
  /** New rows or columns (an edit, a new data source); the sort, filters and page stay. */
  setData(rows: TableRow[], columns: ResolvedColumn[]): void;
  setState(state: RowModelState): void;
  /** The rows of the current page, filtered and sorted. */
  pageRows(): TableRow[];
  /** Every page's rows, filtered and sorted (to find the page a row is on). */
  allRows(): TableRow[];
  /** How many rows pass the filters (every page). */
  filteredCount(): number;
  pageCount(): number;
}

/** A row's value of a field, read from its record (not through TanStack's per-cell cache: 100,000 rows sort in a fraction of the time). */
const valueOf = (row: { original: TableRow }, field: string): unknown => row.original.record[field] ?? undefined;

/** Case-insensitive "contains" on the text a cell shows: the same rule for a column's box and the global one. */
function containsIn(field: string | undefined) {
  const fn = (row: { original: TableRow; getValue(id: string): unknown }, id: string, filter: unknown): boolean =>
    cellText(field === undefined ? row.getValue(id) : valueOf(row, field)).toLowerCase().includes(String(filter ?? '').toLowerCase());
  fn.autoRemove = (v: unknown) => v === undefined || v === '';
  return fn;
}
const containsText = containsIn(undefined);

/**
 * Ascending order of two values of one field: numbers by value, anything else by its text's code points (a collator
 * costs ~2 µs a comparison: seconds for 100,000 rows).
 */
function compareIn(field: string) {
  return (a: { original: TableRow }, b: { original: TableRow }): number => {
    const x = valueOf(a, field);
    const y = valueOf(b, field);
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    const [p, q] = [typeof x === 'string' ? x : cellText(x), typeof y === 'string' ? y : cellText(y)];
    return p < q ? -1 : p > q ? 1 : 0;
  };
}

const features = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {},
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: {},
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/** Every row on one page: what "no paging" means to the paginated model. */
const ALL = Number.MAX_SAFE_INTEGER;

function tableColumns(columns: ResolvedColumn[]) {
  return columns.map((c) => ({
    id: c.key,
    // null reads as undefined, which `sortUndefined` puts last in both orders (an unset attribute is not a small one).
    accessorFn: (row: TableRow) => row.record[c.dataIndex] ?? undefined,
    sortFn: compareIn(c.dataIndex),
    sortUndefined: 'last' as const,
    enableSorting: c.sorter,
    enableColumnFilter: c.filterable,
    filterFn: containsIn(c.dataIndex),
  }));
}

/**
 * The row model over `rows`. `manual`: the rows given are already one page, sorted by the server (FeatureTable), and
 * `rowCount` is the server's total; the model then only keeps the state.
 */
export function createRowModel(rows: TableRow[], columns: ResolvedColumn[], manual?: { rowCount: number }): RowModel {
  const table: any = constructTable({
    features,
    columns: tableColumns(columns) as any,
    data: rows,
    getRowId: (row: TableRow) => row.key,
    globalFilterFn: containsText as any,
    getColumnCanGlobalFilter: () => true,
    autoResetPageIndex: false,
    manualPagination: !!manual,
    manualSorting: !!manual,
    manualFiltering: !!manual,
    rowCount: manual?.rowCount,
    initialState: { pagination: { pageIndex: 0, pageSize: ALL } },
  } as any);
  let state: RowModelState = {};
  let data = rows;
  // Unsorted and unfiltered, the rows are the data as given: sliced for a page without building TanStack's row
  // objects, which for 100,000 rows take seconds and ~150 MB (GC-bound). Sorting or filtering goes through TanStack.
  const asGiven = () => !!manual || (!state.sort && !state.globalFilter && !Object.values(state.filters ?? {}).some((v) => v !== ''));
  const size = () => state.pageSize ?? ALL;
  const processed = (): TableRow[] => table.getPrePaginatedRowModel().rows.map((r: { original: TableRow }) => r.original);
  return {
    setData(next, nextColumns) {
      data = next;
      table.setOptions((prev: any) => ({ ...prev, data: next, columns: tableColumns(nextColumns) }));
    },
    setState(next) {
      state = { ...state, ...next };
      table.setSorting(state.sort ? [{ id: state.sort.columnKey, desc: state.sort.order === 'descend' }] : []);
      table.setColumnFilters(Object.entries(state.filters ?? {}).filter(([, v]) => v !== '').map(([id, value]) => ({ id, value })));
      table.setGlobalFilter(state.globalFilter ?? '');
      table.setPagination({ pageIndex: state.pageIndex ?? 0, pageSize: size() });
    },
    pageRows() {
      if (manual) return data;
      if (asGiven()) return state.pageSize === undefined ? data : data.slice((state.pageIndex ?? 0) * size(), ((state.pageIndex ?? 0) + 1) * size());
      return state.pageSize === undefined ? processed() : table.getRowModel().rows.map((r: { original: TableRow }) => r.original);
    },
    allRows: () => (asGiven() ? data : processed()),
    filteredCount: () => (manual ? manual.rowCount : asGiven() ? data.length : table.getPrePaginatedRowModel().rows.length),
    pageCount: () => (manual || !asGiven() ? Math.max(1, table.getPageCount()) : Math.max(1, Math.ceil(data.length / size()))),
  };
}

export interface VirtualRows {
  /** The rows to draw: index in the page's rows and top offset in pixels from the first row's. */
  items(): { index: number; start: number }[];
  totalSize(): number;
  setCount(count: number): void;
  scrollToIndex(index: number): void;
  destroy(): void;
}

/**
 * Virtual scrolling of `count` rows of `rowHeight` pixels in `scroller`, below a sticky header `headHeight` pixels high
 * (the rows start there, and a row scrolled to is not left under it); `onChange` asks for a redraw of the rows.
 */
export function createVirtualRows(scroller: HTMLElement, count: number, rowHeight: number, headHeight: number, onChange: () => void): VirtualRows {
  const options = {
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    count,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeight,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    overscan: 6,
    onChange: () => onChange(),
  };
  const v = new Virtualizer<HTMLElement, HTMLElement>(options);
  const unmount = v._didMount();
  v._willUpdate();
  return {
    items: () => v.getVirtualItems().map((i) => ({ index: i.index, start: i.start - headHeight })),
    totalSize: () => v.getTotalSize(),
    setCount(n) {
      v.setOptions({ ...options, count: n });
      v._willUpdate();
    },
    scrollToIndex: (index) => v.scrollToIndex(index, { align: 'auto' }),
    destroy: unmount,
  };
}
