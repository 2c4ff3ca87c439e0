// Decides whether a folder may be replaced by a build's output. A build swaps its output folder in whole and deletes
// the old one, so pointing it at the wrong folder (`--out .`, `--out docs`, `dest: '..'`) would delete a user's files:
// only a folder that is empty, missing, or that mapdocs itself wrote (it leaves a marker file) is replaced.
import fs from 'node:fs';
import path from 'node:path';
import { MapdocsError } from '../errors.ts';
// Real paths: a symlinked --out must not slip past the checks.
import { isInside, projectRootOf, realish } from '../folders.ts';

/** The file every output folder mapdocs writes holds; its presence is what makes a folder safe to replace. */
export const OUTPUT_MARKER = '.mapdocs-output';

export const outputMarkerContent = (kind: 'build' | 'serve') =>
  `This folder was written by mapdocs (${kind}) and is replaced whole by the next ${kind}. Do not keep other files here.\n`;

export interface OutputGuardInput {
  outDir: string;
  /** The docs folder: never the output, never inside it. */
  docsDir: string;
  /** Folders whose loss would lose sources (the config folder and its public files). */
  keep?: string[];
  /** `--empty-out`: replace a non-empty folder mapdocs did not write. */
  emptyOut?: boolean;
  /** Named in messages: the flag or config field that chose the folder. */
  chosenBy?: string;
}

/** Whether mapdocs wrote this folder: its marker, or (output of mapdocs before the marker) a 404 page it generated. */
export function writtenByMapdocs(dir: string): boolean {
  if (fs.existsSync(path.join(dir, OUTPUT_MARKER))) return true;
  try {
    const head = fs.readFileSync(path.join(dir, '404.html'), 'utf8').slice(0, 4096);
    return /<meta name="generator" content="mapdocs /.test(head);
  } catch {
    return false;
  }
}

/** Throws a MapdocsError naming the folder and the way out when the output folder must not be replaced. */
export function checkOutputDir(input: OutputGuardInput): void {
  const out = realish(input.outDir);
  const docs = realish(input.docsDir);
  const by = input.chosenBy ? ` (chosen by ${input.chosenBy})` : '';
  const refuse = (why: string, hint: string) => {
    throw new MapdocsError({ stage: 'write', file: input.outDir, message: `refusing to use this output folder${by}: ${why}. ${hint}` });
  };
  const pickAnother = 'Choose an output folder of its own, e.g. --out docs/.mapdocs/dist';
  if (out === path.parse(out).root) refuse('it is the root of the file system', pickAnother);
  const project = projectRootOf(docs);
  if (project && isInside(out, project)) refuse(out === project ? 'it is the project folder' : 'it contains the project folder', pickAnother);
  if (isInside(out, docs)) refuse(out === docs ? 'it is the docs folder' : 'it contains the docs folder', pickAnother);
  const home = process.env.HOME && realish(process.env.HOME);
  if (home && isInside(out, home)) refuse('it is or contains your home folder', pickAnother);
  for (const kept of input.keep ?? []) if (isInside(out, realish(kept))) refuse(`it contains ${path.relative(process.cwd(), kept) || kept}`, pickAnother);
  if (!fs.existsSync(out)) return;
  if (!fs.statSync(out).isDirectory()) refuse('it is a file', pickAnother);
  if (writtenByMapdocs(out) || input.emptyOut) return;
  const entries = fs.readdirSync(out);
  if (entries.length === 0) return;
  refuse(
    `it holds ${entries.length} file${entries.length === 1 ? '' : 's'} mapdocs did not write (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}), which the build would delete`,
    'Empty it, choose another folder, or pass --empty-out to replace it anyway',
  );
}
