// Print (打印, MapGIS's mapgis-print): a PNG or a PDF of the map at a chosen DPI and paper size, with a title, a legend
// from the layers' own descriptions, a scale bar, a north arrow, and the markers and popups over the map. A DOM control
// (a printer button that opens a small form: title, format, paper, orientation, DPI, Print) and methods for code:
// print(options) → Blob, download(options). The work is in a chunk loaded on the first print (printEngine.ts): the map
// drawn again offscreen at pixelRatio dpi / 96 (mapCapture.ts), the page composed on a 2D canvas in the system's fonts
// (printCompose.ts: Chinese titles need no font download), the PNG given its DPI (pngDpi.ts); the PDF is written by
// jsPDF, a chunk of its own loaded only for a PDF (pdfLib.ts). maplib.js keeps the panel, the props and the layout.
import { createMap, type MapView } from '../../map/mapView.ts';
import { DomControl, type DomControlProps, type Words } from '../domControl.ts';
import { boolean, func, number, oneOf, show, string, validateProps, type Rule, type Rules } from '../../base/validateProps.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { loadLib } from '../../overlays/loadLib.ts';
import type { LengthSymbol } from '../../geo/units.ts';
import { messageFor, type MessageKey } from '../../i18n/messages.ts';
import { DPI_CHOICES, MAX_DPI, MIN_DPI, ORIENTATIONS, PAPERS, maxMarginMm, pageSizeProblem, printLayout, type Orientation, type Paper } from './printLayout.ts';
import { formatDenominator } from '../scale.ts';

export const PRINT_FORMATS = ['png', 'pdf'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** What a print is made of: every prop of the page, each given here or taken from the control's props. */
export interface PrintOptions {
  /** The title above the map; '' for none. */
  title?: string;
  /** `'png'` or `'pdf'`. Default `'pdf'`. */
  format?: PrintFormat;
  /** `'A4'`, `'A3'` or `'Letter'`. Default `'A4'`. */
  paper?: Paper;
  /** Default `'landscape'`. */
  orientation?: Orientation;
  /** Dots per inch, 72…600. Default 150. */
  dpi?: number;
  /** White margin on each side, mm (0 … a quarter of the paper's short side). Default 10. */
  margin?: number;
  /** Draw a legend of the visible layers that describe one (`layer.legend()`). Default true. */
  legend?: boolean;
  /** Draw a scale bar and 1:N. Default true. */
  scaleBar?: boolean;
  /** Draw a north arrow (turned by the map's bearing). Default true. */
  northArrow?: boolean;
  /** Draw the map's markers and popups. Default true. */
  markers?: boolean;
  /** The downloaded file's name without extension. Default `'map'`. */
  fileName?: string;
  /** Wait `delayTime` ms after the offscreen map has loaded before reading it (MapGIS's prop). Default false. */
  delay?: boolean;
  /** Default 1000. */
  delayTime?: number;
}

export interface PrintStartEvent {
  options: Required<PrintOptions>;
  print: Print;
}

export interface PrintEndEvent {
  blob: Blob;
  format: PrintFormat;
  /** The page in pixels. */
  width: number;
  height: number;
  dpi: number;
  /** How long the print took, ms. */
  time: number;
  print: Print;
}

export interface PrintErrorEvent {
  error: Error;
  print: Print;
}

export interface PrintProps extends DomControlProps, PrintOptions {
  /** Only the printer button shows; it opens the form. Default true. */
  collapsed?: boolean;
  onPrintStart?: (e: PrintStartEvent) => void;
  onPrintEnd?: (e: PrintEndEvent) => void;
  onPrintError?: (e: PrintErrorEvent) => void;
}

export const PRINT_DEFAULTS: Required<PrintOptions> = {
  title: '',
  format: 'pdf',
  paper: 'A4',
  orientation: 'landscape',
  dpi: 150,
  margin: 10,
  legend: true,
  scaleBar: true,
  northArrow: true,
  markers: true,
  fileName: 'map',
  delay: false,
  delayTime: 1000,
};

const marginRule: Rule = (v, p) => {
  if (v === undefined) return undefined;
  const paper = (PAPERS as unknown[]).includes(p.paper) ? (p.paper as Paper) : PRINT_DEFAULTS.paper;
  return number(0, maxMarginMm(paper))(v, p);
};

/** The DPI in range, and a page at that DPI no larger than a browser draws. */
const dpiRule: Rule = (v, p) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < MIN_DPI || v > MAX_DPI) return `must be a number from ${MIN_DPI} to ${MAX_DPI}, got ${show(v)}`;
  const paper = (PAPERS as unknown[]).includes(p.paper) ? (p.paper as Paper) : PRINT_DEFAULTS.paper;
  const orientation = (ORIENTATIONS as readonly unknown[]).includes(p.orientation) ? (p.orientation as Orientation) : PRINT_DEFAULTS.orientation;
  const layout = printLayout({ paper, orientation, margin: 0, dpi: v, title: false });
  const problem = pageSizeProblem(layout.page.width, layout.page.height);
  return problem ? `must give a page this browser can draw: ${paper} ${orientation} at ${v} dpi is ${problem}; choose a lower dpi or a smaller paper` : undefined;
};

