// ComprehensiveQuery (综合查询, MapGIS's mapgis-comprehensive-query): one search box over several layers of an IGServer
// feature service — the place-name categories of `widgetInfo.placeName.queryTable` — with a `LIKE` query per
// category (through FeatureService), optionally limited to `geoJSONExtent`; tabs with each category's count, a paged
// result list and the results as markers (clustered above `clusterMaxCount`), list and map linked both ways.
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { DomControl, type DomControlProps } from '../domControl.ts';
import { func, number, string } from '../../base/validateProps.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { deepEqual } from '../../util/deepEqual.ts';
import { FeatureService } from '../../services/feature/index.ts';
import { FeatureServiceError } from '../../services/feature/featureServiceError.ts';
import { extentRule, PLACE_NAME_DEFAULTS, serviceBaseOf, widgetInfoProblem, type PlaceNameInfo, type WidgetInfo } from './placeNameConfig.ts';
import { categoriesSearched, categoryParameter } from './placeQueries.ts';
import { featureServiceUrl, queryCategory } from './categoryQuery.ts';
import { categoryColor, isClustered, itemsOfTab, pageOf, pageOfItem, resultItems, tabsOf, type CategoryResult, type ResultItem, type Tab } from './searchResults.ts';
import { markerCollection, ResultMarkersLayer, SelectedMarkerLayer } from './resultMarkers.ts';
import { markerImageId, provideMarkerImages } from './markerIcons.ts';

export interface ComprehensiveQuerySearchEvent {
  text: string;
  /** The request URL of each category searched, in queryTable order. */
  requests: string[];
  control: ComprehensiveQuery;
}

export interface ComprehensiveQueryResultEvent {
  text: string;
  /** Each category searched: name, colour, total, items, the request sent, and `error` when its query failed. */
  results: CategoryResult[];
  /** All matching features of the categories searched. */
  total: number;
  control: ComprehensiveQuery;
}

export interface ComprehensiveQuerySelectEvent {
  item: ResultItem;
  feature: GeoJSON.Feature;
  lngLat: [number, number];
  /** The category's name (its queryTable `placeName`). */
  category: string;
  /** What selected it: a row of the list, a marker on the map, or `select()`. */
  via: 'list' | 'map' | 'method';
  control: ComprehensiveQuery;
}

export interface ComprehensiveQueryProps extends DomControlProps {
  /** The service, the categories and how results show (the original's shape). Required. */
  widgetInfo: WidgetInfo;
  /** An image URL shown at the start of the search box. */
  logo?: string;
  /** The name of the area searched, shown before the box (`'北京市'`). */
  districtName?: string;
  /** An image URL for the result markers. Default: MapLib's pin in the category's colour. */
  defaultMarkerIcon?: string;
  /** An image URL for the selected result's marker. Default: MapLib's red pin. */
  selectedMarkerIcon?: string;
  /** A GeoJSON Polygon or MultiPolygon (or a Feature of one): only features meeting it are found. */
  geoJSONExtent?: GeoJSON.Polygon | GeoJSON.MultiPolygon | GeoJSON.Feature;
  /** Rows per page of the list, 1…100. Default 8. */
  pageSize?: number;
  /** The zoom the map flies to for a selected result (at least), 0…22. Default 6. */
  flyZoom?: number;
  /** A search started. */
  onSearch?: (e: ComprehensiveQuerySearchEvent) => void;
  /** A search's results came in (also when some or all categories failed). */
  onResult?: (e: ComprehensiveQueryResultEvent) => void;
  /** A result was selected. */
  onSelect?: (e: ComprehensiveQuerySelectEvent) => void;
  /** The results were cleared. */
  onClear?: (e: { control: ComprehensiveQuery }) => void;
}

export const DEFAULT_PAGE_SIZE = 8;
export const DEFAULT_FLY_ZOOM = 6;

let instances = 0;

