// FeatureTable (要素表格, MapGIS's mapgis-feature-table): a BaseTable over one layer of a feature service. The server
// pages and sorts (FeatureService queries with pageIndex / pagination / orderBy / isAsc; the total is the service's),
// an edited cell is saved with FeatureService.update before the table shows it, rows are added and deleted on the
// service, and a refusal shows the service's own message. The querying is FeatureService's: nothing here builds a URL.
import type * as GeoJSON from 'geojson';
import { BaseTable, BASE_TABLE_RULES, wordsOf, type BaseTableProps } from './baseTable.ts';
import type { ResolvedColumn, TableDataSource, TableRow } from './tableData.ts';
import { FeatureService, type FeatureQueryResult } from '../../services/feature/featureService.ts';
import { FeatureServiceError } from '../../services/feature/featureServiceError.ts';
import { BaseParameter } from '../../query/parameters/baseParameter.ts';
import { SQLParameter } from '../../query/parameters/sqlParameter.ts';
import type { Feature } from '../../query/geometry/feature.ts';
import type { FieldDef } from '../../query/geometry/featureSet.ts';
import type { LayersInput } from '../../query/parameters/layerRef.ts';
import type { QueryProtocol } from '../../query/parameters/types.ts';
import { func, oneOf, show, string, type Rules } from '../../base/validateProps.ts';
import { deepEqual } from '../../util/deepEqual.ts';

export type FeatureTableOperation = 'query' | 'add' | 'update' | 'delete';

export interface FeatureTableErrorEvent {
  operation: FeatureTableOperation;
  /** The service's own words when it answered (`FeatureServiceError.serviceMessage`), else the error's message. */
  message: string;
  error: Error;
}

export interface FeatureTableProps extends Omit<BaseTableProps, 'dataSource'> {
  /** The feature service: IGServer `…/igs/rest/mrfs/docs/{doc}` (or `…/mrms/docs/{doc}`), ArcGIS `…/FeatureServer`, OGC API `…/collections/{id}`. */
  url?: string;
  /** MapGIS's name of `url` (give one of them). */
  MapUrl?: string;
  /** `'igs'`, `'arcgis'` or `'ogc'`. Default: read from the URL. */
  protocol?: QueryProtocol;
  /** The layer shown and edited: a layer index, a gdbp path or a collection id. */
  layers?: LayersInput;
  /** A SQL condition the rows meet (`mag >= 5`). Default: every feature. */
  where?: string;
  /** The table loaded a page: `{ total, features, request }`. */
  onLoaded?: (e: { total: number; features: Feature[]; request: string; table: FeatureTable }) => void;
  /** A row was added on the service: `{ objectId, record }`. */
  onAdded?: (e: { objectId: number; record: Record<string, unknown> }) => void;
  /** A row was deleted on the service: `{ OID, record }`. */
  onDeleted?: (e: { OID: number; record: Record<string, unknown> }) => void;
  /** The service refused a query or an edit, or could not be reached. */
  onError?: (e: FeatureTableErrorEvent) => void;
}

export const DEFAULT_FEATURE_PAGE_SIZE = 20;

const RULES: Rules = {
  ...BASE_TABLE_RULES,
  dataSource: (v) => (v === undefined ? undefined : `is not a FeatureTable prop (its rows come from the service at url), got ${show(v)}`),
  url: (v, p) => string(v, p) ?? (v === undefined && p.MapUrl === undefined ? 'is required (the feature service URL)' : undefined),
  MapUrl: string,
  protocol: oneOf('igs', 'arcgis', 'ogc'),
  layers: (v) =>
    v === undefined || typeof v === 'string' || typeof v === 'number' || (Array.isArray(v) && v.length === 1) ? undefined : `must name one layer (an index, a gdbp path or a collection id), got ${show(v)}`,
  where: string,
  onLoaded: func,
  onAdded: func,
  onDeleted: func,
  onError: func,
};

