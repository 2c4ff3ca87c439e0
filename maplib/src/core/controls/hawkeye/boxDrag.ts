// Dragging the overview's extent box: a pointer mode on the overview map (its own MapView, never the main one). While
// it is active the overview does not pan (its dragPan is suspended), the cursor is a closed hand, and every pointer
// move reaches `onMove` in overview pixels until the button or finger lifts.
import { Interaction } from '../../interactions/interaction.ts';
import type { MapView } from '../../map/mapView.ts';

export interface BoxDragCallbacks {
  /** The pointer is at `point` (overview pixels, from the canvas's top-left corner). */
  onMove(point: [number, number]): void;
  /** The drag ended (button or finger up, touch cancelled, the window lost focus, or the mode was ended). */
  onEnd(): void;
}

/** Where a mouse or touch event's first point lies on the canvas of `view`, in CSS pixels. */
function canvasPoint(view: MapView, e: MouseEvent | TouchEvent): [number, number] | undefined {
  const at = 'touches' in e ? (e.touches[0] ?? e.changedTouches[0]) : e;
  if (!at) return undefined;
  const rect = view.maplibre.getCanvas().getBoundingClientRect();
  return [at.clientX - rect.left, at.clientY - rect.top];
}

export class BoxDrag extends Interaction {
  constructor(private readonly callbacks: BoxDragCallbacks) {
    super({ cursor: 'grabbing', suspends: ['dragPan'] });
  }

  protected onActivate(view: MapView): void {
    const move = (e: MouseEvent | TouchEvent) => {
      const point = canvasPoint(view, e);
      if (!point) return;
      // The finger moves the box, not the page.
      if (e.cancelable && 'touches' in e) e.preventDefault();
      this.callbacks.onMove(point);
    };
    const end = () => this.deactivate();
    // On the document: the pointer may leave the small overview while it drags (a finger's events keep their target).
    this.listenTo(document, 'mousemove', move);
    this.listenTo(document, 'touchmove', move, { passive: false });
    this.listenTo(document, 'mouseup', end);
    this.listenTo(document, 'touchend', end);
    this.listenTo(document, 'touchcancel', end);
    this.listenTo(window, 'blur', end);
  }

  protected onDeactivate(): void {
    this.callbacks.onEnd();
  }
}
