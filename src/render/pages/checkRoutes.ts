// Checks the URL every page claims: a permalink must be a path inside the site, and no two sources may claim one
// output file (one would silently win, or be unreachable through the case-insensitive router).
import { outputFileFor } from '../../shared/pagePath.ts';
import type { Diagnostic } from '../errors.ts';

/** Output files mapdocs writes itself, which no page may overwrite. */
const RESERVED = [/^assets\//i, /^(?:[^/]+\/)?404\.html$/i, /^sitemap\.xml$/i, /^\.mapdocs-output$/i];

/** What is wrong with a frontmatter `permalink`, or undefined when it is a usable site path. */
export function permalinkProblem(permalink: unknown): string | undefined {
  if (typeof permalink !== 'string') return `permalink must be a string like "/guide/intro.html", got ${JSON.stringify(permalink) ?? typeof permalink}`;
  const shown = JSON.stringify(permalink);
  if (/^[a-z][a-z0-9+.-]*:/i.test(permalink)) return `permalink must be a path on this site, not a URL, got ${shown}`;
  if (!permalink.startsWith('/') || permalink.startsWith('//')) return `permalink must start with a single "/", got ${shown}`;
  if (/[\u0000-\u001f\u007f\\?#<>"'`]/.test(permalink)) return `permalink must not hold control characters, "\\", "?", "#", quotes or angle brackets, got ${shown}`;
  const segments = permalink.split('/').slice(1, -1).concat(permalink.endsWith('/') ? [] : [permalink.split('/').pop()!]);
  if (segments.some((s) => s === '.' || s === '..' || s === '')) return `permalink must not hold empty, "." or ".." segments, got ${shown}`;
  if (RESERVED.some((r) => r.test(outputFileFor(permalink)))) return `permalink ${shown} would overwrite a file mapdocs writes itself (${outputFileFor(permalink)})`;
  return undefined;
}

export interface RoutedSource {
  relativePath: string;
  /** The file as shown in messages. */
  displayPath: string;
  path: string;
  /** Whether the path came from a `permalink` (named in the message). */
  permalink?: boolean;
}

/** One error per output file claimed by more than one source (compared without case, as the router matches). */
export function routeCollisions(sources: RoutedSource[]): Diagnostic[] {
  const byFile = new Map<string, RoutedSource[]>();
  for (const s of sources) {
    const key = outputFileFor(s.path).toLowerCase();
    byFile.set(key, [...(byFile.get(key) ?? []), s]);
  }
  const out: Diagnostic[] = [];
  for (const claimants of byFile.values()) {
    if (claimants.length < 2) continue;
    const [first, ...rest] = claimants;
    for (const other of rest) {
      const how = (s: RoutedSource) => `${s.displayPath}${s.permalink ? ' (permalink)' : ''}`;
      const sameCase = first.path === other.path;
      out.push({
        file: other.displayPath,
        severity: 'error',
        message: sameCase
          ? `${how(other)} and ${how(first)} are both the page ${other.path}: rename or remove one`
          : `${how(other)} (${other.path}) and ${how(first)} (${first.path}) differ only in case; URLs match without case, so one could never be reached: rename one`,
      });
    }
  }
  return out;
}

/**
 * One warning per page whose URL differs from another's only in how its Unicode is composed (NFC `é` against NFD
 * `e` + accent, as macOS and Linux may each spell a copied name): two routes a reader cannot tell apart, each leading
 * to its own page. Pages whose URLs differ in case too are named as well; those the same but for case are
 * routeCollisions' errors.
 */
export function lookAlikeRoutes(sources: RoutedSource[]): Diagnostic[] {
  const byLook = new Map<string, RoutedSource[]>();
  for (const s of sources) {
    const look = outputFileFor(s.path).normalize('NFC').toLowerCase();
    byLook.set(look, [...(byLook.get(look) ?? []), s]);
  }
  const out: Diagnostic[] = [];
  for (const alike of byLook.values()) {
    const spellings = new Map<string, RoutedSource>();
    for (const s of alike) {
      const spelled = outputFileFor(s.path).toLowerCase();
      if (!spellings.has(spelled)) spellings.set(spelled, s);
    }
    if (spellings.size < 2) continue;
    const [first, ...rest] = spellings.values();
    for (const other of rest)
      out.push({
        file: other.displayPath,
        severity: 'warning',
        message: `${other.displayPath} (${other.path}) and ${first.displayPath} (${first.path}) look the same but spell their names with different Unicode (one composed, NFC, the other decomposed, NFD): two URLs a reader cannot tell apart; rename one`,
      });
  }
  return out;
}
