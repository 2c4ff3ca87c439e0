// The highlight worker: a file of the tool bundle (toolBundle.ts), or else one ESM data: URL bundled by esbuild with packages pointing at their absolute file URLs:
// a worker started from it needs no TypeScript loader (registering tsx in each worker cost ~0.5 s per worker).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toolBundleDir } from '../toolBundle.ts';

const ENTRY = fileURLToPath(new URL('./worker.ts', import.meta.url));
let source: Promise<URL> | undefined;

export function highlightWorkerUrl(): Promise<URL> {
  // Running from the tool bundle, the worker is one of its files already.
  if (toolBundleDir) return (source ??= Promise.resolve(pathToFileURL(path.join(toolBundleDir, 'highlightWorker.mjs'))));
  return (source ??= bundleWorker());
}

async function bundleWorker(): Promise<URL> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'absolute-packages',
        setup(build) {
          // Bare imports resolve from this package, not from the data: URL (which cannot resolve anything).
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('node:') ? { path: args.path, external: true } : { path: import.meta.resolve(args.path), external: true },
          );
        },
      },
    ],
  });
  return new URL(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
}
