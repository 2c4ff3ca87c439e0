// Entry of maplib-print.js (classic script): Print's engine (map copy, page composer, encoders) as window.MapLibLibs.print.
import * as lib from '../core/controls/print/printEngine.ts';

((globalThis as any).MapLibLibs ??= {}).print = lib;
