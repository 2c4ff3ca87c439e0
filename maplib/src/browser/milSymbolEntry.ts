// Entry of maplib-milsymbol.js (classic script): milsymbol and the symbol drawer as window.MapLibLibs.milSymbol.
import * as lib from '../core/plot/milSymbol/milSymbolLib.ts';

((globalThis as any).MapLibLibs ??= {}).milSymbol = lib;
