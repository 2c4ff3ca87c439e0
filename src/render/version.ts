// mapdocs' own version, read once from package.json (it names the generator and keys the build cache).
import { createRequire } from 'node:module';

export const MAPDOCS_VERSION: string = createRequire(import.meta.url)('../../package.json').version;
