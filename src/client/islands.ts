// Island registry: finds `data-island` elements and mounts each once; a failing island never breaks reading.
import { loadComponent } from './lazy.ts';

export type Unmount = () => void;
export type IslandMount = (el: HTMLElement) => Unmount | void;

const registry = new Map<string, IslandMount>();
const mounted = new WeakMap<HTMLElement, Unmount | void>();

export function defineIsland(name: string, mount: IslandMount): void {
  registry.set(name, mount);
}

/**
 * An island whose code is loaded on first use (`defineLazyIsland('search', () => import('./search.ts'))`, the module
 * exporting `mount`). An import that fails is reported as a resolution failure naming the island.
 */
export function defineLazyIsland(name: string, load: () => Promise<{ mount: IslandMount }>): void {
  defineIsland(name, (el) => {
    let stopped = false;
    let cleanup: Unmount | void;
    loadComponent(name, load).then((mod) => {
      if (stopped || !mod) return;
      try {
        cleanup = mod.mount(el);
      } catch (err) {
        console.error(`[mapdocs] island "${name}" failed to start`, err);
      }
    });
    return () => {
      stopped = true;
      cleanup?.();
    };
  });
}

/** Mounts every not-yet-mounted island inside root. */
export function mountIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((el) => {
    if (mounted.has(el)) return;
    const name = el.dataset.island!;
    const mount = registry.get(name);
    if (!mount) return;
    try {
      mounted.set(el, mount(el));
    } catch (err) {
      mounted.set(el, undefined);
      console.error(`[mapdocs] island "${name}" failed to start`, err);
    }
  });
}

/** Runs the cleanup of every island inside root (before its HTML is replaced). */
export function unmountIslands(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((el) => {
    const cleanup = mounted.get(el);
    mounted.delete(el);
    try {
      cleanup?.();
    } catch (err) {
      console.error(`[mapdocs] island "${el.dataset.island}" failed to stop`, err);
    }
  });
}
