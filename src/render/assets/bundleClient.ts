// Bundles the browser client (code-split ESM) and the theme CSS with esbuild into content-hashed assets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { MapdocsError } from '../errors.ts';
import { outputWriteError } from '../write/outputDir.ts';

const PKG_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../..');

export interface ClientAssets {
  /** Output paths relative to the out dir. */
  entry: string;
  css: string;
  /** Chunks the entry imports statically (preloaded). */
  imports: string[];
  /** Every input file of the JS bundle, for the client/node boundary check. */
  inputs: string[];
}

/** The system's words for the errors a write may meet, as esbuild (Go) reports them, by errno code. */
const GO_ERRORS: Record<string, string> = {
  'no space left on device': 'ENOSPC',
  'file too large': 'EFBIG',
  'permission denied': 'EACCES',
  'read-only file system': 'EROFS',
  'disk quota exceeded': 'EDQUOT',
  'input/output error': 'EIO',
};

/** esbuild's "Failed to write to output file: write <file>: <reason>" as the build's other failed writes say it. */
function writeFailure(text: string): MapdocsError | undefined {
  const m = /^Failed to write to output file: (?:write|open) (.+): ([^:]+)$/.exec(text);
  if (!m) return undefined;
  const code = GO_ERRORS[m[2]];
  return outputWriteError(m[1], code ? Object.assign(new Error(m[2]), { code }) : new Error(m[2]));
}

export async function bundleClient(outDir: string): Promise<ClientAssets> {
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: PKG_ROOT,
      entryPoints: { app: 'src/client/main.ts', style: 'theme/styles/index.css' },
      outdir: path.join(outDir, 'assets'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      entryNames: '[name].[hash]',
      chunkNames: 'js/[name].[hash]',
      assetNames: 'media/[name].[hash]',
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
    });
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    const written = first && writeFailure(first.text);
    if (written) throw written;
    throw new MapdocsError({
      message: `client bundle failed: ${first?.text ?? (err as Error).message}`,
      stage: 'assets',
      file: first?.location?.file,
      line: first?.location?.line,
      cause: err,
    });
  }
  const outputs = result.metafile.outputs;
  const rel = (p: string) => path.relative(outDir, path.resolve(PKG_ROOT, p)).split(path.sep).join('/');
  let entry = '';
  let css = '';
  let imports: string[] = [];
  const inputs = new Set<string>();
  for (const [file, out] of Object.entries(outputs)) {
    if (out.entryPoint === 'src/client/main.ts') {
      entry = rel(file);
      imports = out.imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path));
    }
    if (out.entryPoint === 'theme/styles/index.css' && file.endsWith('.css')) css = rel(file);
    if (file.endsWith('.js')) for (const input of Object.keys(out.inputs)) inputs.add(input);
  }
  return { entry, css, imports, inputs: [...inputs] };
}
