// PlotLayer: tactical graphics kept as a layer. Its data are plot features (type and control points in their
// properties, see plotGeometry.ts); it draws their areas, lines and text with per-plot style, tells which plot is
// under the pointer, keeps one selected (outlined), and edits plots through `update({ data })` so that every change
// takes the same path as a prop change (validated, patched in place, kept across basemap switches). Point plots
// (`milSymbol`) are drawn as icons by milsymbol, loaded only when the first of them is shown (milSymbolImages.ts).
import type * as GeoJSON from 'geojson';
import type { GeoJSONSource, MapStyleImageMissingEvent, SourceSpecification } from 'maplibre-gl';
import { BaseLayer, LAYER_HELD_PROPS, type LayerProps } from '../layers/base/baseLayer.ts';
import type { LayerStyle } from '../layers/base/diffLayerProps.ts';
import { differsOnlyIn } from '../util/differsOnlyIn.ts';
import { FONT_STACK } from '../basemap/fonts.ts';
import { MapLibError } from '../base/mapLibError.ts';
import { boolean, func, show, string, type Rules } from '../base/validateProps.ts';
import { plotFeature, readPlotFeature, type PlotProperties } from './geometry/plotGeometry.ts';
import type { PlotType } from './geometry/catalog.ts';
import { plotStyleProblems, resolvedPlotStyle, type PlotStyle } from './plotStyle.ts';
import { PLOT_GRAPHICS } from './geometry/catalog.ts';
import { milSymbolImageId, milSymbolSpec } from './milSymbol/milSymbolOptions.ts';
import { MilSymbolImages, type SymbolSpec } from './milSymbol/milSymbolImages.ts';

export type PlotFeature = GeoJSON.Feature<GeoJSON.Geometry, PlotProperties> & { id: string };

export interface PlotSelectEvent {
  type: 'select';
  /** The selected plot, or null when the selection was cleared. */
  plot: PlotFeature | null;
  layer: PlotLayer<any>;
}

export interface PlotChangeEvent {
  type: 'change';
  /** Every plot after the change, with control points (the layer's data as GeoJSON). */
  data: GeoJSON.FeatureCollection<GeoJSON.Geometry, PlotProperties>;
  reason: 'add' | 'update' | 'remove' | 'clear' | 'data';
  /** The plot added, changed or removed (none for clear and data). */
  plot?: PlotFeature;
  layer: PlotLayer<any>;
}

export interface PlotLayerProps extends LayerProps {
  /** Plot features (a FeatureCollection or an array); each keeps `plotType` and `controlPoints` in its properties. */
  data?: GeoJSON.FeatureCollection | GeoJSON.Feature[];
  /** The style of plots that have none of their own (fill, fillOpacity, stroke, strokeWidth, text, textColor). */
  defaultStyle?: PlotStyle;
  /** A click on a plot selects it (and on the map elsewhere clears the selection). Default true. */
  selectable?: boolean;
  /** The selected plot's id (outlined); null or undefined: none. */
  selectedId?: string | null;
  onSelect?: (e: PlotSelectEvent) => void;
  onChange?: (e: PlotChangeEvent) => void;
  /** A point symbol could not be drawn (milsymbol does not know its `sidc`, or its chunk did not load); without it, a console error. */
  onError?: (e: { error: MapLibError; layer: PlotLayer<any> }) => void;
}

const HIGHLIGHT = '#1e88e5';

const dataRule = (v: unknown) =>
  v === undefined || Array.isArray(v) || (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'FeatureCollection')
    ? undefined
    : `must be a FeatureCollection or an array of plot features, got ${show(v)}`;

/** Reads the data prop into plots with string ids (given ids kept; others numbered in order). */
function readPlots(data: PlotLayerProps['data']): PlotFeature[] {
  const list = data === undefined ? [] : Array.isArray(data) ? data : data.features;
  const seen = new Set<string>();
  return list.map((f, i) => {
    const plot = readPlotFeature(f);
    const id = plot.id !== undefined ? String(plot.id) : `plot-${i + 1}`;
    if (seen.has(id)) throw new MapLibError('PlotLayer', [`data: two plots have the id ${show(id)}`]);
    seen.add(id);
    const problems = plotStyleProblems(plot.properties.style, `data[${i}].properties.style`);
    if (problems.length) throw new MapLibError('PlotLayer', problems);
    return { ...plot, id };
  });
}

