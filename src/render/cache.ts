// The on-disk build cache: named sections of pure work (highlighted code, rendered pages, replayed outputs) by content
// hash, each file stamped with mapdocs' version and a fingerprint of its own code, so neither an upgrade nor a local
// change to mapdocs ever reuses stale output. Every entry is checked against its section's shape when read back: one
// that does not conform (replaced by hand, or by another program) is a miss, made again and written over.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from './config/resolveConfig.ts';
import { describeFsError } from './fileProblem.ts';
import type { Diagnostic } from './errors.ts';
import { sourceHash } from './sourceHash.mjs';
import { writeFileAtomic } from './write/writeFileAtomic.ts';
import { openFileSection } from './cacheFiles.ts';
import { conforms, type Check } from './shapeChecks.ts';

export interface CacheSection<T> {
  get(key: string): T | undefined;
  /** Whether the section holds the key, without reading its value. */
  has(key: string): boolean;
  set(key: string, value: T): void;
  /** Marks an entry as still needed without reading the section (an entry a cached page refers to). */
  keep(key: string): void;
  /** How many entries the section holds (it is read for this). */
  size(): number;
}

export interface BuildCache {
  /** The section of this name; `shape` is what each of its entries must look like to be read back (else a miss). */
  section<T>(name: string, shape: Check): CacheSection<T>;
  /** Writes the sections this build changed since the last save, each keeping only the entries this build used. */
  save(): void;
  /** Why a save failed (the cache only saves work, so a failure is a warning): the first such reason. */
  readonly saveProblem?: string;
  /** Folders of the cache that were symbolic links (cacheFiles.ts: replaced by real ones), as build warnings. */
  warnings(): Diagnostic[];
}

const PKG_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** Hash of mapdocs' own sources and locked dependencies: the code that produced a cached entry. */
export function mapdocsFingerprint(): string {
  return sourceHash(PKG_ROOT);
}

/** sha1 of the parts, separated so that ('ab','c') and ('a','bc') differ. */
export function contentKey(...parts: string[]): string {
  const key = contentKeyInParts();
  for (const p of parts) key.part(p);
  return key.digest();
}

/**
 * contentKey of parts too large to hold at once, given piece by piece: `add` appends to the part being written,
 * `part` appends and ends it. contentKeyInParts().part('ab').part('c').digest() === contentKey('ab', 'c').
 */
export function contentKeyInParts() {
  const hash = createHash('sha1');
  const key = {
    add(piece: string) {
      hash.update(piece);
      return key;
    },
    part(piece = '') {
      hash.update(piece).update('\0');
      return key;
    },
    digest: () => hash.digest('base64url'),
  };
  return key;
}

/** The cache stamp: mapdocs' version (injectable through `config.version`) and its code fingerprint. */
export const cacheStamp = (config: SiteConfig) => `${config.version}\0${mapdocsFingerprint()}`;

/**
 * Sections whose keys already name the code that made their entries (the highlight salt names shiki and the
 * highlighter's code): stamped with mapdocs' version only, so an edit elsewhere in mapdocs keeps them.
 */
const SELF_KEYED = new Set(['highlight']);

/**
 * Sections of large values, kept one file per entry (cacheFiles.ts): a build holds their keys only. Rendered pages
 * (their markdown's HTML; what else a page needs stays in `pages`), highlighted code blocks and search index files.
 */
const IN_FILES = new Set(['highlight', 'page-html', 'search']);

export function openCache(config: SiteConfig): BuildCache {
  const stamp = cacheStamp(config);
  const sections = new Map<string, ReturnType<typeof openSection> | ReturnType<typeof openFileSection>>();
  let saveProblem: string | undefined;
  return {
    section<T>(name: string, shape: Check) {
      let s = sections.get(name);
      if (!s) {
        const sectionStamp = SELF_KEYED.has(name) ? config.version : stamp;
        const valid = (value: unknown) => conforms(shape, value);
        s = IN_FILES.has(name) ? openFileSection(config.cacheDir, name, sectionStamp, valid) : openSection(path.join(config.cacheDir, `${name}.json`), sectionStamp, valid);
        sections.set(name, s);
      }
      return s as unknown as CacheSection<T>;
    },
    get saveProblem() {
      return saveProblem;
    },
    warnings() {
      const found: Diagnostic[] = [];
      for (const s of sections.values()) {
        const linked = 'linked' in s ? s.linked() : undefined;
        if (linked) found.push({ file: path.relative(process.cwd(), linked.path) || linked.path, message: linked.why, severity: 'warning' });
      }
      return found;
    },
    save() {
      for (const [name, s] of sections) {
        try {
          s.save();
        } catch (err) {
          saveProblem ??= `could not save the build cache (${name}): ${describeFsError(err)}; the next build will redo that work`;
        }
      }
    },
  };
}

function openSection(file: string, stamp: string, valid: (value: unknown) => boolean) {
  let stored: Map<string, unknown> | null = null;
  const used = new Map<string, unknown>();
  const kept = new Set<string>();
  let changed = false;
  // Read on first use: a build whose pages all come from the page cache never parses the highlight cache.
  const load = () => {
    if (stored) return stored;
    stored = new Map();
    try {
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (data.stamp === stamp) stored = new Map(Object.entries(data.entries));
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return stored;
  };
  /** The stored entry, if it conforms; one that does not is dropped (the save leaves it out). */
  const read = (key: string) => {
    const all = load();
    const value = all.get(key);
    if (value === undefined || valid(value)) return value;
    all.delete(key);
    changed = true;
    return undefined;
  };
  return {
    get(key: string) {
      if (used.has(key)) return used.get(key);
      const value = read(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    has(key: string) {
      return used.has(key) || read(key) !== undefined;
    },
    set(key: string, value: unknown) {
      used.set(key, value);
      changed = true;
    },
    keep(key: string) {
      kept.add(key);
    },
    size() {
      const all = load();
      let n = all.size;
      for (const key of used.keys()) if (!all.has(key)) n++;
      return n;
    },
    save() {
      if (!stored && !changed) return;
      const all = load();
      for (const key of kept) {
        const value = used.has(key) ? undefined : read(key);
        if (value !== undefined) used.set(key, value);
      }
      // Unchanged and nothing dropped: leave the file alone.
      if (!changed && used.size === all.size) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writeFileAtomic(file, sectionJson(stamp, used));
      // Saved: a second save in the same build writes this section again only if it changes again.
      stored = new Map(used);
      changed = false;
    },
  };
}

/**
 * A section's file, `{"stamp":…,"entries":{key:value,…}}` (what JSON.stringify of it gives), one entry at a time: a
 * large site's pages or search files would otherwise be one string of hundreds of megabytes at the save.
 */
export function* sectionJson(stamp: string, entries: Map<string, unknown>): Generator<string> {
  yield `{"stamp":${JSON.stringify(stamp)},"entries":{`;
  let first = true;
  for (const [key, value] of entries) {
    const json = JSON.stringify(value);
    // As JSON.stringify does, an entry without a JSON value (undefined, a function) is left out.
    if (json === undefined) continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
    first = false;
  }
  yield '}}';
}
