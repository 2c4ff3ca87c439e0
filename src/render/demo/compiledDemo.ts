// What a demo compiles to, and the error for a syntax error in its source: apart from the compiler (compileDemo.ts),
// which loads esbuild and Vue's SFC compiler, so a site without demos never loads them.

export type DemoKind = 'vue' | 'react' | 'vanilla';

/** What the compiler is asked for: a kind, and for Vue demos of VuePress sites Vue 2 (`vue2`). */
export type CompileKind = DemoKind | 'vue2';

export interface CompiledDemo {
  /** Module body run as `(require, module, exports, document, root, onCleanup) => …`. */
  js: string;
  css: string;
  /** Markup inserted before the script runs (vanilla only). */
  html: string;
  /** A Vue demo compiled for Vue 2.7 (VuePress sites), which the browser runs on Vue 2. */
  vue?: 2;
}

/** A syntax error at a line of the demo's own source (1-based). */
export class DemoSyntaxError extends Error {
  constructor(message: string, readonly demoLine: number) {
    super(message);
    this.name = 'DemoSyntaxError';
  }
}