export class ComprehensiveQuery extends DomControl<ComprehensiveQueryProps> {
  protected readonly panelClass = 'maplib-cq';
  protected readonly panelLabel = 'comprehensiveQuery.panel';
  private readonly uid = `maplib-cq-${++instances}`;
  /** The text of the last search. */
  private query = '';
  private results: CategoryResult[] = [];
  private tab: Tab['key'] = 'all';
  private page = 0;
  private selectedId?: string;
  private status: 'idle' | 'searching' | 'done' = 'idle';
  private abort?: AbortController;
  private markers?: ResultMarkersLayer;
  private images?: ReturnType<typeof provideMarkerImages>;
  private selectedMarker?: SelectedMarkerLayer;
  private els: { input?: HTMLInputElement; tabs?: HTMLElement; status?: HTMLElement; list?: HTMLElement; pager?: HTMLElement } = {};

  constructor(props: ComprehensiveQueryProps) {
    super(
      'ComprehensiveQuery',
      {
        logo: string,
        districtName: string,
        defaultMarkerIcon: string,
        selectedMarkerIcon: string,
        geoJSONExtent: extentRule,
        pageSize: number(1, 100, true),
        flyZoom: number(0, 22),
        onSearch: func,
        onResult: func,
        onSelect: func,
        onClear: func,
      },
      props,
      'top-left',
    );
  }

  protected validate(props: ComprehensiveQueryProps): void {
    super.validate(props);
    const problem = widgetInfoProblem(props.widgetInfo);
    if (problem) throw new MapLibError('ComprehensiveQuery', [problem]);
  }

  private get placeName(): PlaceNameInfo {
    return { ...PLACE_NAME_DEFAULTS, ...this.props.widgetInfo.placeName };
  }

  private get pageSize(): number {
    return this.props.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  protected mount(view: MapView): void {
    super.mount(view);
    // The words the state writes (status line, the "all" tab) follow the locale too.
    this.onDetach(view.on('localechange', () => this.showResults()));
    // No wider than the map leaves beside the other corner's controls (a 390 px phone).
    const fit = () => {
      if (this.panel) this.panel.style.maxWidth = `${Math.max(180, view.container.clientWidth - 70)}px`;
    };
    this.onDetach(view.on('resize', fit));
    fit();
    const images = (this.images = provideMarkerImages(view.maplibre));
    this.onDetach(() => {
      images.stop();
      this.images = undefined;
    });
    this.onDetach(() => {
      this.abort?.abort();
      this.abort = undefined;
      this.removeMarkers();
    });
    this.drawMarkers();
  }

  // Props the panel shows render it again (DomControl); the service or categories changing clears the results.
  protected patch(prev: ComprehensiveQueryProps, next: ComprehensiveQueryProps): boolean | void {
    if (!deepEqual(prev.widgetInfo, next.widgetInfo) || !deepEqual(prev.geoJSONExtent, next.geoJSONExtent)) this.reset();
    super.patch(prev, next);
    if (prev.defaultMarkerIcon !== next.defaultMarkerIcon || prev.selectedMarkerIcon !== next.selectedMarkerIcon || prev.pageSize !== next.pageSize) this.drawMarkers();
  }

  update(partial: Partial<ComprehensiveQueryProps>): void {
    const locale = this.props.locale;
    super.update(partial);
    if (this.props.locale !== locale) this.showResults();
  }

  // #region panel
  protected render(p: ComprehensiveQueryProps): Node[] {
    const bar = document.createElement('div');
    bar.className = 'maplib-cq-bar';
    if (p.logo) {
      const logo = document.createElement('img');
      logo.className = 'maplib-cq-logo';
      logo.src = p.logo;
      logo.alt = '';
      bar.append(logo);
    }
    if (p.districtName) {
      const district = document.createElement('span');
      district.className = 'maplib-cq-district';
      district.textContent = p.districtName;
      bar.append(district);
    }
    const input = document.createElement('input');
    input.type = 'search';
    input.className = 'maplib-cq-input';
    input.value = this.query;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'none');
    input.setAttribute('aria-controls', `${this.uid}-list`);
    input.setAttribute('aria-expanded', 'false');
    this.say(input, 'comprehensiveQuery.input', 'aria-label');
    this.say(input, 'comprehensiveQuery.placeholder', 'placeholder');
    input.addEventListener('keydown', (e) => this.onInputKey(e));
    const search = this.button({ label: 'comprehensiveQuery.search', className: 'maplib-cq-search', onClick: () => void this.search(input.value) });
    const clear = this.button({ label: 'comprehensiveQuery.clear', icon: '×', className: 'maplib-cq-clear', onClick: () => this.clear() });
    bar.append(input, search, clear);

    const tabs = document.createElement('div');
    tabs.className = 'maplib-cq-tabs';
    tabs.setAttribute('role', 'tablist');
    this.say(tabs, 'comprehensiveQuery.categories', 'aria-label');
    const status = document.createElement('div');
    status.className = 'maplib-cq-status';
    status.setAttribute('role', 'status');
    const list = document.createElement('ul');
    list.className = 'maplib-cq-list';
    list.id = `${this.uid}-list`;
    list.tabIndex = 0;
    list.setAttribute('role', 'listbox');
    this.say(list, 'comprehensiveQuery.results', 'aria-label');
    list.addEventListener('keydown', (e) => this.onListKey(e));
    const pager = document.createElement('div');
    pager.className = 'maplib-cq-pager';
    this.els = { input, tabs, status, list, pager };
    this.showResults();
    return [bar, tabs, status, list, pager];
  }

