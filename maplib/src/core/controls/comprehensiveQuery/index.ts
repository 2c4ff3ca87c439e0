// Comprehensive query (综合查询): the control, its config shape and the pure query/result logic it runs on.
export {
  ComprehensiveQuery,
  DEFAULT_PAGE_SIZE as PLACE_SEARCH_PAGE_SIZE,
  DEFAULT_FLY_ZOOM,
  type ComprehensiveQueryProps,
  type ComprehensiveQuerySearchEvent,
  type ComprehensiveQueryResultEvent,
  type ComprehensiveQuerySelectEvent,
} from './comprehensiveQuery.ts';
export { PLACE_NAME_DEFAULTS, CATEGORY_COLORS, parseAllShows, type WidgetInfo, type PlaceNameInfo, type QueryTableEntry, type QueryWay, type ShowType } from './placeNameConfig.ts';
export { likeClause, caseVariants, categoryParameter, MAX_RESULTS_PER_CATEGORY } from './placeQueries.ts';
export { type CategoryResult, type ResultItem } from './searchResults.ts';
