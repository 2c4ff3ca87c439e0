// Entry of maplib-table.js (classic script): BaseTable's row model and virtual scrolling (TanStack) as window.MapLibLibs.table.
import * as lib from '../core/controls/table/tableLib.ts';

((globalThis as any).MapLibLibs ??= {}).table = lib;