/**
 * A plot's geometry as the features drawn: collections and multi-lines apart, so that only the first part carries the
 * text (MapLibre labels every line of a MultiLineString: a straight arrow's barbs repeated its label).
 */
const partsOf = (g: GeoJSON.Geometry): GeoJSON.Geometry[] => {
  if (g.type === 'GeometryCollection') return g.geometries.flatMap(partsOf);
  if (g.type === 'MultiLineString') return g.coordinates.map((coordinates): GeoJSON.LineString => ({ type: 'LineString', coordinates }));
  return [g];
};

const TEXT_PAINT = { 'text-color': ['get', 'textColor'], 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 };

const isPointPlot = (plot: PlotFeature) => PLOT_GRAPHICS[plot.properties.plotType].kind === 'point';

/**
 * What the style layers draw: each plot's parts, with its resolved style flattened into top-level properties; a point
 * symbol's image, offset and ring radius once its image is drawn (before that, no icon: nothing to ask the map for).
 */
function displayData(plots: PlotFeature[], fallback: PlotStyle | undefined, layerId: string, symbols: MilSymbolImages): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const plot of plots) {
    const style = resolvedPlotStyle(plot.properties.style as PlotStyle | undefined, fallback);
    let symbol = {};
    if (isPointPlot(plot)) {
      const id = milSymbolImageId(layerId, milSymbolSpec(plot.properties));
      const offset = symbols.offset(id);
      symbol = { icon: offset ? id : '', iconOffset: offset ?? [0, 0], frameOffset: symbols.frameOffset(id) };
    }
    partsOf(plot.geometry).forEach((geometry, part) => {
      features.push({ type: 'Feature', geometry, properties: { plotId: plot.id, plotType: plot.properties.plotType, ...style, ...symbol, text: part === 0 ? style.text : '' } });
    });
  }
  return { type: 'FeatureCollection', features };
}

let plotCounter = 0;

export class PlotLayer<P extends PlotLayerProps = PlotLayerProps> extends BaseLayer<P> {
  /** Drawing and editing change the plots and the selection: a React render keeps them until its own values change. */
  readonly heldProps: readonly string[] = [...LAYER_HELD_PROPS, 'data', 'selectedId'];
  private cache?: { data: PlotLayerProps['data']; plots: PlotFeature[] };
  /** Plots shown instead of the layer's own for now (an animation's frame); its data stay as they are. */
  private frame?: PlotFeature[];
  private displayWatchers = new Set<(plots: PlotFeature[]) => void>();
  private symbols = new MilSymbolImages(
    () => this.redraw(),
    (imageId, problem) => {
      const plot = this.getDisplayedPlots().find((p) => isPointPlot(p) && milSymbolImageId(this.id, milSymbolSpec(p.properties)) === imageId);
      const error = new MapLibError('PlotLayer', [`${plot ? `plot ${show(plot.id)}: ` : ''}${problem}`]);
      if (this.props.onError) this.props.onError({ error, layer: this });
      else console.error(error.message);
    },
  );

  /** `component` and `rules`: for layers built on this one (PlotAnimation), their name in errors and their own props' rules. */
  constructor(props: P = {} as P, component = 'PlotLayer', rules: Rules = {}) {
    super(
      component,
      {
        data: dataRule,
        defaultStyle: (v) => plotStyleProblems(v, 'defaultStyle')[0]?.replace(/^defaultStyle /, ''),
        selectable: boolean,
        selectedId: (v) => (v === undefined || v === null ? undefined : string(v, {})),
        onSelect: func,
        onChange: func,
        onError: func,
        ...rules,
      },
      props,
    );
  }

  protected validate(props: P): void {
    super.validate(props);
    this.plots(props);
  }

