// BaseControl: a MapLibre control at a map corner; changing `position` moves it without touching the map.
import type { IControl, ControlPosition } from 'maplibre-gl';
import type { MapView } from '../map/mapView.ts';
import type { MapChild } from '../base/mapChild.ts';
import { deepEqual } from '../util/deepEqual.ts';
import { position, validateProps, type Rules } from '../base/validateProps.ts';

export interface ControlProps {
  position?: ControlPosition;
}

export abstract class BaseControl<P extends ControlProps, C extends IControl = IControl> implements MapChild {
  readonly needsStyle = false;
  props: P;
  view?: MapView;
  control?: C;

  constructor(
    readonly component: string,
    private rules: Rules,
    props: P,
    private defaultPosition: ControlPosition,
  ) {
    validateProps(component, { position, ...rules }, props as Record<string, unknown>);
    this.props = { ...props };
  }

  /** Builds the MapLibre control from the props (create-time options). */
  protected abstract create(p: P): C;
  /** Applies props MapLibre can change on a live control (keys not in recreateKeys). */
  protected patch(_prev: P, _next: P): void {}
  /** Keys whose change re-creates the control. */
  protected abstract recreateKeys: (keyof P)[];

  attach(view: MapView): void {
    this.view = view;
    this.control = this.create(this.props);
    view.maplibre.addControl(this.control, this.props.position ?? this.defaultPosition);
  }

  detach(): void {
    if (this.view && this.control && !this.view.removed && this.view.maplibre.hasControl(this.control)) {
      this.view.maplibre.removeControl(this.control);
    }
    this.control = undefined;
    this.view = undefined;
  }

  update(partial: Partial<P>): void {
    const next = { ...this.props, ...partial } as P;
    validateProps(this.component, { position, ...this.rules }, next as Record<string, unknown>);
    const prev = this.props;
    this.props = next;
    const view = this.view;
    if (!view) return;
    // Compared by structure: an inline object or array (React `positionOptions={{…}}`) is a new value on every render.
    if (prev.position !== next.position || this.recreateKeys.some((k) => !deepEqual(prev[k], next[k]))) {
      this.detach();
      this.attach(view);
    } else {
      this.patch(prev, next);
    }
  }

  remove(): void {
    this.view?.removeChild(this);
  }

  addTo(view: MapView): this {
    view.add(this);
    return this;
  }
}
