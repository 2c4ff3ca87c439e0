// The contract between a MapView and what it holds (controls, markers, popups, layers).
import type { MapView } from '../map/mapView.ts';

export interface MapChild {
  /** Layers need a loaded style; the view queues them until `style.load` and re-attaches them after a basemap switch. */
  readonly needsStyle: boolean;
  /** Adds the child's MapLibre objects to the view's map. Called again (fresh style) after a basemap switch. */
  attach(view: MapView): void;
  /** Removes the child's MapLibre objects; safe to call when not attached. */
  detach(): void;
}
