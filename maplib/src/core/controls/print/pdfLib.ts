// The PDF chunk (maplib-pdf.js beside maplib.js in the browser build, a split chunk in ESM): jsPDF, loaded only when a
// PDF is made. The page is one JPEG image, drawn by the composer with the title, legend and labels already in it, so
// no font is embedded and Chinese needs nothing jsPDF's Latin fonts lack. jsPDF's html() / svg paths (html2canvas,
// canvg, DOMPurify) are never called and never bundled: the builds mark them external.
import { jsPDF } from 'jspdf';

export interface PdfPage {
  /** Page size in millimetres (the MediaBox is this in points). */
  widthMm: number;
  heightMm: number;
  /** The whole page as JPEG bytes, drawn from edge to edge. */
  jpeg: Uint8Array;
  /** The document's title (its Info dictionary). */
  title?: string;
}

/** A one-page PDF of `page.jpeg` at the paper size asked for. */
export function pagePdf(page: PdfPage): Blob {
  const { widthMm: w, heightMm: h } = page;
  const doc = new jsPDF({ unit: 'mm', format: [w, h], orientation: w > h ? 'landscape' : 'portrait', compress: true });
  doc.setProperties({ title: page.title ?? '', creator: 'MapLib' });
  doc.addImage(page.jpeg, 'JPEG', 0, 0, w, h, undefined, 'NONE');
  return doc.output('blob');
}
