// Images next to the markdown become content-hashed assets, with the width and height their files give (the box is
// reserved before the image loads); `/x.png` points into public/ under the base.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type MarkdownIt from 'markdown-it';
import { decodePath } from '../../shared/resolveRoute.ts';
import { encodeUrlPath, withBase } from '../../shared/pagePath.ts';
import { lineAt, type MarkdownEnv } from './env.ts';
import { includeProblem } from './includes.ts';
import { imageSize } from './imageSize.ts';

export interface ImageContext {
  root: string;
  base: string;
  /** Output path (under the out dir) of each copied image, by absolute source path. */
  copied: Map<string, string>;
}

/** `assets/img/<name>.<hash8><ext>` for a source file, computed once per file. */
export function imageAssetPath(file: string, copied: Map<string, string>): string {
  let out = copied.get(file);
  if (!out) {
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
    const ext = path.extname(file);
    out = `assets/img/${path.basename(file, ext)}.${hash}${ext}`;
    copied.set(file, out);
  }
  return out;
}

/** `includeRoots`: the folders images may be read from (includes.ts). */
export function imagesPlugin(md: MarkdownIt, ctx: ImageContext, includeRoots: string[]): void {
  md.core.ruler.push('rewrite_images', (state) => {
    const env = state.env as MarkdownEnv;
    state.tokens.forEach((block, i) => {
      for (const token of block.children ?? []) {
        if (token.type !== 'image') continue;
        const src = token.attrGet('src') ?? '';
        if (!src.trim()) {
          // VuePress renders `![x]()` as an image without a source; so does mapdocs, with a word to the author.
          env.diagnostics.push({ file: env.relativePath, line: lineAt(state.tokens, i), message: 'image with an empty source', severity: 'warning' });
          continue;
        }
        if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) continue;
        if (src.startsWith('/')) {
          token.attrSet('src', withBase(ctx.base, src));
          continue;
        }
        const file = path.resolve(ctx.root, path.dirname(env.relativePath), decodePath(src.split(/[?#]/)[0]));
        const problem = includeProblem(file, includeRoots);
        if (problem) {
          env.diagnostics.push({ file: env.relativePath, line: lineAt(state.tokens, i), message: `image "${decodePath(src)}": ${problem}`, severity: 'error' });
          continue;
        }
        env.images.add(file);
        token.attrSet('src', encodeUrlPath(withBase(ctx.base, imageAssetPath(file, ctx.copied))));
        // The page cache keys an image by its content hash (imageAssetPath), so a size read here cannot go stale.
        const size = imageSize(fs.readFileSync(file));
        if (size) {
          token.attrSet('width', String(size.width));
          token.attrSet('height', String(size.height));
        }
        token.attrSet('loading', 'lazy');
      }
    });
  });
}
