// BaseTable (基础表格, MapGIS's mapgis-base-table): an attribute table as a DOM control — sortable, paged, filterable
// per column and across all, editable cell by cell (checked against the field's type), with virtual scrolling so that
// 100,000 rows keep only the visible ones in the DOM. Bound to a layer of the map, a row click highlights its feature
// and a map click on a feature selects and scrolls to its row. The panel sits in a map corner or in any element
// (`container`). The row model and the virtualizer (TanStack) load on first mount, beside maplib.js.
import type * as GeoJSON from 'geojson';
import type { MapMouseEvent } from 'maplibre-gl';
import { DomControl, type DomControlProps, type Words } from '../domControl.ts';
import type { MapView } from '../../map/mapView.ts';
import type { BaseLayer } from '../../layers/base/baseLayer.ts';
import { boolean, func, number, object, show, string, type Rules } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { loadLib } from '../../overlays/loadLib.ts';
import type { TableLib } from '../../overlays/loadLib.ts';
import { messageFor, type MessageKey } from '../../i18n/messages.ts';
import { localizedText, type Locale } from '../../i18n/locale.ts';
import { columnsProblem, dataSourceProblem, readDataSource, resolveColumns, type ReadData, type ResolvedColumn, type TableColumn, type TableDataSource, type TableRow } from './tableData.ts';
import { cellText, parseCell, sameValue } from './cellValue.ts';
import { gridKey, type GridPosition } from './gridKeys.ts';
import { TableHighlight, type HighlightStyle } from './tableHighlight.ts';
import type { RowModel, SortOrder, VirtualRows } from './tableLib.ts';

export type { SortOrder } from './tableLib.ts';

/** Paging: `pageSize` rows a page (1…10,000); `current` the page shown (1-based); `total` the server's count (FeatureTable). */
export interface TablePagination {
  pageSize?: number;
  current?: number;
  total?: number;
}

export interface TableEditEvent {
  record: Record<string, unknown>;
  rowKey: string;
  columnKey: string;
  oldValue: unknown;
  newValue: unknown;
  /** Every record after the edit (the original's `edited {dataSource}`). */
  dataSource: Record<string, unknown>[];
}

export interface TableSelectEvent {
  /** The selected row's record; undefined when the selection was cleared. */
  record?: Record<string, unknown>;
  rowKey?: string;
  /** The selected records (the original's `selectData`). */
  selectData: Record<string, unknown>[];
  selected: boolean;
  /** What selected it: a row click or key, a feature clicked on the map, or `select()`. */
  via: 'row' | 'map' | 'method';
}

export interface TablePageEvent {
  pagination: { current: number; pageSize: number; total: number };
  sorter: SortOrder | null;
}

export interface BaseTableProps extends DomControlProps {
  /** The rows: Features, GeoJSON, an IGServer FeatureSet `{AttStruct, SFEleArray, TotalCount}` or records. Default: the bound layer's features. */
  dataSource?: TableDataSource;
  /** The columns (antd's shape: `{ title, dataIndex, key?, width?, type?, sorter?, filterable?, editable? }`). Default: one per field. */
  columns?: TableColumn[];
  /** The field whose value tells rows apart and matches them to map features. Default: the feature id (GeoJSON `id`, FID), else the position. */
  rowKey?: string;
  /** The id of a MapLib layer on the map: row ↔ feature selection both ways, and its features are the rows when there is no `dataSource`. */
  layer?: string;
  /** Whether cells can be edited (double-click, Enter or F2). Default true. */
  editable?: boolean;
  /** Paging, or `false` for one scrolling list of every row. Default `{ pageSize: 50 }`. */
  pagination?: TablePagination | false;
  /** Whether the search box and a filter box per column show. Default true. */
  filterable?: boolean;
  /** The panel's width in CSS pixels (200…4000) or `'100%'` of its container. Default 480. */
  width?: number | '100%';
  /** The height of the rows' viewport in CSS pixels (80…2000). Default 240. */
  height?: number;
  /** An element (or its id) to put the table in instead of a map corner. */
  container?: HTMLElement | string;
  /** The table's name (its accessible name and caption). Default "属性表" / "Attribute table". */
  title?: string | { zh: string; en: string };
  /** How the selected feature is drawn on the map: `{ color }`. */
  highlightStyle?: HighlightStyle;
  /** A cell was edited (after the edit was saved, for FeatureTable). */
  onEdited?: (e: TableEditEvent) => void;
  /** A row was clicked: `{ record, columnKey }`. */
  onClick?: (e: { record: Record<string, unknown>; rowKey: string; columnKey: string }) => void;
  /** A cell was double-clicked: `{ rowIndex, columnKey, value, record }`. */
  onDoubleClick?: (e: { rowIndex: number; columnKey: string; value: unknown; record: Record<string, unknown> }) => void;
  /** The selection changed. */
  onSelected?: (e: TableSelectEvent) => void;
  /** Another page is shown. */
  onPageChanged?: (e: TablePageEvent) => void;
  /** The sort changed. */
  onSorted?: (e: TablePageEvent) => void;
}

