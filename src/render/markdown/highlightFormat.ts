// Names what shapes highlighted HTML besides the code: a shiki upgrade or a change of set-up must not reuse old output.
// Its own module so a build can key its caches without loading shiki's language list.
import { createRequire } from 'node:module';

export const highlightFormat = () => `shiki@${createRequire(import.meta.url)('shiki/package.json').version} css-vars-2`;
