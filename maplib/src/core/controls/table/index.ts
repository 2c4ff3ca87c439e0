// The attribute tables: BaseTable (rows given or a layer's) and the pure parts they are made of.
export { BaseTable, DEFAULT_PAGE_SIZE as TABLE_PAGE_SIZE, ROW_HEIGHT, type BaseTableProps, type TablePagination, type TableEditEvent, type TableSelectEvent, type TablePageEvent, type SortOrder } from './baseTable.ts';
export { readDataSource, resolveColumns, type TableColumn, type TableDataSource, type TableRow, type ResolvedColumn } from './tableData.ts';
export { parseCell, cellText } from './cellValue.ts';
export { gridKey, type GridPosition, type GridAction } from './gridKeys.ts';
export type { HighlightStyle as TableHighlightStyle } from './tableHighlight.ts';
export { FeatureTable, DEFAULT_FEATURE_PAGE_SIZE, type FeatureTableProps, type FeatureTableErrorEvent, type FeatureTableOperation } from './featureTable.ts';