  /** Writes the tabs, status line, list and pager from the state (the search bar is left alone: it keeps focus). */
  private showResults(): void {
    const { tabs, status, list, pager, input } = this.els;
    if (!tabs || !status || !list || !pager || !input) return;
    const hasResults = this.results.length > 0;
    const p = this.placeName;
    tabs.replaceChildren(...(hasResults ? tabsOf(this.results, p, p.allSearchName ?? this.text('comprehensiveQuery.all')).map((t) => this.tabButton(t)) : []));
    tabs.hidden = !hasResults;
    const errors = this.results.filter((r) => r.error).map((r) => `${r.name}: ${r.error}`);
    const items = this.tabItems();
    status.textContent =
      this.status === 'searching'
        ? this.text('comprehensiveQuery.searching')
        : [this.status === 'done' && !items.length && !errors.length ? this.text('comprehensiveQuery.none') : '', ...errors.map((e) => `${this.text('comprehensiveQuery.failed')} ${e}`)].filter(Boolean).join('\n');
    status.hidden = status.textContent === '';
    const page = pageOf(items, this.page, this.pageSize);
    this.page = page.index;
    list.replaceChildren(...page.items.map((item) => this.row(item)));
    list.hidden = page.items.length === 0;
    input.setAttribute('aria-expanded', String(page.items.length > 0));
    const active = page.items.find((it) => it.id === this.selectedId);
    if (active) list.setAttribute('aria-activedescendant', this.rowId(active));
    else list.removeAttribute('aria-activedescendant');
    pager.hidden = page.count <= 1;
    pager.replaceChildren();
    if (page.count > 1) {
      const prev = this.button({ label: 'comprehensiveQuery.prev', icon: '‹', onClick: () => this.goToPage(this.page - 1) });
      const next = this.button({ label: 'comprehensiveQuery.next', icon: '›', onClick: () => this.goToPage(this.page + 1) });
      prev.disabled = page.index === 0;
      next.disabled = page.index >= page.count - 1;
      const at = document.createElement('span');
      at.className = 'maplib-cq-page';
      at.textContent = `${page.index + 1} / ${page.count}`;
      pager.append(prev, at, next);
    }
  }

