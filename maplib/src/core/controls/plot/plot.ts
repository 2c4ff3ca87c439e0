// Plot (MapGIS 2D plotting, 标绘): a panel to draw tactical graphics on a plot layer and edit them — pick a graphic,
// click its control points on the map, then select, reshape, move or delete plots; style for new plots (fill, line,
// text); undo and redo (buttons, Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z); GeoJSON out and in with the control points kept.
// The plots live on a PlotLayer: the control's own (made from `data`) or one given as `layer`. Point symbols (军标):
// the `milSymbol` graphic with a code picked from `symbols`, placed with one click.
import type * as GeoJSON from 'geojson';
import type { MapView } from '../../map/mapView.ts';
import { DomControl, type DomControlProps, type Words } from '../domControl.ts';
import { boolean, func, show, type Rule } from '../../base/validateProps.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { PLOT_GRAPHICS, PLOT_TYPES, type PlotType } from '../../plot/geometry/catalog.ts';
import { PlotLayer, type PlotFeature, type PlotLayerProps } from '../../plot/plotLayer.ts';
import { DEFAULT_PLOT_SYMBOLS, type PlotSymbolChoice } from '../../plot/milSymbol/defaultSymbols.ts';
import { milSymbolProblems } from '../../plot/milSymbol/milSymbolOptions.ts';
import { plotStyleProblems, resolvedPlotStyle, type PlotStyle } from '../../plot/plotStyle.ts';
import { PlotDrawInteraction } from '../../interactions/plot/plotDrawInteraction.ts';
import { PlotEditInteraction } from '../../interactions/plot/plotEditInteraction.ts';
import { PlotHistory } from '../../interactions/plot/plotHistory.ts';
import { keyEventIsForMap } from '../../interactions/draw/drawKeys.ts';

export interface PlotEvent {
  plot: PlotFeature;
  control: Plot;
}

export interface PlotProps extends DomControlProps {
  /** Plots to start with (plot features), on the control's own layer. Ignored when `layer` is given. */
  data?: GeoJSON.FeatureCollection;
  /** A PlotLayer already on the map to draw into, instead of the control's own. */
  layer?: PlotLayer;
  /** The graphics offered, in this order. Default: all of them. */
  types?: PlotType[];
  /** The point symbols offered when the graphic is `milSymbol` (军标), in this order. Default: DEFAULT_PLOT_SYMBOLS. */
  symbols?: PlotSymbolChoice[];
  /** The style of new plots. */
  defaultStyle?: PlotStyle;
  /** Plots can be selected, reshaped, moved and deleted. Default true. */
  editable?: boolean;
  /** A plot was drawn. */
  onDraw?: (e: PlotEvent) => void;
  /** A plot was reshaped, moved or deleted. */
  onEdit?: (e: PlotEvent & { action: 'reshape' | 'move' | 'remove' }) => void;
  /** The plots changed (drawn, edited, undone, imported): every plot as GeoJSON. */
  onChange?: (e: { data: GeoJSON.FeatureCollection; control: Plot }) => void;
}

const typesRule: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.length > 0 && v.every((t) => typeof t === 'string' && t in PLOT_GRAPHICS))
    ? undefined
    : `must be a non-empty array of ${PLOT_TYPES.join(', ')}, got ${show(v)}`;

const symbolsRule: Rule = (v) => {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.length) return `must be a non-empty array of { sidc, name: { zh, en } }, got ${show(v)}`;
  for (const [i, s] of v.entries()) {
    const bad = milSymbolProblems(s)[0];
    if (bad) return `[${i}]: ${bad.replace('milSymbol needs properties.sidc', 'needs sidc')}`;
    if (typeof s.name?.zh !== 'string' || typeof s.name?.en !== 'string') return `[${i}].name must be { zh, en }, got ${show(s.name)}`;
  }
  return undefined;
};