/** The service's message for a refusal, else the error's own. */
export function serviceMessage(error: unknown): string {
  if (error instanceof FeatureServiceError) return error.serviceMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

export class FeatureTable extends BaseTable<FeatureTableProps & BaseTableProps> {
  private service?: FeatureService;
  private features: Feature[] = [];
  private fields: FieldDef[] = [];
  private total = 0;
  private loading?: AbortController;
  private deleteButton?: HTMLButtonElement;
  protected readonly filterableByDefault = false;

  constructor(props: FeatureTableProps = {}) {
    super(props as FeatureTableProps & BaseTableProps, 'FeatureTable', RULES);
  }

  protected remote(): { total: number } {
    return { total: this.total };
  }

  protected source(): TableDataSource | undefined {
    return this.features;
  }

  protected knownFields(): FieldDef[] | undefined {
    return this.fields.length ? this.fields : undefined;
  }

  protected pageSize(): number {
    const p = this.props.pagination;
    return (p ? p.pageSize : undefined) ?? DEFAULT_FEATURE_PAGE_SIZE;
  }

  /** The service the table reads and writes (made from `url`, `protocol`, `layers`). */
  getService(): FeatureService {
    const p = this.props;
    if (!this.service) this.service = new FeatureService({ url: p.url ?? p.MapUrl, protocol: p.protocol, layers: p.layers });
    return this.service;
  }

  protected mount(view: Parameters<BaseTable['attach']>[0]): void {
    super.mount(view);
    void this.reload();
  }

  protected unmount(): void {
    this.loading?.abort();
    this.loading = undefined;
    super.unmount();
  }

  protected patch(prev: FeatureTableProps, next: FeatureTableProps): boolean | void {
    const serviceChanged = prev.url !== next.url || prev.MapUrl !== next.MapUrl || prev.protocol !== next.protocol || !deepEqual(prev.layers, next.layers);
    if (serviceChanged) this.service = undefined;
    // Other rows: from their first page.
    if (serviceChanged || prev.where !== next.where) this.pageIndex = 0;
    const result = super.patch(prev, next);
    if (serviceChanged || prev.where !== next.where || !deepEqual(prev.pagination, next.pagination)) void this.reload();
    return result;
  }

  /** Asks the service for the current page again (sorted as the table is); resolves when it is shown. */
  async reload(): Promise<void> {
    this.loading?.abort();
    const controller = (this.loading = new AbortController());
    const service = this.getService();
    const sortColumn = this.sort ? this.columns.find((c) => c.key === this.sort!.columnKey) : undefined;
    const options = {
      pageIndex: this.pageIndex,
      pagination: this.pageSize(),
      IncludeGeometry: true,
      ...(sortColumn ? { orderBy: sortColumn.dataIndex, isAsc: this.sort!.order === 'ascend' } : {}),
    };
    let result: FeatureQueryResult;
    try {
      const where = this.props.where?.trim();
      result = await service.query(where ? new SQLParameter({ ...options, where }) : new BaseParameter(options), { signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.fail('query', error, 'table.loadFailed');
      return;
    }
    if (controller.signal.aborted || !this.view) return;
    this.loading = undefined;
    this.features = result.features;
    this.fields = result.fields;
    this.total = result.total ?? this.pageIndex * this.pageSize() + result.features.length;
    this.readData();
    this.drawAll();
    this.updateTools();
    this.props.onLoaded?.({ total: this.total, features: result.features, request: result.request, table: this });
  }

  protected afterSortOrPage(what: 'sort' | 'page'): void {
    void this.reload().then(() => super.afterSortOrPage(what));
  }

  /** Saves the edit on the service first: the cell shows the new value only once the service took it. */
  protected async applyEdit(row: TableRow, column: ResolvedColumn, oldValue: unknown, newValue: unknown): Promise<void> {
    const fid = Number(row.fid);
    const feature: GeoJSON.Feature = { type: 'Feature', id: fid, geometry: null as unknown as GeoJSON.Geometry, properties: { ...row.record, [column.dataIndex]: newValue } };
    try {
      await this.getService().update([feature]);
    } catch (error) {
      this.fail('update', error, 'table.saveFailed');
      return;
    }
    super.applyEdit(row, column, oldValue, newValue);
  }

  /** Adds a feature on the service (`geometry` default: a point at the map's centre) and shows its page. Resolves with its id. */
  async addRow(attributes: Record<string, unknown> = {}, geometry?: GeoJSON.Geometry): Promise<number | undefined> {
    const at = geometry ?? (this.view ? { type: 'Point' as const, coordinates: this.view.getCenter() } : undefined);
    let objectId: number;
    try {
      const result = await this.getService().add([{ type: 'Feature', geometry: at as GeoJSON.Geometry, properties: attributes }]);
      objectId = result.objectIds[0];
    } catch (error) {
      this.fail('add', error, 'table.saveFailed');
      return undefined;
    }
    // The new feature has the highest id: the last page in the service's order.
    this.sort = null;
    this.total += 1;
    this.pageIndex = Math.max(0, Math.ceil(this.total / this.pageSize()) - 1);
    await this.reload();
    this.select(String(objectId));
    this.props.onAdded?.({ objectId, record: attributes });
    return objectId;
  }

  /** Deletes the selected row's feature on the service. */
  async deleteSelected(): Promise<boolean> {
    const key = this.getSelected();
    const row = this.rows.find((r) => r.key === key);
    if (!row || row.fid === undefined) return false;
    try {
      await this.getService().delete([Number(row.fid)]);
    } catch (error) {
      this.fail('delete', error, 'table.saveFailed');
      return false;
    }
    this.select(undefined);
    await this.reload();
    this.props.onDeleted?.({ OID: Number(row.fid), record: row.record });
    return true;
  }

  protected renderTools(): Node[] {
    if (this.props.editable === false) return [];
    const add = this.button({ label: 'table.add', icon: '+', onClick: () => void this.addRow() });
    this.deleteButton = this.button({ label: 'table.delete', icon: '−', onClick: () => void this.deleteSelected() });
    this.updateTools();
    return [add, this.deleteButton];
  }

  protected selectRow(key: string | undefined, via: 'row' | 'map' | 'method', reveal = false): void {
    super.selectRow(key, via, reveal);
    this.updateTools();
  }

  private updateTools(): void {
    if (this.deleteButton) this.deleteButton.disabled = this.getSelected() === undefined;
  }

  private fail(operation: FeatureTableOperation, error: unknown, words: 'table.loadFailed' | 'table.saveFailed'): void {
    const message = serviceMessage(error);
    // The refused edit's cell shows the stored value again, then the message (a redraw clears the message line).
    if (operation === 'update') this.drawAll();
    this.showMessage(wordsOf(words, { message }), true);
    this.props.onError?.({ operation, message, error: error instanceof Error ? error : new Error(message) });
  }
}
