// Print: the control and its page layout maths. The engine (map copy, composer, PNG DPI writer) is a lazy chunk,
// printEngine.ts, loaded on the first print; its pure modules are imported from their files by tests and apps.
export { Print, PRINT_DEFAULTS, PRINT_FORMATS, type PrintProps, type PrintOptions, type PrintFormat, type PrintStartEvent, type PrintEndEvent, type PrintErrorEvent } from './print.ts';
export { PAPER_SIZES, PAPERS, ORIENTATIONS, DPI_CHOICES, MIN_DPI, MAX_DPI, MAX_SIDE_PX, MAX_PAGE_PIXELS, paperMm, mmToPx, mmToPoints, printLayout, pageSizeProblem, type Paper, type Orientation, type PrintLayout } from './printLayout.ts';
