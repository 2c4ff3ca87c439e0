// A Vue component's attributes as core props: Vue keeps an attribute as written (`source-layer`, `:maxZoom`), and
// values from reactive state come as proxies, which MapLibre cannot send to its workers (structured clone).
import { camelize, toRaw } from 'vue';

/** Attributes the Vue component handles itself (`class`, `style`) or that are Vue's own listeners (`onUpdate:x`). */
const VUE_ONLY = new Set(['class', 'style']);

/** `attrs` with camelCase keys and raw values, leaving out `except`, `class`, `style` and v-model's `onUpdate:` listeners. */
export function coreAttrs(attrs: Record<string, unknown>, except?: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attrs)) {
    if (VUE_ONLY.has(key) || key.startsWith('onUpdate:')) continue;
    const name = key.includes('-') ? camelize(key) : key;
    if (except?.has(name)) continue;
    out[name] = toRaw(value);
  }
  return out;
}

/** Calls a listener attribute: one function, or several when a template bound more than one. */
export function callListener(listener: unknown, ...args: unknown[]): void {
  if (typeof listener === 'function') listener(...args);
  else if (Array.isArray(listener)) for (const fn of listener) if (typeof fn === 'function') fn(...args);
}
