// Entry of maplib-terradraw.js (classic script): terra-draw and its MapLibre adapter as window.MapLibLibs.terraDraw.
import * as lib from '../core/interactions/draw/terraDrawLib.ts';

((globalThis as any).MapLibLibs ??= {}).terraDraw = lib;
