// Entry of maplib-echarts.js (classic script): the ECharts chunk as window.MapLibLibs.echarts.
import * as lib from '../core/overlays/echarts/echartsLib.ts';

((globalThis as any).MapLibLibs ??= {}).echarts = lib;
