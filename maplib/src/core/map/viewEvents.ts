// The events a MapView emits itself, beside MapLibre's: `view.on(type, fn)` routes these names here and every other
// name to the MapLibre map, so one `on` serves both.

export const VIEW_EVENTS = ['layeradd', 'layerremove', 'layerorder'] as const;

export type ViewEventType = (typeof VIEW_EVENTS)[number];

export function isViewEvent(type: string): type is ViewEventType {
  return (VIEW_EVENTS as readonly string[]).includes(type);
}

type Listener = (event: any) => void;

export class ViewEvents {
  private listeners = new Map<string, Set<Listener>>();

  /** Returns the unsubscribe function. */
  on(type: ViewEventType, fn: Listener): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(fn);
    return () => this.off(type, fn);
  }

  off(type: ViewEventType, fn: Listener): void {
    this.listeners.get(type)?.delete(fn);
  }

  /** Calls the listeners of `type` subscribed when it is emitted (one that unsubscribes another does not skip it). */
  emit(type: ViewEventType, event: unknown): void {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn(event);
  }

  clear(): void {
    this.listeners.clear();
  }
}
