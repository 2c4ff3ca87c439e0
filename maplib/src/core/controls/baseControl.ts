// BaseControl: a MapLibre control at a map corner; changing `position` moves it without touching the map.
import type { IControl, ControlPosition } from 'maplibre-gl';
import type { MapView } from '../map/mapView.ts';
import { MapComponent } from '../base/component.ts';
import { position, type Rules } from '../base/validateProps.ts';

export interface ControlProps {
  position?: ControlPosition;
}

export abstract class BaseControl<P extends ControlProps, C extends IControl = IControl> extends MapComponent<P> {
  readonly needsStyle = false;
  control?: C;

  constructor(
    component: string,
    rules: Rules,
    props: P,
    protected readonly defaultPosition: ControlPosition,
  ) {
    super(component, { position, ...rules }, props);
  }

  /** Builds the MapLibre control from the props (create-time options). */
  protected abstract create(p: P): C;

  protected mount(view: MapView): void {
    this.control = this.create(this.props);
    view.maplibre.addControl(this.control, this.props.position ?? this.defaultPosition);
  }

  protected unmount(): void {
    const view = this.view;
    if (view && this.control && !view.removed && view.maplibre.hasControl(this.control)) view.maplibre.removeControl(this.control);
    this.control = undefined;
  }

  // MapLibre has no call that moves a control to another corner: remove it and add a new one there.
  protected mustRecreate(prev: P, next: P): boolean {
    return prev.position !== next.position || super.mustRecreate(prev, next);
  }
}
