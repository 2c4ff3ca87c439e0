// Says in words why a file a page refers to cannot be used (missing, a folder, unreadable, too large), so messages
// name the problem instead of an errno code.
import fs from 'node:fs';

const WHY: Record<string, string> = {
  ENOENT: 'not found',
  ENOTDIR: 'not found (a part of its path is a file)',
  EISDIR: 'is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EFBIG: 'file too large (a file-size limit)',
  ENOSPC: 'no space left on the disk',
  EROFS: 'read-only file system',
  ELOOP: 'a loop of symbolic links',
  ENAMETOOLONG: 'name too long for the file system',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
  EBUSY: 'busy (a mount point, or in use)',
  EXDEV: 'on another file system',
  EDQUOT: 'disk quota exceeded',
};

/** Words for a file-system error: `is a folder, not a file (EISDIR)`, `permission denied (EACCES)`, `not found`. */
export function describeFsError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code && WHY[code]) return code === 'ENOENT' ? WHY[code] : `${WHY[code]} (${code})`;
  return code ? `failed (${code})` : String((err as Error)?.message ?? err);
}

/** What a file that is neither a regular file nor a folder is, in words. */
export function specialFileKind(stat: fs.Stats): string {
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  return 'a special file';
}

/** `is a named pipe (FIFO), not a regular file`: why a file with that stat is never read. */
export const notRegularFile = (stat: fs.Stats) => `is ${specialFileKind(stat)}, not a regular file`;

/** Why `file` is not a readable regular file, or undefined when it is one. */
export function fileProblem(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) return describeFsError({ code: 'EISDIR' });
    if (!stat.isFile()) return notRegularFile(stat);
    fs.accessSync(file, fs.constants.R_OK);
    return undefined;
  } catch (err) {
    return describeFsError(err);
  }
}
