// What a demo compiles to, and the error for a syntax error in its source: apart from the compiler (compileDemo.ts),
// which loads esbuild and Vue's SFC compiler, so a site without demos never loads them.

export type DemoKind = 'vue' | 'react' | 'vanilla';

export interface CompiledDemo {
  /** Module body run as `(require, module, exports, document, root, onCleanup) => …`. */
  js: string;
  css: string;
  /** Markup inserted before the script runs (vanilla only). */
  html: string;
}

/** A syntax error at a line of the demo's own source (1-based). */
export class DemoSyntaxError extends Error {
  constructor(message: string, readonly demoLine: number) {
    super(message);
    this.name = 'DemoSyntaxError';
  }
}
