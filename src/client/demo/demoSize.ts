// The room a demo's placeholder keeps, so the text below does not jump when the live demo mounts: the height this
// demo had last time at about this width (remembered in localStorage), else the build's estimate from its source
// (src/shared/demoHeight.ts), which the page's HTML already holds.
import { estimateDemoHeight } from '../../shared/demoHeight.ts';

const KEY = 'mapdocs-demo-h';
/** Widths are remembered in steps: a demo's height depends on how its controls and text wrap. */
const WIDTH_STEP = 40;

/** A short hash of the demo's source: an edited demo is not given its old height. */
function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function slot(id: string, source: string, width: number): string {
  return `${location.pathname}#${id}:${hash(source)}@${Math.round(width / WIDTH_STEP) * WIDTH_STEP}`;
}

function readAll(): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function reservedHeight(id: string, source: string, width: number): number {
  return readAll()[slot(id, source, width)] ?? estimateDemoHeight(source);
}

/** Remembers the height a mounted demo settled at (the 200 most recent demos are kept). */
export function rememberHeight(id: string, source: string, width: number, height: number): void {
  if (!(height > 0)) return;
  try {
    const all = readAll();
    const key = slot(id, source, width);
    delete all[key];
    all[key] = Math.round(height);
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - 200))) delete all[old];
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    /* storage blocked or full: the estimate serves next time */
  }
}