const OPTION_RULES: Rules = {
  title: string,
  format: oneOf(...PRINT_FORMATS),
  paper: oneOf(...PAPERS),
  orientation: oneOf(...ORIENTATIONS),
  dpi: dpiRule,
  margin: marginRule,
  legend: boolean,
  scaleBar: boolean,
  northArrow: boolean,
  markers: boolean,
  fileName: (v) => (v === undefined || (typeof v === 'string' && v !== '' && !/[\\/:*?"<>|]/.test(v)) ? undefined : `must be a file name without \\ / : * ? " < > |, got ${show(v)}`),
  delay: boolean,
  delayTime: number(0, 60_000),
};

const RULES: Rules = { ...OPTION_RULES, collapsed: boolean, onPrintStart: func, onPrintEnd: func, onPrintError: func };

const UNIT_WORDS: Record<LengthSymbol, MessageKey> = { m: 'scale.m', km: 'scale.km', ft: 'scale.ft', mi: 'scale.mi', nmi: 'scale.nmi' } as Record<LengthSymbol, MessageKey>;

const PAPER_WORDS: Record<Paper, Words> = { A4: { zh: 'A4', en: 'A4' }, A3: { zh: 'A3', en: 'A3' }, Letter: { zh: 'Letter（美国信纸）', en: 'Letter' } };

let fieldIds = 0;

/** A printer, drawn in the button's text colour (an emoji would need an emoji font, which many systems lack). */
function printerIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 18 18', width: '18', height: '18', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.6', 'stroke-linejoin': 'round' })) svg.setAttribute(k, v);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', 'M5 7V2.5h8V7M5 13H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-2M5 10.5h8v5H5z');
  svg.append(path);
  return svg;
}

export class Print extends DomControl<PrintProps> {
  protected readonly panelClass = 'maplib-print';
  protected readonly panelLabel = 'print.panel';
  private collapsedNow = true;
  private toggleButton?: HTMLButtonElement;
  private form?: HTMLFormElement;
  private status?: HTMLElement;
  private fields: Partial<Record<'title' | 'format' | 'paper' | 'orientation' | 'dpi', HTMLInputElement | HTMLSelectElement>> = {};
  /** Prints run one after another (each holds an offscreen map and page-sized canvases). */
  private queue: Promise<unknown> = Promise.resolve();
  private printing = 0;

  constructor(props: PrintProps = {}) {
    super('Print', RULES, props, 'top-right');
    this.collapsedNow = props.collapsed ?? true;
  }

  protected patch(prev: PrintProps, next: PrintProps): boolean | void {
    if (prev.collapsed !== next.collapsed) this.collapsedNow = next.collapsed ?? true;
    return super.patch(prev, next);
  }

  protected render(p: PrintProps): Node[] {
    const id = `maplib-print-${++fieldIds}`;
    this.toggleButton = this.button({ label: 'print.open', icon: '', className: 'maplib-print-toggle', onClick: () => this.toggle() });
    this.toggleButton.querySelector('.maplib-ctrl-icon')!.append(printerIcon());
    this.toggleButton.setAttribute('aria-controls', id);
    const form = (this.form = document.createElement('form'));
    form.id = id;
    form.className = 'maplib-print-form';
    form.noValidate = true;
    const title = document.createElement('input');
    title.type = 'text';
    title.value = p.title ?? PRINT_DEFAULTS.title;
    title.className = 'maplib-print-title';
    const select = (values: readonly (string | number)[], value: string | number, words: (v: string) => Words) => {
      const el = document.createElement('select');
      el.className = 'maplib-ctrl-select';
      for (const v of values) el.append(this.say(Object.assign(document.createElement('option'), { value: String(v) }), words(String(v))));
      el.value = String(value);
      return el;
    };
    const o = { ...PRINT_DEFAULTS, ...definedOf(p) };
    const dpis = [...new Set<number>([...DPI_CHOICES, o.dpi])].sort((a, b) => a - b);
    this.fields = {
      title,
      format: select(PRINT_FORMATS, o.format, (v) => ({ zh: v.toUpperCase(), en: v.toUpperCase() })),
      paper: select(PAPERS, o.paper, (v) => PAPER_WORDS[v as Paper]),
      orientation: select(ORIENTATIONS, o.orientation, (v) => `print.${v}` as MessageKey),
      dpi: select(dpis, o.dpi, (v) => ({ zh: `${v} dpi`, en: `${v} dpi` })),
    };
    const labelled = (words: Words, field: HTMLElement) => {
      const label = document.createElement('label');
      label.className = 'maplib-print-field';
      label.append(this.say(document.createElement('span'), words), field);
      return label;
    };
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.className = 'maplib-ctrl-button maplib-print-submit';
    this.say(submit, 'print.print');
    this.status = document.createElement('p');
    this.status.className = 'maplib-print-status';
    this.status.setAttribute('role', 'status');
    form.append(
      labelled('print.title', title),
      labelled('print.format', this.fields.format!),
      labelled('print.paper', this.fields.paper!),
      labelled('print.orientation', this.fields.orientation!),
      labelled('print.dpi', this.fields.dpi!),
      submit,
      this.status,
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.download(this.formOptions()).catch(() => {}); // told in the status line and by onPrintError
    });
    this.showCollapsed();
    return [this.toggleButton, form];
  }

  /** Opens (false) or closes (true) the form; no argument: flips it. */
  toggle(collapsed?: boolean): void {
    this.collapsedNow = collapsed ?? !this.collapsedNow;
    this.showCollapsed();
    if (!this.collapsedNow) this.fields.title?.focus();
  }

  isCollapsed(): boolean {
    return this.collapsedNow;
  }

  /**
   * Prints the map as it is now: `options` over the props. Resolves with the PNG or PDF; rejects with a MapLibError for
   * a bad option or a page too large for the browser, or with the error that stopped it.
   */
  print(options: PrintOptions = {}): Promise<Blob> {
    const run = this.queue.then(() => this.run(options));
    this.queue = run.catch(() => {});
    return run;
  }

  /** Prints, then saves the file (`fileName` + `.png` / `.pdf`) through the browser's download. Resolves with the file. */
  async download(options: PrintOptions = {}): Promise<Blob> {
    const blob = await this.print(options);
    const o = { ...PRINT_DEFAULTS, ...definedOf(this.props), ...definedOf(options) };
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${o.fileName}.${blob.type === 'application/pdf' ? 'pdf' : 'png'}`;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    return blob;
  }

  /** The form's choices (with the props' other options). */
  private formOptions(): PrintOptions {
    const f = this.fields;
    return {
      title: f.title?.value,
      format: f.format?.value as PrintFormat,
      paper: f.paper?.value as Paper,
      orientation: f.orientation?.value as Orientation,
      dpi: f.dpi ? Number(f.dpi.value) : undefined,
    };
  }

  private async run(options: PrintOptions): Promise<Blob> {
    const started = performance.now();
    try {
      const view = this.view;
      if (!view || view.removed) throw new MapLibError('Print', ['print() needs the control on a map (add it first)']);
      const o: Required<PrintOptions> = { ...PRINT_DEFAULTS, ...definedOf(this.props), ...definedOf(options) };
      validateProps('Print', OPTION_RULES, o);
      this.props.onPrintStart?.({ options: o, print: this });
      this.busy(+1);
      const layout = printLayout({ paper: o.paper, orientation: o.orientation, margin: o.margin, dpi: o.dpi, title: o.title.trim() !== '' });
      const problem = pageSizeProblem(layout.page.width, layout.page.height, maxWebglSide(view));
      if (problem) throw new MapLibError('Print', [`dpi ${o.dpi} on ${o.paper} ${o.orientation}: ${problem}; choose a lower dpi or a smaller paper`]);
      const [engine] = await Promise.all([loadLib('print'), view.ready()]);
      let page: HTMLCanvasElement | undefined = await engine.drawPage({
        view,
        createMap,
        layout,
        title: o.title.trim(),
        delay: o.delay ? o.delayTime : 0,
        legend: o.legend ? { heading: this.text('print.legend'), items: this.legendItems(view) } : undefined,
        scaleWords: o.scaleBar ? { unit: (unit) => this.text(UNIT_WORDS[unit]), ratio: formatDenominator } : undefined,
        north: o.northArrow ? this.text('print.north') : undefined,
        markers: o.markers,
      });
      let blob: Blob;
      try {
        if (o.format === 'png') blob = await engine.encodePng(page, o.dpi);
        else {
          const [jpeg, pdf] = await Promise.all([engine.encodeJpeg(page), loadLib('pdf')]);
          blob = pdf.pagePdf({ widthMm: layout.mm.width, heightMm: layout.mm.height, jpeg, title: o.title.trim() });
        }
      } finally {
        // The page canvas holds width × height × 4 bytes until collected: let go of it now.
        page.width = page.height = 0;
        page = undefined;
      }
      this.busy(-1, 'print.done');
      this.props.onPrintEnd?.({ blob, format: o.format, width: layout.page.width, height: layout.page.height, dpi: o.dpi, time: Math.round(performance.now() - started), print: this });
      return blob;
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      this.busy(this.printing > 0 ? -1 : 0, 'print.failed', error.message);
      this.props.onPrintError?.({ error, print: this });
      throw error;
    }
  }

  /** The visible layers that describe a legend, top layer first, titled in the control's language. */
  private legendItems(view: MapView) {
    return [...view.layers()]
      .reverse()
      .filter((layer) => (layer.props as { visible?: boolean }).visible !== false)
      .map((layer) => ({ title: layer.getTitle(this.locale), legend: layer.legend()! }))
      .filter((item) => item.legend);
  }

  private busy(delta: number, words?: MessageKey, detail?: string): void {
    this.printing += delta;
    const submit = this.form?.querySelector<HTMLButtonElement>('.maplib-print-submit');
    if (submit) submit.disabled = this.printing > 0;
    if (!this.status) return;
    if (this.printing > 0) this.say(this.status, 'print.printing');
    // Through say() in both languages, so a locale change re-words the line instead of bringing back "Printing…".
    else if (words) this.say(this.status, { zh: [messageFor('zh-CN', words), detail].filter(Boolean).join(' '), en: [messageFor('en', words), detail].filter(Boolean).join(' ') });
  }

  private showCollapsed(): void {
    if (this.form) this.form.hidden = this.collapsedNow;
    this.toggleButton?.setAttribute('aria-expanded', String(!this.collapsedNow));
    this.panel?.classList.toggle('maplib-print-collapsed', this.collapsedNow);
  }
}

/**
 * The largest renderbuffer the map's WebGL draws: a print map larger than this would be scaled down by MapLibre. Here,
 * not in mapCapture.ts, which only the lazy engine may import (a static import would pull it into maplib's main chunk).
 */
function maxWebglSide(view: MapView): number {
  const gl = view.maplibre.painter?.context?.gl as WebGLRenderingContext | undefined;
  return gl ? Math.min(gl.getParameter(gl.MAX_RENDERBUFFER_SIZE), gl.getParameter(gl.MAX_TEXTURE_SIZE)) : 4096;
}

/** The props that are set (undefined ones fall back to the defaults, as React passes props left out). */
function definedOf<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
