// Content-hashed file names for assets written by the pipeline (chunks, route manifest, indexes).
import { createHash } from 'node:crypto';

export function contentHash(content: string | Buffer, length = 8): string {
  return createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, 'x').slice(0, length);
}

/** `assets/chunks/v-abc.json` → `assets/chunks/v-abc.<hash>.json` */
export function hashedName(dir: string, name: string, ext: string, content: string | Buffer): string {
  return `${dir}/${name}.${contentHash(content)}${ext}`;
}
