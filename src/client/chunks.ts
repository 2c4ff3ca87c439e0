// Loads the route manifest and page chunks: one fetch per chunk (shared by prefetch and navigation), typed failures.
import type { PageChunk, RouteEntry } from '../shared/types.ts';

/** A chunk that has not arrived after two minutes has failed (the router then loads the page in full). */
export const CHUNK_TIMEOUT_MS = 120000;

export type ChunkFailure = 'timeout' | 'network' | 'parse';

/** A chunk that could not be loaded, naming the chunk, the failure type and the address. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly url: string,
    detail: string,
  ) {
    super(`[mapdocs] chunk "${chunk}" failed to load (${type}) from ${url}: ${detail}`);
    this.name = 'ChunkLoadError';
  }
}

export interface RouteManifest {
  routes: RouteEntry[];
  /** Not-found chunk URL per locale path. */
  notFound: Record<string, string>;
}

export type LoadedChunk = PageChunk & { layout: 'home' | 'page' | 'not-found' };

const pending = new Map<string, Promise<LoadedChunk>>();
const loaded = new Set<string>();

/** The chunk's name for messages: its file name without the content hash (`v-8ec9a00bfd`, `404-en`). */
export function chunkName(url: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return file.replace(/\.[A-Za-z0-9_-]{6,}\.json$/, '').replace(/\.json$/, '');
}

/** Whether the chunk has arrived already (navigating to it needs no progress bar). */
export function isChunkLoaded(url: string): boolean {
  return loaded.has(url);
}

/** Fetches a chunk once; a failed load is forgotten so the next attempt retries. */
export function loadChunk(url: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<LoadedChunk> {
  let promise = pending.get(url);
  if (!promise) {
    promise = fetchJson<LoadedChunk>(url, timeoutMs, (data) => typeof data?.regions === 'object' && data.regions !== null);
    pending.set(url, promise);
    promise.then(
      () => loaded.add(url),
      () => pending.delete(url),
    );
  }
  return promise;
}

export function loadManifest(url: string): Promise<RouteManifest> {
  return fetchJson<RouteManifest>(url, CHUNK_TIMEOUT_MS, (data) => Array.isArray(data?.routes));
}

async function fetchJson<T>(url: string, timeoutMs: number, valid: (data: any) => boolean): Promise<T> {
  const name = chunkName(url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text: string;
  try {
    const res = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
    if (!res.ok) throw new ChunkLoadError(name, 'network', url, `HTTP ${res.status}`);
    text = await res.text();
  } catch (err) {
    if (err instanceof ChunkLoadError) throw err;
    if (controller.signal.aborted) throw new ChunkLoadError(name, 'timeout', url, `no answer after ${timeoutMs} ms`);
    throw new ChunkLoadError(name, 'network', url, (err as Error)?.message ?? String(err));
  } finally {
    clearTimeout(timer);
  }
  let data: T;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ChunkLoadError(name, 'parse', url, (err as Error).message);
  }
  if (!valid(data)) throw new ChunkLoadError(name, 'parse', url, 'not a mapdocs chunk');
  return data;
}
