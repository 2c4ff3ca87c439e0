// Replays a stage's output files from the build cache when its inputs are unchanged, instead of redoing the work.
import type { StagingDir } from './write/outputDir.ts';
import type { BuildCache, CacheSection } from './cache.ts';
import { arrayOf, objectOf, required, stringPair, type Check } from './shapeChecks.ts';

interface Recorded<T> {
  value: T;
  files: [string, string][];
}

const sectionOf = <T>(cache: BuildCache, name: string, valueShape: Check) =>
  cache.section<Recorded<T>>(name, required(objectOf({ value: required(valueShape), files: required(arrayOf(stringPair)) })));

/** Writes a recorded run's files again and returns its value; undefined when the section holds no run for `key`. */
function replay<T>(section: CacheSection<Recorded<T>>, key: string, staging: StagingDir): T | undefined {
  const hit = section.get(key);
  if (!hit) return undefined;
  for (const [rel, content] of hit.files) staging.write(rel, content);
  return hit.value;
}

/** Writes again what a run of `produce` for the same `key` wrote, and returns what it returned; undefined when not cached. */
export function replayWrites<T>(cache: BuildCache, name: string, key: string, staging: StagingDir, valueShape: Check): T | undefined {
  return replay(sectionOf<T>(cache, name, valueShape), key, staging);
}

/**
 * Runs `produce` (which writes through `staging`) or replays what it wrote and returned for the same `key`;
 * `valueShape` is what the value it returns must look like when read back from the cache.
 */
export function cachedWrites<T>(cache: BuildCache, name: string, key: string, staging: StagingDir, valueShape: Check, produce: (staging: StagingDir) => T): T {
  const section = sectionOf<T>(cache, name, valueShape);
  const replayed = replay(section, key, staging);
  if (replayed !== undefined) return replayed;
  const files: [string, string][] = [];
  const recorder: StagingDir = {
    ...staging,
    write(rel, content) {
      if (typeof content !== 'string') throw new Error(`cachedWrites(${name}): only text outputs can be replayed`);
      files.push([rel, content]);
      staging.write(rel, content);
    },
  };
  const value = produce(recorder);
  section.set(key, { value, files });
  return value;
}
