// Where everything goes on a printed page, in pure numbers: paper sizes in millimetres, millimetres to pixels at a DPI,
// and the boxes of the title, the map frame, the legend, the scale bar and the north arrow. No DOM: the composer
// (printCompose.ts) draws into these boxes, and Node tests check them.

/** Paper sizes in millimetres, portrait (ISO 216 A4 and A3; US Letter is 8½ × 11 in). */
export const PAPER_SIZES = { A4: [210, 297], A3: [297, 420], Letter: [215.9, 279.4] } as const;
export type Paper = keyof typeof PAPER_SIZES;
export const PAPERS = Object.keys(PAPER_SIZES) as Paper[];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const MM_PER_INCH = 25.4;
/** PDF user-space units (points) per inch. */
export const POINTS_PER_INCH = 72;
/** CSS pixels per inch: a map drawn at `dpi` is drawn at pixelRatio dpi / 96. */
export const CSS_PX_PER_INCH = 96;
/** The DPIs the control offers; `dpi` accepts any number in MIN_DPI…MAX_DPI. */
export const DPI_CHOICES = [96, 150, 300] as const;
export const MIN_DPI = 72;
export const MAX_DPI = 600;
/**
 * The largest page this prints, in pixels: a side (Chromium's canvas and most WebGL drivers stop at 16384, many GPUs
 * and SwiftShader at 8192) and an area. 18 MP takes A3 at 300 dpi (17.4 MP) and A4 up to 400 dpi: bench/print.ts
 * measured A4 at 300 dpi (8.7 MP) raising Chromium's private memory by up to 1.6 GB at its peak with software WebGL
 * (the page canvas is 35 MB, the map copy's WebGL buffers and tiles at pixelRatio 3.125 the rest); twice that area is
 * where a tab on a phone or a small laptop is killed rather than told.
 */
export const MAX_SIDE_PX = 8192;
export const MAX_PAGE_PIXELS = 18_000_000;

/** A box in page pixels: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageSpec {
  paper: Paper;
  orientation: Orientation;
  /** White margin on every side, mm. */
  margin: number;
  dpi: number;
  /** Whether a title band goes above the map. */
  title: boolean;
}

/** Sizes of the page furniture in millimetres, so that a page looks the same at any DPI. */
export const FURNITURE_MM = {
  titleBand: 14,
  titleFont: 7,
  gap: 3,
  inset: 4,
  arrow: 12,
  scaleBarMax: 40,
  scaleFont: 3,
  legendFont: 3.2,
  legendRow: 5.2,
  legendPad: 2.5,
  legendSwatch: 4,
  legendMaxWidth: 70,
} as const;

export interface PrintLayout {
  dpi: number;
  /** Page pixels per CSS pixel (dpi / 96): the map is drawn at this pixelRatio. */
  scale: number;
  /** The page's size in millimetres, in PDF points and in pixels. */
  mm: { width: number; height: number };
  points: { width: number; height: number };
  page: { width: number; height: number };
  /** The title band (undefined without a title). */
  title?: Box;
  /** The map frame. */
  map: Box;
  /** The north arrow's box, top right inside the map frame. */
  arrow: Box;
  /** The scale bar's bottom-left corner inside the map frame and the longest it may be. */
  scaleBar: { x: number; y: number; maxWidth: number };
  /** The legend's bottom-right corner inside the map frame and the widest it may be. */
  legend: { right: number; bottom: number; maxWidth: number };
  /** Page pixels per millimetre (dpi / 25.4), for sizes the composer derives. */
  pxPerMm: number;
}

/** The paper's width and height in millimetres, turned for `orientation`. */
export function paperMm(paper: Paper, orientation: Orientation): { width: number; height: number } {
  const [short, long] = PAPER_SIZES[paper];
  return orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** Millimetres to whole pixels at `dpi`. */
export function mmToPx(mm: number, dpi: number): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

/** Millimetres to PDF points (1/72 in), to two decimals as PDF writers print them: A4 is 595.28 × 841.89. */
export function mmToPoints(mm: number): number {
  return Math.round((mm / MM_PER_INCH) * POINTS_PER_INCH * 100) / 100;
}

/**
 * Why a page of `width` × `height` pixels cannot be printed, or undefined when it can: a side over `maxSide` (the
 * browser's canvas and WebGL limit) or an area over MAX_PAGE_PIXELS.
 */
export function pageSizeProblem(width: number, height: number, maxSide = MAX_SIDE_PX): string | undefined {
  const side = Math.min(maxSide, MAX_SIDE_PX);
  if (width > side || height > side) return `${width} × ${height} px is more than the ${side} px a side this browser can draw`;
  if (width * height > MAX_PAGE_PIXELS) return `${width} × ${height} px is ${((width * height) / 1e6).toFixed(1)} MP, more than the ${MAX_PAGE_PIXELS / 1e6} MP MapLib prints`;
  return undefined;
}

/**
 * The page laid out: margins all round; the title band (when there is a title) at the top of what is left, a gap, and
 * the map frame filling the rest; inside the frame, the north arrow top right, the scale bar bottom left and the legend
 * bottom right, each `inset` from the frame's edges.
 */
export function printLayout(spec: PageSpec): PrintLayout {
  const { dpi } = spec;
  const mm = paperMm(spec.paper, spec.orientation);
  const px = (v: number) => mmToPx(v, dpi);
  const page = { width: px(mm.width), height: px(mm.height) };
  const margin = px(spec.margin);
  const F = FURNITURE_MM;
  const content: Box = { x: margin, y: margin, width: page.width - 2 * margin, height: page.height - 2 * margin };
  const title = spec.title ? { x: content.x, y: content.y, width: content.width, height: px(F.titleBand) } : undefined;
  const top = title ? title.y + title.height + px(F.gap) : content.y;
  const map: Box = { x: content.x, y: top, width: content.width, height: content.y + content.height - top };
  const inset = px(F.inset);
  const arrowSize = px(F.arrow);
  return {
    dpi,
    scale: dpi / CSS_PX_PER_INCH,
    mm,
    points: { width: mmToPoints(mm.width), height: mmToPoints(mm.height) },
    page,
    title,
    map,
    arrow: { x: map.x + map.width - inset - arrowSize, y: map.y + inset, width: arrowSize, height: arrowSize },
    scaleBar: { x: map.x + inset, y: map.y + map.height - inset, maxWidth: Math.min(px(F.scaleBarMax), Math.floor(map.width / 3)) },
    legend: { right: map.x + map.width - inset, bottom: map.y + map.height - inset, maxWidth: Math.min(px(F.legendMaxWidth), Math.floor(map.width / 2)) },
    pxPerMm: dpi / MM_PER_INCH,
  };
}

/** The largest margin that still leaves a map: a quarter of the paper's short side. */
export function maxMarginMm(paper: Paper): number {
  return PAPER_SIZES[paper][0] / 4;
}