const W = {
  panel: { zh: '标绘', en: 'Plotting' },
  graphic: { zh: '图形', en: 'Graphic' },
  symbol: { zh: '军标', en: 'Symbol' },
  place: { zh: '单击地图放置军标，Esc 取消', en: 'Click the map to place the symbol; Esc cancels' },
  draw: { zh: '绘制', en: 'Draw' },
  stop: { zh: '停止绘制', en: 'Stop drawing' },
  undo: { zh: '撤销', en: 'Undo' },
  redo: { zh: '重做', en: 'Redo' },
  remove: { zh: '删除所选', en: 'Delete selected' },
  exportFile: { zh: '导出 GeoJSON', en: 'Export GeoJSON' },
  importFile: { zh: '导入 GeoJSON', en: 'Import GeoJSON' },
  fill: { zh: '填充色', en: 'Fill' },
  stroke: { zh: '线色', en: 'Line' },
  text: { zh: '文字', en: 'Text' },
  status: { zh: '单击地图添加控制点，回车或双击结束，Esc 取消', en: 'Click the map to add control points; Enter or double-click finishes, Esc cancels' },
} satisfies Record<string, Words>;

export class Plot extends DomControl<PlotProps> {
  protected readonly panelClass = 'maplib-plot';
  protected readonly panelLabel = W.panel;
  private ownLayer?: PlotLayer;
  private drawMode?: PlotDrawInteraction;
  private editMode?: PlotEditInteraction;
  private history?: PlotHistory<GeoJSON.FeatureCollection>;
  private chosen: PlotType;
  private chosenSymbol = DEFAULT_PLOT_SYMBOLS[0].sidc;
  private drawing?: PlotType;
  private styleInputs: { fill?: HTMLInputElement; stroke?: HTMLInputElement; text?: HTMLInputElement } = {};
  private buttons: { draw?: HTMLButtonElement; undo?: HTMLButtonElement; redo?: HTMLButtonElement; remove?: HTMLButtonElement } = {};
  private status?: HTMLElement;

  constructor(props: PlotProps = {}) {
    super(
      'Plot',
      {
        data: (v) => (v === undefined || (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'FeatureCollection') ? undefined : `must be a FeatureCollection of plot features, got ${show(v)}`),
        layer: (v) => (v === undefined || v instanceof PlotLayer ? undefined : `must be a PlotLayer, got ${show(v)}`),
        types: typesRule,
        symbols: symbolsRule,
        defaultStyle: (v) => plotStyleProblems(v, 'defaultStyle')[0]?.replace(/^defaultStyle /, ''),
        editable: boolean,
        onDraw: func,
        onEdit: func,
        onChange: func,
      },
      props,
      'top-left',
    );
    this.chosen = (props.types ?? PLOT_TYPES)[0];
  }

  /** The layer the plots are on. */
  get layer(): PlotLayer {
    if (this.props.layer) return this.props.layer;
    this.ownLayer ??= new PlotLayer<PlotLayerProps>({ data: this.props.data, defaultStyle: this.props.defaultStyle, title: { zh: '标绘', en: 'Plots' } });
    return this.ownLayer;
  }

