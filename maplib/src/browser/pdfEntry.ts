// Entry of maplib-pdf.js (classic script): jsPDF and the page writer as window.MapLibLibs.pdf.
import * as lib from '../core/controls/print/pdfLib.ts';

((globalThis as any).MapLibLibs ??= {}).pdf = lib;
