// The files of the public folder, copied as they are into the output (build: copyPublic.ts; serve --watch). A
// symbolic link is followed when what it leads to is inside the project folder (a logo kept beside the sources, a
// data folder linked in): its file, or its folder's files, under the link's name. A link out of the project, one
// that leads nowhere, a loop of links or anything that is not a regular file is left out with a warning naming it.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './errors.ts';
import { describeFsError } from './fileProblem.ts';

export interface PublicFile {
  /** Its path in the output (and under the public folder), with `/`. */
  rel: string;
  /** The file to copy: the public folder's own, or the one a link leads to. */
  file: string;
}

const isInside = (parent: string, child: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Every file of `publicDir`, links inside `projectDir` followed; a warning for each entry left out. */
export function listPublicFiles(publicDir: string, projectDir: string): { files: PublicFile[]; problems: Diagnostic[] } {
  const files: PublicFile[] = [];
  const problems: Diagnostic[] = [];
  const project = realOr(projectDir);
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const leftOut = (file: string, why: string) => problems.push({ file: shown(file), severity: 'warning', message: `${why}: not copied into the output` });

  /** `dir` (a real folder) listed under `prefix`; `ancestors` are the real folders above it, against loops of links. */
  const walk = (dir: string, prefix: string, ancestors: Set<string>) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if (prefix) leftOut(dir, `folder ${describeFsError(err)}`);
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const abs = path.join(dir, entry.name);
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isFile()) files.push({ rel, file: abs });
      else if (entry.isDirectory()) walk(abs, rel, new Set([...ancestors, abs]));
      else if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = fs.realpathSync(abs);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          leftOut(abs, code === 'ELOOP' ? 'a loop of symbolic links' : `a symbolic link to ${JSON.stringify(fs.readlinkSync(abs))}, which leads nowhere`);
          continue;
        }
        if (!isInside(project, real)) {
          leftOut(abs, `a symbolic link out of the project folder (to ${real})`);
          continue;
        }
        const stat = fs.statSync(real);
        if (stat.isFile()) files.push({ rel, file: real });
        else if (!stat.isDirectory()) leftOut(abs, 'a symbolic link to something that is not a file or folder');
        else if (ancestors.has(real)) leftOut(abs, 'a symbolic link to a folder that holds it (a loop)');
        else walk(real, rel, new Set([...ancestors, real]));
      } else leftOut(abs, 'not a regular file (a pipe, socket or device)');
    }
  };
  if (fs.existsSync(publicDir)) {
    const root = realOr(publicDir);
    walk(root, '', new Set([root]));
  }
  return { files, problems };
}

function realOr(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}
