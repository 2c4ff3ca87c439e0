// What a framework binding (React's wrap(), Vue's wrap()) passes to a core object's update() after its framework
// rendered it again: the same rules for both, so a component behaves alike under either.
import type { MapComponent } from '../core/base/component.ts';

/**
 * The partial props for `child.update()`, given the props the last render passed (`prev`) and this render's (`props`).
 * Props replace the old ones, as in JSX or a template: a prop left out goes back to its default (set to undefined). A
 * held prop (see MapComponent.heldProps: a layer tree changes `visible`, `opacity`…) is passed on only when its value
 * in the template changed since the last render, so a change made on the object lasts until then.
 */
export function propsUpdate(child: MapComponent<any>, prev: Record<string, unknown>, props: Record<string, unknown>): Record<string, unknown> {
  const held = new Set(child.heldProps);
  const next: Record<string, unknown> = {};
  for (const k of Object.keys(child.props)) if (!held.has(k) || k in prev) next[k] = undefined;
  for (const [k, v] of Object.entries(props)) if (!held.has(k) || !Object.is(prev[k], v)) next[k] = v;
  // A held prop the template still gives unchanged: not passed (left as the core object has it).
  for (const k of held) if (k in props && Object.is(prev[k], props[k])) delete next[k];
  return next;
}
