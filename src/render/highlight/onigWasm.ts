// Oniguruma's WebAssembly, compiled from shiki's .wasm file once per process. Shiki's default import inlines the
// binary as base64 JavaScript, which each thread parses and compiles anew (~50 ms); a compiled module is handed to
// the highlight workers instead, so their functions compile lazily once, shared by every thread.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

let compiled: Promise<WebAssembly.Module> | undefined;

export function onigWasm(): Promise<WebAssembly.Module> {
  return (compiled ??= fs.readFile(fileURLToPath(import.meta.resolve('shiki/onig.wasm'))).then((bytes) => WebAssembly.compile(bytes)));
}

/** A thread given the compiled module by the thread that started it uses that one. */
export function useOnigWasm(module: WebAssembly.Module): void {
  compiled = Promise.resolve(module);
}
