// The folder `serve --watch` serves, written in place: a rebuild first collects its writes in a plan, which writes
// only files whose content changed, and only once the whole rebuild succeeded (a failed one leaves the folder alone).
// Each file is replaced whole (writeFileAtomic): the server may be sending it meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { StagingDir } from '../write/outputDir.ts';
import { OUTPUT_MARKER, outputMarkerContent } from '../write/outputGuard.ts';
import { writeFileAtomic } from '../write/writeFileAtomic.ts';
import { createTimeSlicer } from './timeSlicer.ts';

/** One rebuild's writes; `write` and `copy` also fit where a stage expects a staging folder. */
export interface OutputPlan extends StagingDir {
  /** Queues a file; false when the folder already holds exactly this content. */
  write(rel: string, content: string | Buffer): boolean;
  /** Queues a removal (no-op for a file that is not there). */
  remove(rel: string): void;
  /** Whether the folder holds, or this plan will write, a file by that name (hashed names: same name, same bytes). */
  has(rel: string): boolean;
}

export interface OutputFiles {
  readonly dir: string;
  /** Empties the folder (a session starts from nothing, so the record of what is there is exact). */
  reset(): void;
  /** Whether the folder lost what this session wrote (deleted from outside): only a reset and a full build restore it. */
  lost(): boolean;
  /** `apply` writes the plan, pausing now and then for the server (see timeSlicer.ts). */
  plan(): OutputPlan & { apply(): Promise<{ written: string[]; removed: string[] }> };
}

const hashOf = (content: string | Buffer) => createHash('sha1').update(content).digest('base64url');

export function createOutputFiles(dir: string): OutputFiles {
  /** Content hash of every file this session wrote, by path relative to the folder. */
  const onDisk = new Map<string, string>();
  return {
    dir,
    reset() {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      // Marks the folder as mapdocs' own, so a later session (or build) may replace it (see outputGuard.ts).
      fs.writeFileSync(path.join(dir, OUTPUT_MARKER), outputMarkerContent('serve'));
      onDisk.clear();
    },
    lost: () => onDisk.size > 0 && !fs.existsSync(path.join(dir, OUTPUT_MARKER)),
    plan() {
      const writes = new Map<string, { content: string | Buffer; hash: string }>();
      const removals = new Set<string>();
      const write = (rel: string, content: string | Buffer) => {
        const hash = hashOf(content);
        removals.delete(rel);
        if (onDisk.get(rel) === hash) {
          writes.delete(rel);
          return false;
        }
        writes.set(rel, { content, hash });
        return true;
      };
      return {
        dir,
        write,
        copy(from, rel) {
          write(rel, fs.readFileSync(from));
        },
        remove(rel) {
          writes.delete(rel);
          if (onDisk.has(rel)) removals.add(rel);
        },
        has: (rel) => writes.has(rel) || (onDisk.has(rel) && !removals.has(rel)),
        flush: async () => {},
        commit: async () => {},
        cleanup: async () => {},
        discard: async () => {},
        async apply() {
          const made = new Set<string>();
          const pause = createTimeSlicer();
          for (const [rel, { content, hash }] of writes) {
            await pause();
            const file = path.join(dir, rel);
            const parent = path.dirname(file);
            if (!made.has(parent)) {
              fs.mkdirSync(parent, { recursive: true });
              made.add(parent);
            }
            writeFileAtomic(file, content);
            onDisk.set(rel, hash);
          }
          for (const rel of removals) {
            fs.rmSync(path.join(dir, rel), { force: true });
            onDisk.delete(rel);
          }
          return { written: [...writes.keys()], removed: [...removals] };
        },
      };
    },
  };
}
