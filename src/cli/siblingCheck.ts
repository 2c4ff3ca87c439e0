// Whether a precompressed sibling (`x.br`, `x.gz`) holds the file as it is now. A sibling older than its file is
// stale at once; a newer one may be stale too — a copy, a checkout or an unpacked archive gives every file a new time
// in any order, and a file edited by hand with its time kept looks older than its copies — so a sibling is decoded
// once and compared with its file, and the verdict kept while neither changes (size, time, inode). Files up to
// VERIFY_AT_ONCE are checked as the request waits (decoding a few megabytes takes milliseconds); larger ones in the
// background, their plain bytes sent meanwhile.
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Encoding } from '../shared/compression.ts';
import type { FileStamp } from './compressedCache.ts';

/** Files up to this size have their sibling checked while the request waits. */
const VERIFY_AT_ONCE = 32 << 20;
/** Verdicts kept (one per sibling served); the oldest go first. */
const MAX_VERDICTS = 10_000;

export interface SiblingQuestion {
  /** The sibling's path (its key), its open descriptor and what fstat said of it. */
  sibling: string;
  siblingFd: number;
  siblingStat: FileStamp;
  /** The plain file's open descriptor and stamp. */
  fileFd: number;
  fileStamp: FileStamp;
  encoding: Encoding;
}

interface Verdict {
  file: FileStamp;
  sibling: FileStamp;
  current: boolean | 'checking';
}

const same = (a: FileStamp, b: FileStamp) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;

/** What the descriptor holds from its start (positioned reads: whoever sends it next reads from a position too). */
function readAll(fd: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const n = fs.readSync(fd, bytes, read, size - read, read);
    if (n === 0) break;
    read += n;
  }
  return bytes.subarray(0, read);
}

/** The decoded sibling, never more than one byte past the file's size (a bomb, or another file, stops there). */
function decode(encoding: Encoding, bytes: Buffer, fileSize: number): Buffer | undefined {
  try {
    const opts = { maxOutputLength: Math.max(1, fileSize + 1) };
    return encoding === 'br' ? zlib.brotliDecompressSync(bytes, opts) : zlib.gunzipSync(bytes, opts);
  } catch {
    return undefined;
  }
}

/** Streams the sibling through its decoder and compares it with the file, chunk by chunk. */
async function sameInTheBackground(q: SiblingQuestion, file: string): Promise<boolean> {
  const decoder = q.encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
  const decoded = fs.createReadStream(q.sibling).pipe(decoder);
  const handle = await fs.promises.open(file, 'r');
  let at = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      if (at + chunk.length > q.fileStamp.size) return false;
      const plain = Buffer.allocUnsafe(chunk.length);
      const { bytesRead } = await handle.read(plain, 0, chunk.length, at);
      if (bytesRead !== chunk.length || !plain.equals(chunk)) return false;
      at += chunk.length;
    }
    return at === q.fileStamp.size;
  } catch {
    return false;
  } finally {
    decoded.destroy();
    await handle.close();
  }
}

/** `verifyAtOnce`: the largest file checked while the request waits (a parameter for tests). */
export function createSiblingCheck(verifyAtOnce = VERIFY_AT_ONCE) {
  const verdicts = new Map<string, Verdict>();
  const remember = (key: string, verdict: Verdict) => {
    verdicts.delete(key);
    verdicts.set(key, verdict);
    if (verdicts.size > MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  };
  return {
    /** Whether the sibling may be sent for the file as it is; `file` is the plain file's path. */
    isCurrent(file: string, q: SiblingQuestion): boolean {
      if (q.siblingStat.mtimeMs < q.fileStamp.mtimeMs) return false;
      const known = verdicts.get(q.sibling);
      if (known && same(known.file, q.fileStamp) && same(known.sibling, q.siblingStat)) return known.current === true;
      if (q.fileStamp.size > verifyAtOnce) {
        const verdict: Verdict = { file: q.fileStamp, sibling: q.siblingStat, current: 'checking' };
        remember(q.sibling, verdict);
        sameInTheBackground(q, file).then((current) => (verdict.current = current));
        return false;
      }
      const decoded = decode(q.encoding, readAll(q.siblingFd, q.siblingStat.size), q.fileStamp.size);
      const current = !!decoded && decoded.equals(readAll(q.fileFd, q.fileStamp.size));
      remember(q.sibling, { file: q.fileStamp, sibling: q.siblingStat, current });
      return current;
    },
  };
}
