// Node has the same WebAssembly global as browsers, but TypeScript declares it only in its DOM library, which the
// node-side config (tsconfig.node.json) leaves out. Declared here: the part mapdocs uses (compiling shiki's Oniguruma
// module once and instantiating it per engine), following the WebAssembly JavaScript interface.
declare namespace WebAssembly {
  /** A compiled module: stateless, can be sent to worker threads and instantiated there. */
  interface Module {}
  interface Instance {
    readonly exports: Exports;
  }
  interface WebAssemblyInstantiatedSource {
    module: Module;
    instance: Instance;
  }
  type ImportValue = unknown;
  type ModuleImports = Record<string, ImportValue>;
  type Imports = Record<string, ModuleImports>;
  type Exports = Record<string, unknown>;

  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
  function instantiate(bytes: ArrayBufferView | ArrayBuffer, imports?: Imports): Promise<WebAssemblyInstantiatedSource>;
}