  private tabButton(t: Tab): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'maplib-cq-tab';
    b.setAttribute('role', 'tab');
    b.setAttribute('aria-selected', String(t.key === this.tab));
    b.tabIndex = t.key === this.tab ? 0 : -1;
    if (t.color) {
      const dot = document.createElement('span');
      dot.className = 'maplib-cq-dot';
      dot.style.background = t.color;
      dot.setAttribute('aria-hidden', 'true');
      b.append(dot);
    }
    const count = document.createElement('span');
    count.className = 'maplib-cq-count';
    count.textContent = String(t.count);
    b.append(`${t.name} `, count);
    b.addEventListener('click', () => this.setTab(t.key));
    b.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      const all = [...(b.parentElement?.children ?? [])] as HTMLButtonElement[];
      const to = all[(all.indexOf(b) + (e.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
      to?.click();
      (this.els.tabs?.querySelector('[aria-selected="true"]') as HTMLElement | null)?.focus();
    });
    return b;
  }

  private rowId(item: ResultItem): string {
    return `${this.uid}-${item.id.replace(/[^\w-]/g, '_')}`;
  }

  private row(item: ResultItem): HTMLLIElement {
    const li = document.createElement('li');
    li.id = this.rowId(item);
    li.className = 'maplib-cq-row';
    li.setAttribute('role', 'option');
    li.setAttribute('aria-selected', String(item.id === this.selectedId));
    li.dataset.id = item.id;
    const dot = document.createElement('span');
    dot.className = 'maplib-cq-dot';
    dot.style.background = item.color;
    dot.setAttribute('aria-hidden', 'true');
    const title = document.createElement('span');
    title.className = 'maplib-cq-title';
    title.textContent = item.title;
    li.append(dot, title);
    const category = this.results.find((r) => r.category === item.category);
    if (this.tab === 'all' && category) {
      const tag = document.createElement('span');
      tag.className = 'maplib-cq-tag';
      tag.textContent = category.name;
      li.append(tag);
    }
    if (item.details.length) {
      const details = document.createElement('span');
      details.className = 'maplib-cq-details';
      const zh = this.locale === 'zh-CN';
      details.textContent = item.details.map((d) => `${d.label}${zh ? '：' : ': '}${d.value}`).join(zh ? '　' : ' · ');
      li.append(details);
    }
    li.addEventListener('click', () => this.selectItem(item, 'list'));
    return li;
  }

  private onInputKey(e: KeyboardEvent): void {
    if (e.key === 'Enter') {
      e.preventDefault();
      void this.search((e.target as HTMLInputElement).value);
    } else if (e.key === 'Escape') {
      this.clear();
    } else if (e.key === 'ArrowDown' && this.tabItems().length) {
      e.preventDefault();
      this.els.list?.focus();
      if (!this.selectedId) this.moveSelection(0);
    }
  }

