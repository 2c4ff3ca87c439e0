// The on-disk build cache (highlighted code by content hash), keyed by mapdocs' version.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config/resolveConfig.ts';

export interface BuildCache {
  highlight: Map<string, string>;
}

const fileOf = (config: SiteConfig) => path.join(config.cacheDir, 'highlight.json');

export function readCache(config: SiteConfig): BuildCache {
  try {
    const data = JSON.parse(fs.readFileSync(fileOf(config), 'utf8'));
    if (data.version === config.version) return { highlight: new Map(Object.entries(data.highlight)) };
  } catch {
    // No cache yet, or an unreadable one: start empty.
  }
  return { highlight: new Map() };
}

/** Keeps only what this build used, so the cache never outgrows the site. */
export function writeCache(config: SiteConfig, cache: BuildCache): void {
  fs.mkdirSync(config.cacheDir, { recursive: true });
  fs.writeFileSync(fileOf(config), JSON.stringify({ version: config.version, highlight: Object.fromEntries(cache.highlight) }));
}
