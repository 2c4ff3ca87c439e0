// The life both drawing-engine controls share (Draw, Editor): the session started when the component is mounted and
// stopped when it leaves, `onAdded` once the session is ready for an attachment (a basemap switch re-mounts without a
// new one) and `onRemoved` only after it, `id` fixed for life, and a toolbar that comes and goes with `enableControl`.
import type { MapView } from '../../map/mapView.ts';
import { MapComponent } from '../../base/component.ts';
import { MapLibError } from '../../base/mapLibError.ts';
import { show } from '../../base/validateProps.ts';
import type { DrawSession, DrawSessionOptions } from '../../interactions/draw/drawSession.ts';

export interface SessionControlProps {
  /** Prefix of the sources and layers of the session; fixed at creation. */
  id?: string;
  /** Show the toolbar. */
  enableControl?: boolean;
  onRemoved?: () => void;
  onError?: (error: Error) => void;
}

export abstract class SessionControl<P extends SessionControlProps, Toolbar extends { detach(): void }> extends MapComponent<P> {
  readonly needsStyle = true;
  /** The drawing engine this component runs (see API.md, "Drawing engine"). */
  abstract readonly session: DrawSession;
  protected toolbar?: Toolbar;
  /** `onAdded` was called for the current attachment. */
  private announced = false;

  /** The session's options from the props. */
  protected abstract sessionOptions(p: P): Partial<DrawSessionOptions>;
  /** Calls the component's `onAdded` with its own payload. */
  protected abstract announceAdded(view: MapView): void;
  /** Makes `this.toolbar` for the view and attaches it. */
  protected abstract mountToolbar(view: MapView): void;
  /** Runs each time the session is ready on a view (after a basemap switch too), before `onAdded`. */
  protected sessionReady(): void {}

  protected mount(view: MapView): void {
    this.session.update(this.sessionOptions(this.props));
    this.session.start(view).then(
      () => {
        if (this.view !== view || !this.session.isReady) return;
        this.sessionReady();
        if (this.announced) return;
        this.announced = true;
        this.announceAdded(view);
      },
      (error: Error) => this.props.onError?.(error),
    );
    if (this.props.enableControl) this.mountToolbar(view);
  }

  protected unmount(): void {
    this.dropToolbar();
    this.session.stop();
  }

  detach(): void {
    const announced = this.announced;
    super.detach();
    this.announced = false;
    if (announced) this.props.onRemoved?.();
  }

  protected checkChange(prev: P, next: P): void {
    if (prev.id !== next.id) throw new MapLibError(this.component, [`id cannot change (it names the layers), got ${show(next.id)} after ${show(prev.id)}`]);
  }

  /** After a change of the toolbar's props: drops, makes or updates the toolbar. */
  protected patchToolbar(next: P, update: (toolbar: Toolbar) => void): void {
    if (!next.enableControl) this.dropToolbar();
    else if (!this.toolbar) this.mountToolbar(this.view!);
    else update(this.toolbar);
  }

  private dropToolbar(): void {
    this.toolbar?.detach();
    this.toolbar = undefined;
  }
}
