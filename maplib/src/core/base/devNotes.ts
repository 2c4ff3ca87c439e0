// Console notes for people moving to MapLib: each said once per page, so a prop in a component that renders a
// thousand times is one line, not a thousand. Development-only notes follow the bundler's production switch.

// Bundlers replace `process.env.NODE_ENV` with a string (Vite, webpack, Rspack and esbuild when configured); a page
// with no bundler has no `process`, and counts as development.
declare const process: { env: { NODE_ENV?: string } };

/** False in a production build of the app (and in maplib.js), true otherwise. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

const said = new Set<string>();

/** `console[level](message)` the first time `key` comes, then never again on this page. */
export function sayOnce(key: string, level: 'info' | 'warn', message: string): void {
  if (said.has(key)) return;
  said.add(key);
  console[level](message);
}