  protected mount(view: MapView): void {
    const layer = this.layer;
    if (!this.props.layer) {
      view.add(layer);
      this.onDetach(() => {
        view.removeChild(layer);
        this.ownLayer = undefined;
      });
    }
    this.history = new PlotHistory(layer.toGeoJSON());
    super.mount(view);
    // The modes draw their handles on the style: once it has loaded.
    void view.ready().then(() => {
      if (this.view === view && !view.removed) this.startEditing();
    });
    const keys = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || !keyEventIsForMap(e, view.container)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) this.undo();
      else if (key === 'y' || (key === 'z' && e.shiftKey)) this.redo();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', keys);
    this.onDetach(() => {
      document.removeEventListener('keydown', keys);
      this.drawMode?.deactivate();
      this.editMode?.deactivate();
      this.drawMode = this.editMode = undefined;
    });
  }

  protected render(p: PlotProps): Node[] {
    const types = p.types ?? PLOT_TYPES;
    if (!types.includes(this.chosen)) this.chosen = types[0];
    const row = (...children: Node[]) => {
      const div = document.createElement('div');
      div.className = 'maplib-plot-row';
      div.append(...children);
      return div;
    };
    const labelled = (words: Words, input: HTMLElement) => {
      const label = document.createElement('label');
      label.className = 'maplib-plot-field';
      const span = this.say(document.createElement('span'), words);
      label.append(span, input);
      return label;
    };
    const select = document.createElement('select');
    select.className = 'maplib-ctrl-select maplib-plot-type';
    for (const t of types) {
      const option = this.say(document.createElement('option'), PLOT_GRAPHICS[t].name);
      option.value = t;
      option.selected = t === this.chosen;
      select.append(option);
    }
    const symbols = p.symbols ?? DEFAULT_PLOT_SYMBOLS;
    if (!symbols.some((s) => s.sidc === this.chosenSymbol)) this.chosenSymbol = symbols[0].sidc;
    const symbolSelect = document.createElement('select');
    symbolSelect.className = 'maplib-ctrl-select maplib-plot-symbol';
    for (const s of symbols) {
      const option = this.say(document.createElement('option'), s.name);
      option.value = s.sidc;
      option.selected = s.sidc === this.chosenSymbol;
      symbolSelect.append(option);
    }
    symbolSelect.addEventListener('change', () => (this.chosenSymbol = symbolSelect.value));
    const symbolRow = row(labelled(W.symbol, symbolSelect));
    // The symbol list matters only for the point symbol graphic (the rows' display: flex would override `hidden`).
    const showSymbols = () => (symbolRow.style.display = this.chosen === 'milSymbol' ? '' : 'none');
    showSymbols();
    select.addEventListener('change', () => {
      this.chosen = select.value as PlotType;
      showSymbols();
    });
    const style = resolvedPlotStyle(undefined, p.defaultStyle);
    const colour = (value: string) => {
      const input = document.createElement('input');
      input.type = 'color';
      input.value = /^#[0-9a-f]{6}$/i.test(value) ? value : '#e53935';
      return input;
    };
    const fill = colour(style.fill);
    const stroke = colour(style.stroke);
    const text = document.createElement('input');
    text.type = 'text';
    text.value = style.text;
    text.size = 8;
    this.styleInputs = { fill, stroke, text };
    this.buttons.draw = this.button({ label: W.draw, className: 'maplib-plot-draw', onClick: () => (this.drawMode ? this.stopDrawing() : void this.draw(this.chosen)) });
    this.buttons.draw.setAttribute('aria-pressed', String(!!this.drawMode));
    this.buttons.undo = this.button({ label: W.undo, icon: '↶', className: 'maplib-plot-undo', onClick: () => this.undo() });
    this.buttons.redo = this.button({ label: W.redo, icon: '↷', className: 'maplib-plot-redo', onClick: () => this.redo() });
    this.buttons.remove = this.button({ label: W.remove, icon: '✕', className: 'maplib-plot-remove', onClick: () => this.deleteSelected() });
    const exportButton = this.button({ label: W.exportFile, icon: '⇩', className: 'maplib-plot-export', onClick: () => this.download() });
    const file = document.createElement('input');
    file.type = 'file';
    file.accept = '.geojson,.json,application/geo+json,application/json';
    file.hidden = true;
    file.addEventListener('change', async () => {
      const f = file.files?.[0];
      if (f) this.importGeoJSON(JSON.parse(await f.text()));
      file.value = '';
    });
    const importButton = this.button({ label: W.importFile, icon: '⇧', className: 'maplib-plot-import', onClick: () => file.click() });
    this.status = document.createElement('p');
    this.status.className = 'maplib-plot-status';
    this.status.setAttribute('aria-live', 'polite');
    this.showState();
    return [
      row(labelled(W.graphic, select), this.buttons.draw),
      ...(types.includes('milSymbol') ? [symbolRow] : []),
      row(labelled(W.fill, fill), labelled(W.stroke, stroke), labelled(W.text, text)),
      row(this.buttons.undo, this.buttons.redo, this.buttons.remove, exportButton, importButton, file),
      this.status,
    ];
  }

  /** The style the panel's fields give a new plot. */
  private newPlotStyle(): PlotStyle {
    const base = resolvedPlotStyle(undefined, this.props.defaultStyle);
    return { ...base, fill: this.styleInputs.fill?.value ?? base.fill, stroke: this.styleInputs.stroke?.value ?? base.stroke, text: this.styleInputs.text?.value ?? base.text };
  }

  /**
   * Starts drawing a graphic; resolves with the plot once it is finished, or null when the drawing is dropped. Editing
   * pauses while drawing and resumes after. A `milSymbol` is placed with one click, with `sidc` (default: the symbol
   * picked in the panel).
   */
  draw(type: PlotType = this.chosen, sidc: string = this.chosenSymbol): Promise<PlotFeature | null> {
    const view = this.view;
    if (!view) throw new MapLibError('Plot', ['draw() needs the control on a map']);
    if (!(type in PLOT_GRAPHICS)) throw new MapLibError('Plot', [`draw(): type must be one of ${PLOT_TYPES.join(', ')}, got ${show(type)}`]);
    if (type === 'milSymbol') {
      const bad = milSymbolProblems({ sidc })[0];
      if (bad) throw new MapLibError('Plot', [`draw(): ${bad.replace('milSymbol needs properties.sidc', 'milSymbol needs a sidc')}`]);
    }
    return view.ready().then(() => this.startDrawing(view, type, type === 'milSymbol' ? { sidc } : {}));
  }

  private startDrawing(view: MapView, type: PlotType, extra: Record<string, unknown>): Promise<PlotFeature | null> {
    return new Promise((resolve) => {
      this.drawing = type;
      this.drawMode = new PlotDrawInteraction({
        layer: this.layer,
        type,
        properties: { style: this.newPlotStyle(), ...extra },
        onFinish: (plot) => {
          this.drawMode = undefined;
          this.record();
          this.props.onDraw?.({ plot, control: this });
          this.afterMode();
          resolve(plot);
        },
        onCancel: () => {
          this.drawMode = undefined;
          this.afterMode();
          resolve(null);
        },
      });
      this.drawMode.activate(view);
      this.showState();
    });
  }

  /** Drops the graphic being drawn. */
  stopDrawing(): void {
    this.drawMode?.deactivate();
  }

  /** Takes back the last change; false when there is none. */
  undo(): boolean {
    return this.restore(this.history?.undo());
  }

  /** Makes the last undone change again; false when there is none. */
  redo(): boolean {
    return this.restore(this.history?.redo());
  }

  /** Deletes the selected plot; false when none is selected. */
  deleteSelected(): boolean {
    if (this.editMode) return this.editMode.removeSelected();
    const id = this.layer.selectedId;
    if (!id) return false;
    this.layer.removePlot(id);
    this.record();
    return true;
  }

  /** Every plot as GeoJSON, control points kept. */
  toGeoJSON(): GeoJSON.FeatureCollection {
    return this.layer.toGeoJSON();
  }

  /** Replaces the plots with these (a file read back, a service's answer); undo brings the old ones back. */
  importGeoJSON(data: GeoJSON.FeatureCollection): void {
    this.layer.setPlots(data);
    this.record();
    this.editMode?.refresh();
  }

  /** Saves the plots as a `.geojson` file. */
  download(fileName = 'plots.geojson'): void {
    const url = URL.createObjectURL(new Blob([JSON.stringify(this.toGeoJSON())], { type: 'application/geo+json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private startEditing(): void {
    if (!this.view || this.editMode || this.props.editable === false) return;
    this.editMode = new PlotEditInteraction({
      layer: this.layer,
      onEdit: ({ plot, action }) => {
        this.record();
        this.props.onEdit?.({ plot, action, control: this });
      },
    });
    this.editMode.activate(this.view);
  }

  /** After a drawing: editing again, unless another mode (the page's own) has taken the map meanwhile. */
  private afterMode(): void {
    this.editMode = undefined;
    if (!this.view?.interactions.active) this.startEditing();
    this.showState();
  }

  private restore(state: GeoJSON.FeatureCollection | undefined): boolean {
    if (!state) return false;
    this.layer.setPlots(structuredClone(state));
    this.editMode?.refresh();
    this.changed();
    return true;
  }

  private record(): void {
    this.history?.push(this.layer.toGeoJSON());
    this.changed();
  }

  private changed(): void {
    this.showState();
    this.props.onChange?.({ data: this.layer.toGeoJSON(), control: this });
  }

  private showState(): void {
    const b = this.buttons;
    if (b.draw) {
      b.draw.setAttribute('aria-pressed', String(!!this.drawMode));
      this.say(b.draw, this.drawMode ? W.stop : W.draw);
    }
    if (b.undo) b.undo.disabled = !this.history?.canUndo;
    if (b.redo) b.redo.disabled = !this.history?.canRedo;
    if (this.status) {
      if (this.drawMode) this.say(this.status, this.drawing === 'milSymbol' ? W.place : W.status);
      else this.status.textContent = '';
    }
  }
}