export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_TABLE_WIDTH = 480;
export const DEFAULT_TABLE_HEIGHT = 240;
/** Every row's height in CSS pixels: the virtualizer places rows by it. */
export const ROW_HEIGHT = 28;

const paginationRule = (v: unknown): string | undefined =>
  v === undefined || v === false || (!!v && typeof v === 'object' && !Array.isArray(v)) ? undefined : `must be { pageSize?, current?, total? } or false, got ${show(v)}`;
/** `pagination.pageSize must be …`: each key of the paging object checked as a prop of its own, so the message names it. */
const pagingKey =
  (key: keyof TablePagination, ok: (n: unknown) => boolean, what: string) =>
  (_v: unknown, p: Record<string, unknown>): string | undefined => {
    const paging = p.pagination as TablePagination | false | undefined;
    const n = paging ? paging[key] : undefined;
    return n === undefined || ok(n) ? undefined : `must be ${what}, got ${show(n)}`;
  };
const isInt = (n: unknown, min: number, max = Infinity) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

export const BASE_TABLE_RULES: Rules = {
  dataSource: dataSourceProblem,
  columns: columnsProblem,
  rowKey: string,
  layer: string,
  editable: boolean,
  pagination: paginationRule,
  'pagination.pageSize': pagingKey('pageSize', (n) => isInt(n, 1, 10000), 'an integer 1…10000'),
  'pagination.current': pagingKey('current', (n) => isInt(n, 1), 'a page number from 1'),
  'pagination.total': pagingKey('total', (n) => isInt(n, 0), 'a whole number'),
  filterable: boolean,
  width: (v) => (v === undefined || v === '100%' || (typeof v === 'number' && v >= 200 && v <= 4000) ? undefined : `must be a number 200…4000 or '100%', got ${show(v)}`),
  height: number(80, 2000),
  container: (v) =>
    v === undefined || typeof v === 'string' || (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) ? undefined : `must be an element or an element id, got ${show(v)}`,
  title: (v) =>
    v === undefined || typeof v === 'string' || (!!v && typeof v === 'object' && typeof (v as any).zh === 'string' && typeof (v as any).en === 'string')
      ? undefined
      : `must be a string or { zh, en }, got ${show(v)}`,
  highlightStyle: object,
  onEdited: func,
  onClick: func,
  onDoubleClick: func,
  onSelected: func,
  onPageChanged: func,
  onSorted: func,
};

/** `{…}` placeholders of a message filled in: `'共 {n} 条'` → `'共 12 条'`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** A message with placeholders in both languages, as words `say` can keep up to date. */
export function wordsOf(key: MessageKey, values: Record<string, string | number | { zh: string; en: string }> = {}): Words {
  const pick = (locale: Locale) =>
    fill(messageFor(locale, key), Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? localizedText(v, locale) : v])));
  return { zh: pick('zh-CN'), en: pick('en') };
}

const titleWords = (title: ResolvedColumn['title']): { zh: string; en: string } => (typeof title === 'string' ? { zh: title, en: title } : title);

let tableCounter = 0;

export class BaseTable<P extends BaseTableProps = BaseTableProps> extends DomControl<P> {
  protected readonly panelClass: string = 'maplib-table';
  protected readonly panelLabel: Words = 'table.panel';
  /** Whether the search and filter boxes show when `filterable` is not given (FeatureTable: no, the server filters by `where`). */
  protected readonly filterableByDefault: boolean = true;
  private readonly uid = ++tableCounter;
  /** Counts mounts, so a library that finishes loading after an unmount is not used by it. */
  private mounts = 0;
  protected lib?: TableLib;
  private model?: RowModel;
  private virtual?: VirtualRows;
  /** Every row, in data order, with edits applied. */
  protected rows: TableRow[] = [];
  protected columns: ResolvedColumn[] = [];
  /** The current page's rows, sorted and filtered. */
  private pageRows: TableRow[] = [];
  protected sort: SortOrder | null = null;
  private filters: Record<string, string> = {};
  private globalFilter = '';
  /** 0-based. */
  protected pageIndex = 0;
  private selectedKey?: string;
  private focusAt: GridPosition = { row: 0, col: 0 };
  private editing?: { key: string; col: number; input: HTMLInputElement };
  private highlight?: TableHighlight;
  private els: {
    grid?: HTMLElement;
    headRow?: HTMLElement;
    filterRow?: HTMLElement;
    body?: HTMLElement;
    count?: HTMLElement;
    pager?: HTMLElement;
    pageLabel?: HTMLElement;
    prev?: HTMLButtonElement;
    next?: HTMLButtonElement;
    message?: HTMLElement;
    search?: HTMLInputElement;
    tools?: HTMLElement;
  } = {};

