// Demo compilation through the build cache, by kind and source: editing a page with demos recompiles only the demos
// that changed (pages that did not change keep their compiled demos in the page cache).
import type { CompiledDemo, CompileKind } from './demo/compiledDemo.ts';
import { contentKey, type BuildCache } from './cache.ts';
import { is, objectOf, required, requiredString } from './shapeChecks.ts';

const COMPILED_DEMO = required(objectOf({ js: requiredString, css: requiredString, html: requiredString, vue: is('number') }));

export function cachedCompileDemo(cache: BuildCache, compileDemo: (kind: CompileKind, code: string) => CompiledDemo): typeof compileDemo {
  const demos = cache.section<CompiledDemo>('demos', COMPILED_DEMO);
  return (kind, code) => {
    const key = contentKey(kind, code);
    let compiled = demos.get(key);
    if (!compiled) demos.set(key, (compiled = compileDemo(kind, code)));
    return compiled;
  };
}