  /** The plots of these props (read once per data object). */
  private plots(p: PlotLayerProps): PlotFeature[] {
    if (!this.cache || this.cache.data !== p.data) this.cache = { data: p.data, plots: readPlots(p.data) };
    return this.cache.plots;
  }

  protected sourceSpec(p: PlotLayerProps): SourceSpecification {
    return { type: 'geojson', data: displayData(this.frame ?? this.plots(p), p.defaultStyle, this.id, this.symbols) } as SourceSpecification;
  }

  /** Sets the source's data again from the plots shown (after a frame, or once symbol images are drawn). */
  private redraw(): void {
    this.getSource<GeoJSONSource>()?.setData(displayData(this.frame ?? this.plots(this.props), this.props.defaultStyle, this.id, this.symbols));
  }

  /** Draws the images the point plots shown need (loading milsymbol on the first), and drops those no plot uses. */
  private syncSymbols(): void {
    const map = this.map;
    if (!map) return;
    const wanted = new Map<string, SymbolSpec>();
    for (const plot of this.frame ?? this.plots(this.props)) {
      if (!isPointPlot(plot)) continue;
      const spec = milSymbolSpec(plot.properties);
      wanted.set(milSymbolImageId(this.id, spec), spec);
    }
    this.symbols.sync(map, wanted);
  }

  protected afterAttach(): void {
    this.syncSymbols();
  }

  /** Shows these plots instead of the layer's own (an animation frame), or the layer's own again with undefined. */
  protected showFrame(plots: PlotFeature[] | undefined): void {
    this.frame = plots;
    this.redraw();
    this.syncSymbols();
    this.displayed();
  }