  constructor(props: P = {} as P, component = 'BaseTable', rules: Rules = BASE_TABLE_RULES) {
    super(component, rules, props, 'bottom-left');
    const current = props.pagination ? props.pagination.current : undefined;
    if (current) this.pageIndex = current - 1;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Data

  /** Rows the server sorted and paged (FeatureTable): the model then keeps only the state. */
  protected remote(): { total: number } | undefined {
    return undefined;
  }

  private boundLayer(): BaseLayer<any> | undefined {
    const id = this.props.layer;
    return id === undefined ? undefined : this.view?.layers().find((l) => l.id === id);
  }

  /** What the table reads its rows from: `dataSource`, else the bound layer's features. */
  protected source(): TableDataSource | undefined {
    if (this.props.dataSource !== undefined) return this.props.dataSource;
    const features = this.boundLayer()?.getFeatures();
    return features as TableDataSource | undefined;
  }

  /** The fields and their kinds when a service described them (FeatureTable); else they are read from the values. */
  protected knownFields(): ReadData['fields'] | undefined {
    return undefined;
  }

  /** Reads the rows and columns again from the props (a new data source, new columns). */
  protected readData(): void {
    const read = readDataSource(this.source(), this.props.rowKey);
    this.rows = read.rows;
    this.columns = resolveColumns(this.props.columns, this.knownFields() ?? read.fields);
    if (this.model && this.lib) {
      const remote = this.remote();
      // A remote total changes with each page the server answers: the model is made again, it holds nothing else.
      if (remote) this.model = this.lib.createRowModel(this.rows, this.columns, { rowCount: remote.total });
      else this.model.setData(this.rows, this.columns);
      this.applyState();
    }
  }

  protected pageSize(): number | undefined {
    const p = this.props.pagination;
    return p === false ? undefined : (p?.pageSize ?? DEFAULT_PAGE_SIZE);
  }

  private applyState(): void {
    const model = this.model!;
    model.setState({ sort: this.sort, filters: this.filters, globalFilter: this.globalFilter, pageIndex: this.pageIndex, pageSize: this.pageSize() });
    const pages = model.pageCount();
    if (this.pageIndex > pages - 1) {
      this.pageIndex = pages - 1;
      model.setState({ pageIndex: this.pageIndex });
    }
    this.pageRows = model.pageRows();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Panel

  protected render(p: P): Node[] {
    this.cancelEdit();
    this.virtual?.destroy();
    this.virtual = undefined;
    this.panel!.style.width = p.width === '100%' ? '100%' : `${p.width ?? DEFAULT_TABLE_WIDTH}px`;
    const nodes: Node[] = [];
    const caption = document.createElement('div');
    caption.className = 'maplib-table-caption';
    if (p.title !== undefined) this.say(caption, titleWords(p.title));
    else this.say(caption, 'table.panel');
    const bar = document.createElement('div');
    bar.className = 'maplib-table-bar';
    bar.append(caption);
    const tools = (this.els.tools = document.createElement('div'));
    tools.className = 'maplib-table-tools';
    tools.append(...this.renderTools());
    bar.append(tools);
    if ((p.filterable ?? this.filterableByDefault)) {
      const search = (this.els.search = document.createElement('input'));
      search.type = 'search';
      search.className = 'maplib-table-search';
      search.value = this.globalFilter;
      this.say(search, 'table.search', 'aria-label');
      this.say(search, 'table.search', 'placeholder');
      search.addEventListener('input', () => this.setGlobalFilter(search.value));
      bar.append(search);
    }
    const count = (this.els.count = document.createElement('span'));
    count.className = 'maplib-table-count';
    bar.append(count);
    nodes.push(bar);

    const grid = (this.els.grid = document.createElement('div'));
    grid.className = 'maplib-table-grid';
    grid.setAttribute('role', 'grid');
    grid.id = `maplib-table-${this.uid}`;
    if (p.title !== undefined) this.say(grid, titleWords(p.title), 'aria-label');
    else this.say(grid, 'table.grid', 'aria-label');
    grid.style.height = `${p.height ?? DEFAULT_TABLE_HEIGHT}px`;
    grid.addEventListener('keydown', this.onKey);
    grid.addEventListener('click', this.onGridClick);
    grid.addEventListener('dblclick', this.onGridDblClick);
    const head = document.createElement('div');
    head.className = 'maplib-table-head';
    head.setAttribute('role', 'rowgroup');
    const headRow = (this.els.headRow = document.createElement('div'));
    headRow.className = 'maplib-table-row maplib-table-header-row';
    head.append(headRow);
    if ((p.filterable ?? this.filterableByDefault)) {
      const filterRow = (this.els.filterRow = document.createElement('div'));
      filterRow.className = 'maplib-table-row maplib-table-filter-row';
      head.append(filterRow);
    } else this.els.filterRow = undefined;
    const body = (this.els.body = document.createElement('div'));
    body.className = 'maplib-table-body';
    body.setAttribute('role', 'rowgroup');
    grid.append(head, body);
    nodes.push(grid);

    const message = (this.els.message = document.createElement('div'));
    message.className = 'maplib-table-message';
    message.setAttribute('role', 'status');
    nodes.push(message);

    const pager = (this.els.pager = document.createElement('div'));
    pager.className = 'maplib-table-pager';
    this.els.prev = this.button({ label: 'table.prev', icon: '‹', onClick: () => this.setPage(this.pageIndex - 1) });
    this.els.next = this.button({ label: 'table.next', icon: '›', onClick: () => this.setPage(this.pageIndex + 1) });
    const pageLabel = (this.els.pageLabel = document.createElement('span'));
    pageLabel.className = 'maplib-table-page';
    pager.append(this.els.prev, pageLabel, this.els.next);
    nodes.push(pager);

    // Made again on a map (a look prop changed): the rows are drawn once the panel is in the page and has a size.
    if (this.model) queueMicrotask(() => this.drawAll());
    else this.say(message, 'table.loading');
    return nodes;
  }

  /** Buttons before the search box (FeatureTable's add and delete). */
  protected renderTools(): Node[] {
    return [];
  }

  protected mount(view: MapView): void {
    super.mount(view);
    const host = this.hostElement();
    // In an element: MapLibre keeps the control in its list (so removal and the locale take the base's path), the
    // panel moves out of the corner.
    if (host && this.panel) {
      host.append(this.panel);
      this.panel.classList.add('maplib-table-in-element');
    }
    this.highlight = new TableHighlight({ id: `maplib-table-${this.uid}-highlight`, geometries: [], color: this.props.highlightStyle?.color });
    view.add(this.highlight);
    this.onDetach(view.on('click', this.onMapClick));
    this.onDetach(view.on('layeradd', () => this.props.dataSource === undefined && this.props.layer !== undefined && this.refresh()));
    this.readData();
    const mounted = ++this.mounts;
    const start = (lib: TableLib) => {
      // Unmounted (or mounted again) while the library loaded: that mount starts its own.
      if (mounted !== this.mounts || !this.view) return;
      this.lib = lib;
      const remote = this.remote();
      this.model = lib.createRowModel(this.rows, this.columns, remote ? { rowCount: remote.total } : undefined);
      this.applyState();
      this.drawAll();
    };
    if (this.lib) start(this.lib);
    else loadLib('table').then(start, (error: Error) => this.showMessage({ zh: error.message, en: error.message }, true));
  }

  protected unmount(): void {
    this.mounts++;
    this.cancelEdit();
    this.virtual?.destroy();
    this.virtual = undefined;
    this.model = undefined;
    const highlight = this.highlight;
    this.highlight = undefined;
    if (highlight && this.view && !this.view.removed) this.view.removeChild(highlight);
    this.els = {};
    super.unmount();
  }

  private hostElement(): HTMLElement | undefined {
    const c = this.props.container;
    if (c === undefined) return undefined;
    if (typeof c !== 'string') return c;
    const el = document.getElementById(c);
    if (!el) throw new Error(`${this.component}: container "${c}" is not an element of the page`);
    return el;
  }

  protected mustRecreate(prev: P, next: P): boolean {
    return prev.container !== next.container || super.mustRecreate(prev, next);
  }

  protected patch(prev: P, next: P): boolean | void {
    if (!deepEqual(prev.highlightStyle, next.highlightStyle)) this.highlight?.update({ color: next.highlightStyle?.color });
    const dataChanged = prev.dataSource !== next.dataSource || !deepEqual(prev.columns, next.columns) || prev.rowKey !== next.rowKey || prev.layer !== next.layer;
    if (dataChanged) this.readData();
    if (!deepEqual(prev.pagination, next.pagination)) {
      const current = next.pagination ? next.pagination.current : undefined;
      if (current) this.pageIndex = current - 1;
      else if (!next.pagination) this.pageIndex = 0;
      if (this.model) this.applyState();
    }
    // Only the look changed (width, height, words, filter boxes): the panel is made again; data changes redraw rows.
    const layout = ['width', 'height', 'filterable', 'title', 'editable'].some((k) => !deepEqual((prev as any)[k], (next as any)[k]));
    if (layout) return super.patch(prev, next);
    if (dataChanged || !deepEqual(prev.pagination, next.pagination)) {
      if (this.editing) this.cancelEdit();
      this.drawAll();
    }
  }

  /** Reads the data source again and redraws (after the bound layer's data changed). */
  refresh(): void {
    this.readData();
    this.drawAll();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Drawing

  protected drawAll(): void {
    if (!this.model || !this.els.grid) return;
    if (!this.editing) this.showMessage(undefined);
    this.drawHeader();
    this.drawCount();
    this.drawPager();
    const grid = this.els.grid!;
    grid.setAttribute('aria-rowcount', String(this.model.filteredCount() + (this.els.filterRow ? 2 : 1)));
    grid.setAttribute('aria-colcount', String(this.columns.length));
    const totalWidth = this.columns.reduce((s, c) => s + c.width, 0);
    this.els.body!.style.width = `${totalWidth}px`;
    if (!this.virtual && this.lib) this.virtual = this.lib.createVirtualRows(grid, this.pageRows.length, ROW_HEIGHT, (this.els.headRow!.parentElement as HTMLElement).offsetHeight, () => this.drawRows());
    else this.virtual?.setCount(this.pageRows.length);
    this.drawRows();
    this.drawHighlight();
  }

  private drawHeader(): void {
    const { headRow, filterRow } = this.els;
    if (!headRow) return;
    const root = headRow.getRootNode() as Document | ShadowRoot;
    const focusInHead = !!root.activeElement && headRow.contains(root.activeElement);
    headRow.replaceChildren(
      ...this.columns.map((c, i) => {
        const cell = gridCell('columnheader', 'maplib-table-cell maplib-table-header', i, c.width, true);
        const label = document.createElement('span');
        this.say(label, titleWords(c.title));
        cell.append(label);
        if (c.sorter) {
          const order = this.sort?.columnKey === c.key ? this.sort.order : undefined;
          cell.setAttribute('aria-sort', order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none');
          cell.classList.add('maplib-table-sortable');
          const arrow = document.createElement('span');
          arrow.className = 'maplib-table-sort';
          arrow.setAttribute('aria-hidden', 'true');
          arrow.textContent = order === 'ascend' ? '▲' : order === 'descend' ? '▼' : '↕';
          cell.append(arrow);
        }
        return cell;
      }),
    );
    if (filterRow) {
      filterRow.replaceChildren(
        ...this.columns.map((c, i) => {
          const cell = gridCell('gridcell', 'maplib-table-cell maplib-table-filter', i, c.width, false);
          if (c.filterable) {
            const input = document.createElement('input');
            input.type = 'search';
            input.value = this.filters[c.key] ?? '';
            input.dataset.key = c.key;
            this.say(input, wordsOf('table.filter', { column: titleWords(c.title) }), 'aria-label');
            input.addEventListener('input', () => this.setFilter(c.key, input.value));
            // Arrow keys move the caret in a filter box, not the grid's focus.
            input.addEventListener('keydown', (e) => e.stopPropagation());
            cell.append(input);
          }
          return cell;
        }),
      );
    }
    // A row only once it has cells (before the columns are known it is an empty box, which ARIA does not allow a row to be).
    for (const [i, row] of [headRow, filterRow].entries()) {
      if (!row) continue;
      if (this.columns.length) {
        row.setAttribute('role', 'row');
        row.setAttribute('aria-rowindex', String(i + 1));
      } else {
        row.removeAttribute('role');
        row.removeAttribute('aria-rowindex');
      }
    }
    this.placeTabStop();
    // A header sorted by a click or a key was made again: the focus stays on it.
    if (focusInHead && this.focusAt.row === 0) this.focusCell(false);
  }

  private drawCount(): void {
    const { count } = this.els;
    if (!count || !this.model) return;
    const shown = this.model.filteredCount();
    const all = this.remote()?.total ?? this.rows.length;
    this.say(count, shown === all ? wordsOf('table.count', { n: all }) : wordsOf('table.countOf', { n: shown, total: all }));
  }

  private drawPager(): void {
    const { pager, pageLabel, prev, next } = this.els;
    if (!pager || !this.model) return;
    const size = this.pageSize();
    pager.hidden = size === undefined;
    if (size === undefined) return;
    const pages = this.model.pageCount();
    this.say(pageLabel!, wordsOf('table.page', { page: this.pageIndex + 1, pages }));
    prev!.disabled = this.pageIndex <= 0;
    next!.disabled = this.pageIndex >= pages - 1;
  }

  /** The rows the viewport shows (and a few either side), the only ones in the DOM. */
  private drawRows = (): void => {
    const { body, grid } = this.els;
    if (!body || !this.virtual) return;
    const root = grid!.getRootNode() as Document | ShadowRoot;
    const focusInBody = !!root.activeElement && body.contains(root.activeElement);
    body.style.height = `${this.virtual.totalSize()}px`;
    const offset = this.els.filterRow ? 3 : 2;
    const rows: HTMLElement[] = [];
    for (const item of this.virtual.items()) {
      const row = this.pageRows[item.index];
      if (!row) continue;
      const el = document.createElement('div');
      el.className = 'maplib-table-row';
      el.setAttribute('role', 'row');
      el.setAttribute('aria-rowindex', String(this.firstRowNumber() + item.index + offset));
      el.dataset.index = String(item.index);
      el.dataset.key = row.key;
      const selected = row.key === this.selectedKey;
      el.setAttribute('aria-selected', String(selected));
      el.style.transform = `translateY(${item.start}px)`;
      for (const [i, c] of this.columns.entries()) {
        const cell = gridCell('gridcell', 'maplib-table-cell', i, c.width, true);
        if (c.type !== 'string') cell.classList.add('maplib-table-number');
        if (this.editing && this.editing.key === row.key && this.editing.col === i) cell.append(this.editing.input);
        else cell.textContent = cellText(row.record[c.dataIndex]);
        el.append(cell);
      }
      rows.push(el);
    }
    if (!rows.length && this.model) {
      const empty = document.createElement('div');
      empty.className = 'maplib-table-row maplib-table-empty';
      empty.setAttribute('role', 'row');
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      this.say(cell, this.model.filteredCount() === 0 && this.rows.length === 0 && !this.lib ? 'table.loading' : 'table.empty');
      empty.append(cell);
      rows.push(empty);
    }
    body.replaceChildren(...rows);
    this.placeTabStop();
    if (focusInBody && !this.editing) this.focusCell(false);
  };

  /** Row number of the page's first row among all filtered rows (for aria-rowindex). */
  private firstRowNumber(): number {
    const size = this.pageSize();
    return size === undefined ? 0 : this.pageIndex * size;
  }

  /** The one cell Tab reaches: the focused one if it is drawn, else the first header. */
  private placeTabStop(): void {
    const grid = this.els.grid;
    if (!grid) return;
    for (const el of grid.querySelectorAll<HTMLElement>('[tabindex="0"].maplib-table-cell')) el.tabIndex = -1;
    const cell = this.cellAt(this.focusAt) ?? grid.querySelector<HTMLElement>('.maplib-table-header');
    if (cell) cell.tabIndex = 0;
  }

  private cellAt(at: GridPosition): HTMLElement | undefined {
    const grid = this.els.grid;
    if (!grid) return undefined;
    if (at.row === 0) return this.els.headRow?.children[at.col] as HTMLElement | undefined;
    const row = grid.querySelector(`.maplib-table-body [data-index="${at.row - 1}"]`);
    return (row?.children[at.col] as HTMLElement | undefined) ?? undefined;
  }

  /** Moves the focus to `focusAt`, scrolling its row into view first when it is not drawn. */
  private focusCell(scroll = true): void {
    const at = this.focusAt;
    if (scroll && at.row > 0) this.virtual?.scrollToIndex(at.row - 1);
    const cell = this.cellAt(at);
    if (cell) {
      this.placeTabStop();
      cell.focus({ preventScroll: at.row === 0 });
    } else if (scroll) {
      // The virtualizer draws the row on its next change: focus it then.
      requestAnimationFrame(() => {
        const later = this.cellAt(this.focusAt);
        this.placeTabStop();
        later?.focus();
      });
    }
  }

  private drawHighlight(): void {
    if (!this.highlight) return;
    const row = this.rows.find((r) => r.key === this.selectedKey);
    const geometries = row?.geometry ? [row.geometry as GeoJSON.Geometry] : [];
    this.highlight.update({ geometries });
  }

  /** Shows `words` under the grid (an error when `error`), or clears it. */
  protected showMessage(words: Words | undefined, error = false): void {
    const el = this.els.message;
    if (!el) return;
    el.classList.toggle('maplib-table-error', error && words !== undefined);
    if (words === undefined) el.textContent = '';
    else this.say(el, words);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Interaction

  private eventCell(e: Event): { row?: TableRow; index: number; col: number; header: boolean } | undefined {
    const target = e.target as HTMLElement;
    if (target.closest('input, button')) return undefined;
    const cell = target.closest<HTMLElement>('.maplib-table-cell');
    const rowEl = target.closest<HTMLElement>('.maplib-table-row');
    if (!cell || !rowEl || cell.dataset.col === undefined) return undefined;
    const col = Number(cell.dataset.col);
    if (rowEl.classList.contains('maplib-table-header-row')) return { index: -1, col, header: true };
    const index = Number(rowEl.dataset.index);
    return { row: this.pageRows[index], index, col, header: false };
  }

  private onGridClick = (e: MouseEvent): void => {
    const hit = this.eventCell(e);
    if (!hit) return;
    if (hit.header) {
      this.focusAt = { row: 0, col: hit.col };
      this.placeTabStop();
      this.toggleSort(hit.col);
      return;
    }
    if (!hit.row) return;
    this.focusAt = { row: hit.index + 1, col: hit.col };
    this.placeTabStop();
    this.props.onClick?.({ record: hit.row.record, rowKey: hit.row.key, columnKey: this.columns[hit.col].key });
    this.selectRow(hit.row.key, 'row');
  };

  private onGridDblClick = (e: MouseEvent): void => {
    const hit = this.eventCell(e);
    if (!hit || hit.header || !hit.row) return;
    const c = this.columns[hit.col];
    this.props.onDoubleClick?.({ rowIndex: this.firstRowNumber() + hit.index, columnKey: c.key, value: hit.row.record[c.dataIndex], record: hit.row.record });
    this.startEdit(hit.index + 1, hit.col);
  };

  private onKey = (e: KeyboardEvent): void => {
    if (this.editing || !this.model) return;
    const target = e.target as HTMLElement;
    if (target.closest('input, button')) return;
    const viewport = this.props.height ?? DEFAULT_TABLE_HEIGHT;
    const action = gridKey(e.key, this.focusAt, { rowCount: this.pageRows.length, colCount: this.columns.length, pageRows: Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 2) }, { ctrl: e.ctrlKey || e.metaKey });
    if (!action) return;
    e.preventDefault();
    if ('move' in action) {
      this.focusAt = action.move;
      this.focusCell();
    } else if (action.action === 'sort') this.toggleSort(this.focusAt.col);
    else if (action.action === 'edit') this.startEdit(this.focusAt.row, this.focusAt.col);
    else if (action.action === 'select') {
      const row = this.pageRows[this.focusAt.row - 1];
      if (row) this.selectRow(row.key === this.selectedKey ? undefined : row.key, 'row');
    }
  };

  private onMapClick = (e: MapMouseEvent): void => {
    const layer = this.boundLayer();
    const view = this.view;
    if (!layer || !view || !this.model) return;
    const ids = layer.getLayerIds().filter((id) => view.maplibre.getLayer(id));
    if (!ids.length) return;
    const hit = view.maplibre.queryRenderedFeatures(e.point, { layers: ids })[0];
    if (!hit) return;
    const row = this.rowOfFeature(hit);
    if (row) this.selectRow(row.key, 'map', true);
  };

  /** The row a drawn feature belongs to: by `rowKey`'s field, else by feature id, else by equal attributes. */
  protected rowOfFeature(f: { id?: string | number; properties: Record<string, unknown> | null }): TableRow | undefined {
    const key = this.props.rowKey;
    if (key !== undefined) {
      const v = f.properties?.[key];
      return v === undefined ? undefined : this.rows.find((r) => String(r.record[key]) === String(v));
    }
    if (f.id !== undefined) {
      const byId = this.rows.find((r) => r.fid !== undefined && String(r.fid) === String(f.id));
      if (byId) return byId;
    }
    const props = f.properties ?? {};
    return this.rows.find((r) => Object.entries(props).every(([k, v]) => sameValue(r.record[k], v) || (typeof v === 'string' && cellText(r.record[k]) === v)));
  }

  private toggleSort(col: number): void {
    const c = this.columns[col];
    if (!c?.sorter) return;
    // ascend → descend → none, as antd's header cycles.
    const now = this.sort?.columnKey === c.key ? this.sort.order : undefined;
    const next: SortOrder | null = now === undefined ? { columnKey: c.key, order: 'ascend' } : now === 'ascend' ? { columnKey: c.key, order: 'descend' } : null;
    this.setSort(next);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Editing

  private startEdit(row: number, col: number): void {
    const c = this.columns[col];
    const r = this.pageRows[row - 1];
    if (!r || !c || this.props.editable === false || !c.editable) return;
    this.cancelEdit();
    const input = document.createElement('input');
    input.className = 'maplib-table-editor';
    input.value = cellText(r.record[c.dataIndex]);
    if (c.type !== 'string') input.inputMode = c.type === 'long' ? 'numeric' : 'decimal';
    this.say(input, wordsOf('table.edit', { column: titleWords(c.title) }), 'aria-label');
    this.editing = { key: r.key, col, input };
    this.focusAt = { row, col };
    let done = false;
    input.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape') {
        e.preventDefault();
        done = true;
        this.cancelEdit(true);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        done = this.tryCommit() !== false;
      }
    });
    input.addEventListener('blur', () => {
      if (!done && this.editing?.input === input) done = this.tryCommit() !== false;
    });
    const cell = this.cellAt({ row, col });
    if (cell) {
      cell.replaceChildren(input);
      input.focus();
      input.select();
    }
  }

  /** Ends the edit without saving it; `refocus` puts the focus back on the cell. */
  private cancelEdit(refocus = false): void {
    const editing = this.editing;
    if (!editing) return;
    this.editing = undefined;
    this.showMessage(undefined);
    const cell = editing.input.parentElement;
    const row = this.pageRows.find((r) => r.key === editing.key);
    if (cell && row) cell.textContent = cellText(row.record[this.columns[editing.col].dataIndex]);
    if (refocus) this.focusCell(false);
  }

  /** Checks the edited text against the field's type: false (and a message) when it does not fit. */
  private tryCommit(): boolean {
    const editing = this.editing;
    if (!editing) return true;
    const c = this.columns[editing.col];
    const row = this.rows.find((r) => r.key === editing.key);
    if (!row) return true;
    const parsed = parseCell(editing.input.value, c.type);
    if (!parsed.ok) {
      editing.input.setAttribute('aria-invalid', 'true');
      this.showMessage(parsed.problem, true);
      return false;
    }
    const oldValue = row.record[c.dataIndex];
    this.editing = undefined;
    this.showMessage(undefined);
    if (sameValue(oldValue, parsed.value)) {
      this.drawRows();
      this.focusCell(false);
      return true;
    }
    this.applyEdit(row, c, oldValue, parsed.value);
    this.focusCell(false);
    return true;
  }

  /** Stores an edit in the row and tells `onEdited`; FeatureTable saves it to the service first. */
  protected applyEdit(row: TableRow, column: ResolvedColumn, oldValue: unknown, newValue: unknown): void | Promise<void> {
    const changed = this.storeValue(row, column, newValue);
    this.props.onEdited?.({ record: changed.record, rowKey: row.key, columnKey: column.key, oldValue, newValue, dataSource: this.getDataSource() });
  }

  /** Puts `value` in the row (a new row object in a new list: the row model caches values per row and list). */
  protected storeValue(row: TableRow, column: ResolvedColumn, value: unknown): TableRow {
    const changed = { ...row, record: { ...row.record, [column.dataIndex]: value } };
    this.rows = this.rows.map((r) => (r === row ? changed : r));
    this.model?.setData(this.rows, this.columns);
    if (this.model) this.applyState();
    this.drawAll();
    return changed;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Methods

  /** Every record, in data order, with the edits made in the table. */
  getDataSource(): Record<string, unknown>[] {
    return this.rows.map((r) => r.record);
  }

  /** The rows shown now (this page, filtered and sorted): `{ key, record }`. */
  getRows(): { key: string; record: Record<string, unknown> }[] {
    return this.pageRows.map((r) => ({ key: r.key, record: r.record }));
  }

  /** The selected row's key, or undefined. */
  getSelected(): string | undefined {
    return this.selectedKey;
  }

  /** Selects the row of `rowKey` (shows its page and scrolls to it, highlights its feature), or clears the selection. */
  select(rowKey: string | number | undefined): void {
    this.selectRow(rowKey === undefined ? undefined : String(rowKey), 'method', true);
  }

  protected selectRow(key: string | undefined, via: TableSelectEvent['via'], reveal = false): void {
    const row = key === undefined ? undefined : this.rows.find((r) => r.key === key);
    if (key !== undefined && !row) return;
    const changed = this.selectedKey !== key;
    this.selectedKey = key;
    if (reveal && row) this.reveal(row);
    if (this.els.body) for (const el of this.els.body.querySelectorAll<HTMLElement>('.maplib-table-row[data-key]')) el.setAttribute('aria-selected', String(el.dataset.key === key));
    this.drawHighlight();
    if (changed) this.props.onSelected?.({ record: row?.record, rowKey: key, selectData: row ? [row.record] : [], selected: !!row, via });
  }

  /** Shows `row`'s page and scrolls it into view. */
  private reveal(row: TableRow): void {
    if (!this.model) return;
    let index = this.pageRows.indexOf(row);
    if (index < 0 && this.pageSize() !== undefined && !this.remote()) {
      const all = this.model.allRows();
      const at = all.indexOf(row);
      if (at >= 0) {
        this.setPage(Math.floor(at / this.pageSize()!));
        index = this.pageRows.indexOf(row);
      }
    }
    if (index < 0) return;
    this.focusAt = { row: index + 1, col: this.focusAt.col };
    this.virtual?.scrollToIndex(index);
    this.placeTabStop();
  }

  /** Sorts by a column (`null`: data order). */
  setSort(sort: SortOrder | null): void {
    if (sort && !this.columns.some((c) => c.key === sort.columnKey)) throw new Error(`${this.component}: setSort(): no column "${sort.columnKey}"`);
    this.sort = sort;
    // A new order starts at its first page (antd's tables do the same).
    this.pageIndex = 0;
    this.afterSortOrPage('sort');
  }

  /** Filters a column by the text its cells must contain (case-insensitive); `''` clears it. */
  setFilter(columnKey: string, text: string): void {
    this.filters = { ...this.filters, [columnKey]: text };
    this.pageIndex = 0;
    this.afterFilter();
  }

  /** Keeps the rows one of whose cells contains `text`; `''` clears it. */
  setGlobalFilter(text: string): void {
    this.globalFilter = text;
    if (this.els.search && this.els.search.value !== text) this.els.search.value = text;
    this.pageIndex = 0;
    this.afterFilter();
  }

  /** Shows page `index` (0-based). */
  setPage(index: number): void {
    const pages = this.model?.pageCount() ?? 1;
    const next = Math.max(0, Math.min(pages - 1, Math.floor(index)));
    if (next === this.pageIndex) return;
    this.pageIndex = next;
    this.afterSortOrPage('page');
  }

  protected pageEvent(): TablePageEvent {
    return {
      pagination: { current: this.pageIndex + 1, pageSize: this.pageSize() ?? this.rows.length, total: this.remote()?.total ?? this.model?.filteredCount() ?? this.rows.length },
      sorter: this.sort,
    };
  }

  /** After a sort or a page change: the rows again (FeatureTable asks the server instead), then the event. */
  protected afterSortOrPage(what: 'sort' | 'page'): void {
    if (this.model) {
      this.applyState();
      this.drawAll();
      this.virtual?.scrollToIndex(0);
    }
    if (what === 'sort') this.props.onSorted?.(this.pageEvent());
    else this.props.onPageChanged?.(this.pageEvent());
  }

  private afterFilter(): void {
    if (!this.model) return;
    this.applyState();
    this.drawAll();
  }
}

/**
 * A cell of column `i` (0-based) as the grid draws it: its role, ARIA column index and the column's width. A
 * `focusable` cell takes part in the grid's arrow-key focus (its column in data-col, tabindex -1); the filter row's
 * cells do not (their inputs are focused).
 */
function gridCell(role: 'columnheader' | 'gridcell', className: string, i: number, width: number, focusable: boolean): HTMLDivElement {
  const cell = document.createElement('div');
  cell.className = className;
  cell.setAttribute('role', role);
  cell.setAttribute('aria-colindex', String(i + 1));
  if (focusable) cell.dataset.col = String(i);
  cell.style.width = `${width}px`;
  if (focusable) cell.tabIndex = -1;
  return cell;
}
