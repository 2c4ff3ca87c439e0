// Where a framework's content goes in a core component — React children and render props, Vue slots — and which
// props a Vue `v-model` binds: one table both bindings read, so the rules cannot drift apart.

/**
 * Content that renders into a core prop:
 * - `childrenInto`: a prop taking an HTMLElement (Marker `element`, Popup `content`): React children / the Vue default
 *   slot render into one element made for the component, and that element is the prop's value;
 * - `elementFixedAtMount`: whether there is such an element is decided at mount and kept (MapLibre cannot swap a live
 *   marker's element: a marker mounted as the default pin stays one). Without it the element is passed while there is
 *   content (Popup: no content means `html`/`text`);
 * - `renderProp`: a prop that is a render function of the component's state returning a DOM node (StateBar `render`):
 *   a React render prop `(state) => ReactNode`, a Vue scoped slot of the same name getting `{ state }`.
 */
export const CONTENT = {
  Marker: { childrenInto: 'element', elementFixedAtMount: true },
  Popup: { childrenInto: 'content' },
  // The tracker's icon (drawn pointing north).
  TrackerLayer: { childrenInto: 'element', elementFixedAtMount: true },
  // Below the editor's toolbar buttons (the original's default slot).
  Editor: { childrenInto: 'content' },
  StateBar: { renderProp: 'render' },
} as const;

/** A prop the component itself changes (the reader drags, collapses, closes) and the core callback that reports it. */
export interface Model {
  prop: string;
  /** The core callback prop (`onToggle`). */
  callback: string;
  /** The prop's new value from the callback's argument. */
  value: (e: any) => unknown;
}

/**
 * The original library's `.sync` / `v-model` props that MapLib's core reports changes of: in Vue `v-model:<prop>`
 * (`update:<prop>` emitted after the core callback). Compare's `position` is in vue/Compare.ts (it is no wrap() line).
 */
export const MODELS: Record<string, readonly Model[]> = {
  Hawkeye: [{ prop: 'collapsed', callback: 'onToggle', value: (e: { collapsed: boolean }) => e.collapsed }],
  Legend: [{ prop: 'collapsed', callback: 'onCollapse', value: (e: { collapsed: boolean }) => e.collapsed }],
  MvtLegend: [{ prop: 'collapsed', callback: 'onCollapse', value: (e: { collapsed: boolean }) => e.collapsed }],
  Popup: [
    { prop: 'open', callback: 'onOpen', value: () => true },
    { prop: 'open', callback: 'onClose', value: () => false },
  ],
  Marker: [{ prop: 'lngLat', callback: 'onDragEnd', value: (e: { lngLat: [number, number] }) => e.lngLat }],
  // Not Editor's `feature`: a new feature restarts its editing and clears its history, so it reports edits by onChange.
};
