// Compressed bodies `serve` made on the fly, kept in memory while their file is unchanged: each file is compressed
// once per encoding, not once per request (maplib.js costs ~60 ms at brotli quality 5).
import { compress, QUALITY, type Encoding } from '../shared/compression.ts';

/** What identifies one version of a file: any change to it changes one of these. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

export interface CompressedCache {
  /** The compressed body of `file` as `stamp` describes it; `read` gives its bytes when they must be compressed. */
  get(file: string, encoding: Encoding, stamp: FileStamp, read: () => Buffer): Promise<Buffer>;
  /** The body if it is cached for this version of the file already (answered without waiting a turn). */
  peek(file: string, encoding: Encoding, stamp: FileStamp): Buffer | undefined;
  /** Bytes held (compressed bodies). */
  readonly bytes: number;
}

interface Entry {
  stamp: FileStamp;
  body: Promise<Buffer>;
  done?: Buffer;
  size: number;
}

const same = (a: FileStamp, b: FileStamp) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;

/** Holds up to `maxBytes` of compressed bodies; the least recently used go first. */
export function createCompressedCache(maxBytes = 64 << 20): CompressedCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.size;
    entries.delete(key);
  };
  const touch = (key: string, e: Entry) => {
    // Map order is insertion order: re-inserting makes this the most recently used.
    entries.delete(key);
    entries.set(key, e);
  };
  return {
    get bytes() {
      return bytes;
    },
    peek(file, encoding, stamp) {
      const key = `${encoding}\0${file}`;
      const e = entries.get(key);
      if (!e?.done || !same(e.stamp, stamp)) return undefined;
      touch(key, e);
      return e.done;
    },
    get(file, encoding, stamp, read) {
      const key = `${encoding}\0${file}`;
      const cached = entries.get(key);
      if (cached && same(cached.stamp, stamp)) {
        touch(key, cached);
        return cached.body;
      }
      drop(key);
      // Requests for the same file while it is being compressed share the one compression.
      const entry: Entry = { stamp, size: 0, body: compress(read(), encoding, QUALITY[encoding]) };
      entries.set(key, entry);
      entry.body.then(
        (out) => {
          if (entries.get(key) !== entry) return;
          // Larger than the whole cache: sent once, not kept (and nothing else is pushed out for it).
          if (out.length > maxBytes) return drop(key);
          entry.done = out;
          entry.size = out.length;
          bytes += out.length;
          for (const [k] of entries) {
            if (bytes <= maxBytes || k === key) break;
            drop(k);
          }
        },
        () => entries.get(key) === entry && drop(key),
      );
      return entry.body;
    },
  };
}
