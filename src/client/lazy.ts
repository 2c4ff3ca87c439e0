// Loads lazily imported components (search, demo runtime, heavy islands); a module that cannot be resolved is
// reported once on the console as a resolution failure naming it, and never breaks the page.

const failures = new Set<string>();

/** Runs a dynamic import; on failure logs `[mapdocs] could not resolve component "<name>": <reason>` once, returns undefined. */
export async function loadComponent<T>(name: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (!failures.has(name)) {
      failures.add(name);
      console.error(`[mapdocs] could not resolve component "${name}": ${(err as Error)?.message ?? err}`);
    }
    return undefined;
  }
}
