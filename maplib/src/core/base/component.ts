// MapComponent: the one update loop of everything a map holds — validate props, patch in place or re-create, attach and detach.
import type { MapView } from '../map/mapView.ts';
import type { MapChild } from './mapChild.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { validateProps, warnUnknownProps, type Rules } from './validateProps.ts';

/**
 * A component is its props plus the MapLibre objects made from them. A subclass says which rules its props follow,
 * how to `mount` its objects on a map, how to `patch` them when props change, and how to `unmount` them; this class
 * decides when each runs. Listeners and other undo steps registered with `onDetach` while mounting run on detach.
 */
export abstract class MapComponent<P extends object> implements MapChild {
  /** Layers need a loaded style: the view attaches them on `style.load`, and again after every basemap switch. */
  abstract readonly needsStyle: boolean;
  props: P;
  view?: MapView;
  /**
   * Props MapLibre cannot change on a live object: a change re-creates it. Compared by structure, because an inline
   * object or array in React (`positionOptions={{…}}`) is a new value on every render.
   */
  protected readonly recreateKeys: readonly (keyof P)[] = [];
  private detachSteps: (() => void)[] = [];
  /**
   * Props something besides the owner may change on the object (a layer tree hides, fades and moves layers): a React
   * render passes one on only when its JSX value changed since the last render, so such a change is not undone by the
   * next render of an unrelated parent. Every other prop is what the JSX says at every render.
   */
  readonly heldProps: readonly string[] = [];

  constructor(
    readonly component: string,
    private readonly rules: Rules,
    props: P,
  ) {
    this.validate(props);
    this.props = { ...props };
  }

  /** Adds this component's MapLibre objects to the view's map, made from `this.props`. */
  protected abstract mount(view: MapView): void;
  /** Removes what `mount` (and later patches) added and `onDetach` does not undo; safe when parts are already gone. */
  protected abstract unmount(): void;
  /** Moves the live objects from `prev` to `next` in place; returning false asks for a re-create. */
  protected patch(_prev: P, _next: P): boolean | void {}
  /** Throws when a change can never be applied (a layer's id): checked before the new props are taken. */
  protected checkChange(_prev: P, _next: P): void {}
  /** Runs after props changed on a live map, whether they were patched or re-created. */
  protected afterUpdate(_prev: P, _next: P): void {}

  /** Whether a change of props needs new MapLibre objects: by default, a change in one of `recreateKeys`. */
  protected mustRecreate(prev: P, next: P): boolean {
    return this.recreateKeys.some((k) => !deepEqual(prev[k], next[k]));
  }

  /** Whether the objects are on a map that can take changes now (layers also wait for a style). */
  protected isLive(): boolean {
    return !!this.view && !this.view.removed;
  }

  /** Registers an undo step (remove a listener, close a DOM hook) that runs when the component is detached. */
  protected onDetach(undo: () => void): void {
    this.detachSteps.push(undo);
  }

  protected validate(props: P): void {
    validateProps(this.component, this.rules, props as Record<string, unknown>);
    warnUnknownProps(this.component, this.rules, props as Record<string, unknown>);
  }

  attach(view: MapView): void {
    // A basemap switch attaches style-bound components again: what they had went with the old style, so let go of it.
    if (this.view) this.release();
    this.view = view;
    this.mount(view);
  }

  detach(): void {
    if (this.view) this.release();
    this.view = undefined;
  }

  /** Takes this component's objects off the map: `unmount`, then the `onDetach` steps, newest first. */
  protected release(): void {
    this.unmount();
    const undo = this.detachSteps.reverse();
    this.detachSteps = [];
    for (const step of undo) step();
  }

  /** Re-creates the MapLibre objects from the current props; layers override it to keep their place in the style. */
  protected recreate(): void {
    const view = this.view!;
    this.release();
    this.mount(view);
  }

  /** Shallow-merges props, validates them, and updates the map in place or by re-creating. */
  update(partial: Partial<P>): void {
    const next = { ...this.props, ...partial } as P;
    this.validate(next);
    this.checkChange(this.props, next);
    const prev = this.props;
    this.props = next;
    // Not on a map (or a layer waiting for a new basemap): the next attach reads the latest props.
    if (!this.isLive()) return;
    // `=== false`: a patch that returns nothing has applied the change.
    if (this.mustRecreate(prev, next) || this.patch(prev, next) === false) this.recreate();
    this.afterUpdate(prev, next);
  }

  /** Detaches from its map (same as `map.removeChild(component)`). */
  remove(): void {
    this.view?.removeChild(this);
  }

  addTo(view: MapView): this {
    view.add(this);
    return this;
  }
}
