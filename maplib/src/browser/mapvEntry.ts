// Entry of maplib-mapv.js (classic script): the mapv chunk as window.MapLibLibs.mapv.
import * as lib from '../core/overlays/mapv/mapvLib.ts';

((globalThis as any).MapLibLibs ??= {}).mapv = lib;