  /** Up/down move the selection through the list (across pages), Home/End to its ends, PageUp/PageDown by a page. */
  private onListKey(e: KeyboardEvent): void {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: this.pageSize, PageUp: -this.pageSize, Home: -Infinity, End: Infinity };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const item = this.tabItems().find((it) => it.id === this.selectedId);
      if (item) this.selectItem(item, 'list');
      return;
    }
    if (!(e.key in steps)) return;
    e.preventDefault();
    this.moveSelection(steps[e.key]);
  }

  private moveSelection(step: number): void {
    const items = this.tabItems();
    if (!items.length) return;
    const at = items.findIndex((it) => it.id === this.selectedId);
    const to = at < 0 ? 0 : Math.min(items.length - 1, Math.max(0, at + step));
    this.selectItem(items[to], 'list');
  }

  private goToPage(index: number): void {
    this.page = index;
    this.showResults();
  }

  /** Shows a tab: "all" or a category index; a category not searched yet (allUse false) is searched now. */
  setTab(key: Tab['key']): void {
    this.tab = key;
    this.page = 0;
    if (key !== 'all' && this.query && !this.results.some((r) => r.category === key)) {
      void this.runSearch(this.query, [key], true);
      return;
    }
    this.showResults();
    this.drawMarkers();
    this.fitToItems();
  }
  // #endregion panel

  private tabItems(): ResultItem[] {
    return itemsOfTab(this.results, this.tab, this.placeName.allShows);
  }

  /**
   * Searches every category (those with `allUse: false` when their tab is opened) for `text`; resolves with each
   * category's result once all answered. A new search aborts the one in flight.
   */
  search(text: string): Promise<CategoryResult[]> {
    const p = this.placeName;
    if (p.combine !== false) this.tab = 'all';
    else if (this.tab === 'all') this.tab = 0;
    const categories = categoriesSearched(p.queryTable, 'all');
    if (this.tab !== 'all' && !categories.includes(this.tab)) categories.unshift(this.tab);
    return this.runSearch(text, categories, false);
  }

  private async runSearch(text: string, categories: number[], keep: boolean): Promise<CategoryResult[]> {
    const trimmed = text.trim();
    if (this.els.input && this.els.input.value !== text) this.els.input.value = text;
    if (!trimmed) {
      this.clear();
      return [];
    }
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const p = this.placeName;
    const service = new FeatureService({ url: featureServiceUrl(serviceBaseOf(p), p.queryWay!, p.docName), protocol: 'igs' });
    const parameters = categories.map((i) => categoryParameter(p.queryTable[i], trimmed, { queryWay: p.queryWay!, extent: this.props.geoJSONExtent }));
    const requests = parameters.map((param) => param.toUrl('igs', featureServiceUrl(serviceBaseOf(p), p.queryWay!, p.docName)));
    this.query = trimmed;
    if (!keep) {
      this.results = [];
      this.selectedId = undefined;
      this.page = 0;
    }
    this.status = 'searching';
    this.showResults();
    this.props.onSearch?.({ text: trimmed, requests, control: this });
    const answers = await Promise.all(
      categories.map(async (i, k): Promise<CategoryResult> => {
        const entry = p.queryTable[i];
        const base = { category: i, name: entry.placeName, color: categoryColor(entry, i), request: requests[k] };
        try {
          const answer = await queryCategory(service, parameters[k], abort.signal);
          const items = resultItems(entry, i, answer.features);
          return { ...base, total: answer.total ?? items.length, items };
        } catch (err) {
          if (abort.signal.aborted) return { ...base, total: 0, items: [] };
          return { ...base, total: 0, items: [], error: err instanceof FeatureServiceError ? err.serviceMessage : (err as Error).message };
        }
      }),
    );
    if (abort.signal.aborted || !this.view) return answers;
    this.abort = undefined;
    this.results = [...this.results.filter((r) => !categories.includes(r.category)), ...answers].sort((a, b) => a.category - b.category);
    this.status = 'done';
    this.showResults();
    this.drawMarkers();
    this.fitToItems();
    this.props.onResult?.({ text: trimmed, results: this.results, total: this.results.reduce((n, r) => n + r.total, 0), control: this });
    return this.results;
  }

  /** Removes the results, the markers and the text. */
  clear(): void {
    this.abort?.abort();
    this.abort = undefined;
    const had = this.results.length > 0 || this.query !== '';
    this.reset();
    if (this.els.input) this.els.input.value = '';
    if (had) this.props.onClear?.({ control: this });
  }

  private reset(): void {
    this.query = '';
    this.results = [];
    this.selectedId = undefined;
    this.page = 0;
    this.tab = 'all';
    this.status = 'idle';
    this.showResults();
    this.drawMarkers();
  }

  /** The results of the last search, per category. */
  getResults(): CategoryResult[] {
    return this.results;
  }

  /** Selects the result with `id` (a ResultItem's `{category}:{feature id}`): highlights it and flies there. */
  select(id: string): boolean {
    const item = this.results.flatMap((r) => r.items).find((it) => it.id === id);
    if (!item) return false;
    if (!this.tabItems().some((it) => it.id === id)) this.tab = item.category;
    this.selectItem(item, 'method');
    return true;
  }

  private selectItem(item: ResultItem, via: ComprehensiveQuerySelectEvent['via']): void {
    this.selectedId = item.id;
    const at = pageOfItem(this.tabItems(), item.id, this.pageSize);
    if (at >= 0) this.page = at;
    this.showResults();
    const row = this.els.list?.querySelector<HTMLElement>(`#${CSS.escape(this.rowId(item))}`);
    row?.scrollIntoView({ block: 'nearest' });
    this.drawMarkers();
    const view = this.view;
    if (view && !view.removed) void view.flyTo({ center: item.lngLat, zoom: Math.max(view.getZoom(), this.props.flyZoom ?? DEFAULT_FLY_ZOOM), duration: 800 });
    const category = this.results.find((r) => r.category === item.category)?.name ?? '';
    this.props.onSelect?.({ item, feature: item.feature, lngLat: item.lngLat, category, via, control: this });
  }

  /** After a search or a tab change: the map shows every item of the tab (one item: flies to it). */
  private fitToItems(): void {
    const view = this.view;
    const items = this.tabItems();
    if (!view || view.removed || !items.length || this.placeName.showType === 'list') return;
    if (items.length === 1) {
      void view.flyTo({ center: items[0].lngLat, zoom: Math.max(view.getZoom(), this.props.flyZoom ?? DEFAULT_FLY_ZOOM), duration: 800 });
      return;
    }
    const xs = items.map((it) => it.lngLat[0]);
    const ys = items.map((it) => it.lngLat[1]);
    void view.fitBounds([[Math.min(...xs), Math.min(...ys)], [Math.max(...xs), Math.max(...ys)]], { padding: this.fitPadding(), maxZoom: this.props.flyZoom ?? DEFAULT_FLY_ZOOM, duration: 800 });
  }

  /** 60 px around the results, and on the panel's side its width too (up to half the map), so no pin hides under it. */
  private fitPadding(): { top: number; right: number; bottom: number; left: number } {
    const pad = { top: 60, right: 60, bottom: 60, left: 60 };
    const width = this.panel?.offsetWidth ?? 0;
    const mapWidth = this.view?.container.clientWidth ?? 0;
    const side = (this.props.position ?? this.defaultPosition).endsWith('left') ? 'left' : 'right';
    if (width && mapWidth) pad[side] = Math.min(width + 30, Math.max(60, mapWidth / 2 - 60));
    return pad;
  }

  // #region markers
  /** The tab's items on the map: the selected one apart, the rest clustered above clusterMaxCount. */
  private drawMarkers(): void {
    const view = this.view;
    if (!view || view.removed) return;
    const p = this.placeName;
    const items = p.showType === 'list' ? [] : this.tabItems();
    const selected = items.filter((it) => it.id === this.selectedId);
    const rest = items.filter((it) => it.id !== this.selectedId);
    const data = markerCollection(rest);
    const clustered = isClustered(items.length, p.clusterMaxCount!);
    this.images?.addImages([
      ...new Set(rest.map((it) => markerImageId({ url: this.props.defaultMarkerIcon, color: it.color }))),
      markerImageId({ url: this.props.selectedMarkerIcon, selected: true }),
    ]);
    const title = { zh: '综合查询结果', en: 'Search results' };
    if (!this.markers) {
      this.markers = view.add(
        new ResultMarkersLayer({
          id: `${this.uid}-results`,
          title,
          geojson: data,
          clustered,
          markerIcon: this.props.defaultMarkerIcon,
          onPointClick: (e) => this.markerClicked(e.feature),
        }),
      );
      this.selectedMarker = view.add(new SelectedMarkerLayer({ id: `${this.uid}-selected`, title, data: markerCollection(selected), markerIcon: this.props.selectedMarkerIcon }));
    } else {
      this.markers.update({ geojson: data, clustered, markerIcon: this.props.defaultMarkerIcon });
      this.selectedMarker!.update({ data: markerCollection(selected), markerIcon: this.props.selectedMarkerIcon });
    }
  }

  private markerClicked(feature: GeoJSON.Feature): void {
    const id = feature.properties?.id;
    const item = this.tabItems().find((it) => it.id === id);
    if (item) this.selectItem(item, 'map');
  }

  private removeMarkers(): void {
    this.markers?.remove();
    this.selectedMarker?.remove();
    this.markers = this.selectedMarker = undefined;
  }
  // #endregion markers
}
