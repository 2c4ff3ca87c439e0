// The height a demo's live example is expected to take before it has run, from its source alone: map demos set their
// map's height in pixels, and most add a row of controls or a readout line above or below it (measured on docs/: the
// mounted demo is that height plus 0–60 px for most demos, 35 px the most common). The build writes it on the demo's
// host as its min-height, so the placeholder holds the room from the first paint; the client refines it
// (src/client/demo/demoSize.ts).

export const DEMO_MIN_HEIGHT = 120;
const MAX = 800;
const AROUND_MAP = 35;

/** The largest pixel height the source sets (`height: 320`, `height: '320px'`, `height:320px`), plus a row of controls. */
export function estimateDemoHeight(source: string): number {
  const heights = [...source.matchAll(/\bheight\s*[:=]\s*\{?\s*['"`]?(\d{2,4})(?:px)?\b/gi)].map((m) => Number(m[1]));
  if (!heights.length) return DEMO_MIN_HEIGHT;
  return Math.min(MAX, Math.max(DEMO_MIN_HEIGHT, Math.max(...heights) + AROUND_MAP));
}