  protected rawLayers(p: PlotLayerProps): LayerStyle[] {
    const areas = ['==', ['geometry-type'], 'Polygon'];
    const points = ['==', ['geometry-type'], 'Point'];
    return [
      { id: `${this.id}-fill`, type: 'fill', source: this.id, filter: areas, paint: { 'fill-color': ['get', 'fill'], 'fill-opacity': ['get', 'fillOpacity'] }, layout: {} },
      { id: `${this.id}-line`, type: 'line', source: this.id, paint: { 'line-color': ['get', 'stroke'], 'line-width': ['get', 'strokeWidth'], 'line-opacity': ['get', 'strokeOpacity'] }, layout: { 'line-join': 'round', 'line-cap': 'round' } },
      {
        id: `${this.id}-selected`,
        type: 'line',
        source: this.id,
        filter: ['==', ['get', 'plotId'], p.selectedId ?? ''],
        paint: { 'line-color': HIGHLIGHT, 'line-width': ['+', ['get', 'strokeWidth'], 3], 'line-dasharray': [2, 1] },
        layout: { 'line-join': 'round' },
      },
      // A selected point symbol: a dashed frame round it (an image per symbol, see milSymbolImages.ts).
      {
        id: `${this.id}-selected-symbol`,
        type: 'symbol',
        source: this.id,
        filter: ['all', points, ['!=', ['get', 'icon'], ''], ['==', ['get', 'plotId'], p.selectedId ?? '']],
        paint: {},
        layout: { 'icon-image': ['concat', ['get', 'icon'], ':selected'], 'icon-anchor': 'top-left', 'icon-offset': ['get', 'frameOffset'], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
      },
      // Point symbols: their image's top-left corner offset so that milsymbol's anchor sits on the point.
      {
        id: `${this.id}-symbol`,
        type: 'symbol',
        source: this.id,
        filter: ['all', points, ['!=', ['get', 'icon'], '']],
        paint: { 'icon-opacity': ['get', 'strokeOpacity'] },
        layout: { 'icon-image': ['get', 'icon'], 'icon-anchor': 'top-left', 'icon-offset': ['get', 'iconOffset'], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
      },
      // Symbols carry their own text fields (uniqueDesignation…): text is for areas (inside them) and lines (along
      // the middle of the first line, above it).
      {
        id: `${this.id}-text`,
        type: 'symbol',
        source: this.id,
        filter: ['all', ['!=', ['get', 'text'], ''], ['==', ['geometry-type'], 'Polygon']],
        paint: TEXT_PAINT,
        layout: { 'text-field': ['get', 'text'], 'text-font': FONT_STACK, 'text-size': 14 },
      },
      {
        id: `${this.id}-line-text`,
        type: 'symbol',
        source: this.id,
        filter: ['all', ['!=', ['get', 'text'], ''], ['==', ['geometry-type'], 'LineString']],
        paint: TEXT_PAINT,
        layout: { 'text-field': ['get', 'text'], 'text-font': FONT_STACK, 'text-size': 14, 'symbol-placement': 'line-center', 'text-offset': [0, -0.9], 'text-keep-upright': true },
      },
    ];
  }

  protected patchSource(prev: SourceSpecification, next: SourceSpecification): boolean {
    if (!differsOnlyIn(prev, next, ['data'])) return false;
    this.getSource<GeoJSONSource>()?.setData((next as { data: GeoJSON.GeoJSON }).data);
    return true;
  }

  /** The plots drawn now: an animation's frame while one shows, else the layer's own. */
  getDisplayedPlots(): PlotFeature[] {
    return [...(this.frame ?? this.plots(this.props))];
  }

  /**
   * Calls `watcher` with the plots drawn whenever they change (data, an edit, an animation frame) — what a linked
   * view mirrors. Returns the function that stops it.
   */
  watchDisplay(watcher: (plots: PlotFeature[]) => void): () => void {
    this.displayWatchers.add(watcher);
    return () => this.displayWatchers.delete(watcher);
  }

  private displayed(): void {
    if (!this.displayWatchers.size) return;
    const plots = this.getDisplayedPlots();
    for (const w of [...this.displayWatchers]) w(plots);
  }

  protected afterUpdate(_prev: P, _next: P): void {
    if (this.isLive()) this.syncSymbols();
    this.displayed();
  }

  protected mount(): void {
    super.mount();
    const map = this.map!;
    const onClick = (e: { point: { x: number; y: number } }) => {
      if (this.props.selectable === false || this.view?.interactions.active) return;
      this.select(this.plotAt([e.point.x, e.point.y])?.id ?? null);
    };
    map.on('click', onClick);
    // A basemap switch dropped the symbols' images with the old style: the map asks for each again.
    const onMissing = (e: MapStyleImageMissingEvent) => this.symbols.restore(map, e.id);
    map.on('styleimagemissing', onMissing);
    this.onDetach(() => {
      map.off('click', onClick);
      map.off('styleimagemissing', onMissing);
    });
  }

  protected unmount(): void {
    super.unmount();
    this.symbols.removeAll(this.map);
  }

  // -- reading ---------------------------------------------------------------------------------------------------

  /** Every plot, with its id, type, control points and style. */
  getPlots(): PlotFeature[] {
    return [...this.plots(this.props)];
  }

  getPlot(id: string): PlotFeature | undefined {
    return this.plots(this.props).find((p) => p.id === id);
  }

  /** The layer's plots as GeoJSON, control points kept: what `data` takes back, and what a file or service stores. */
  toGeoJSON(): GeoJSON.FeatureCollection<GeoJSON.Geometry, PlotProperties> {
    return { type: 'FeatureCollection', features: this.getPlots().map((p) => structuredClone(p)) };
  }

  getFeatures(): GeoJSON.Feature[] {
    return this.getPlots();
  }

  /** The topmost plot drawn at a pixel of the map (within `tolerance` pixels of lines), or undefined. */
  plotAt(point: [number, number], tolerance = 4): PlotFeature | undefined {
    const map = this.map;
    if (!map) return undefined;
    const box: [[number, number], [number, number]] = [
      [point[0] - tolerance, point[1] - tolerance],
      [point[0] + tolerance, point[1] + tolerance],
    ];
    // Symbols first (drawn above areas), by their image's box on screen: symbol layers answer queries only once
    // placed, which a style change (a selection) delays.
    const shown = this.getDisplayedPlots();
    for (let i = shown.length - 1; i >= 0; i--) {
      const plot = shown[i];
      if (!isPointPlot(plot)) continue;
      const b = this.symbols.box(milSymbolImageId(this.id, milSymbolSpec(plot.properties)));
      if (!b) continue;
      const at = map.project(plot.properties.controlPoints[0] as [number, number]);
      const [x, y] = [point[0] - at.x, point[1] - at.y];
      if (x >= b.left - tolerance && x <= b.left + b.width + tolerance && y >= b.top - tolerance && y <= b.top + b.height + tolerance) return this.getPlot(plot.id) ?? plot;
    }
    const layers = [`${this.id}-fill`, `${this.id}-line`].filter((l) => map.getLayer(l));
    const hit = map.queryRenderedFeatures(box, { layers })[0];
    return hit ? this.getPlot(String(hit.properties?.plotId)) : undefined;
  }

  // -- editing -----------------------------------------------------------------------------------------------------

  /** Adds a plot from its type and control points (or a plot feature); returns its id. */
  addPlot(type: PlotType, controlPoints: GeoJSON.Position[], properties?: Record<string, unknown>): string;
  addPlot(feature: GeoJSON.Feature): string;
  addPlot(a: PlotType | GeoJSON.Feature, points?: GeoJSON.Position[], properties: Record<string, unknown> = {}): string {
    const feature = typeof a === 'string' ? plotFeature(a, points ?? [], properties) : a;
    let id = feature.id !== undefined ? String(feature.id) : `plot-${Date.now().toString(36)}-${++plotCounter}`;
    while (this.getPlot(id)) id = `${id}-${++plotCounter}`;
    const plot = { ...readPlotFeature(feature), id } as PlotFeature;
    this.commit([...this.plots(this.props), plot], 'add', plot);
    return id;
  }

  /** Changes a plot's control points and/or properties (style, text…); its geometry is built again. */
  updatePlot(id: string, change: { controlPoints?: GeoJSON.Position[]; properties?: Record<string, unknown> }): PlotFeature {
    const old = this.requirePlot(id, 'updatePlot');
    const { plotType, controlPoints, ...props } = old.properties;
    const plot = { ...plotFeature(plotType, change.controlPoints ?? controlPoints, { ...props, ...change.properties }, id), id } as PlotFeature;
    this.commit(this.plots(this.props).map((p) => (p.id === id ? plot : p)), 'update', plot);
    return plot;
  }

  /** Removes a plot (and clears the selection if it was selected). */
  removePlot(id: string): void {
    const plot = this.requirePlot(id, 'removePlot');
    this.commit(
      this.plots(this.props).filter((p) => p.id !== id),
      'remove',
      plot,
    );
  }

  /** Removes every plot. */
  clear(): void {
    this.commit([], 'clear');
  }

  /** Replaces every plot (e.g. an undo step, an imported file). */
  setPlots(data: GeoJSON.FeatureCollection | GeoJSON.Feature[]): void {
    this.update({ data, selectedId: null } as Partial<P>);
    this.props.onChange?.({ type: 'change', data: this.toGeoJSON(), reason: 'data', layer: this });
  }

  /** Selects a plot by id (outlined), or clears the selection with null. Fires `select` when the selection changes. */
  select(id: string | null): void {
    if (id !== null) this.requirePlot(id, 'select');
    if ((this.props.selectedId ?? null) === id) return;
    this.update({ selectedId: id } as Partial<P>);
    this.props.onSelect?.({ type: 'select', plot: id === null ? null : this.getPlot(id)!, layer: this });
  }

  get selectedId(): string | null {
    return this.props.selectedId ?? null;
  }

  private requirePlot(id: string, method: string): PlotFeature {
    const plot = this.getPlot(id);
    if (!plot) throw new MapLibError('PlotLayer', [`${method}: no plot has the id ${show(id)}`]);
    return plot;
  }

  private commit(plots: PlotFeature[], reason: PlotChangeEvent['reason'], plot?: PlotFeature): void {
    const data: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: plots };
    const selectedId = this.props.selectedId && plots.some((p) => p.id === this.props.selectedId) ? this.props.selectedId : null;
    this.update({ data, selectedId } as Partial<P>);
    this.props.onChange?.({ type: 'change', data: this.toGeoJSON(), reason, ...(plot ? { plot } : {}), layer: this });
  }
}
