// The pointer mode a drawing session holds the map with (an Interaction of view.interactions): exclusive, its own
// cursor, layers' clicks and popups held. A session has two — one for drawing (the map neither pans nor zooms on a
// double-click: drags and clicks are the drawing's) and one for selecting (the map pans; terra-draw stops it only while
// a shape is dragged) — and switches between them as its mode changes.
import type { MapView } from '../../map/mapView.ts';
import { Interaction, type InteractionOptions } from '../interaction.ts';

/** The session's side: told when its mode takes the map and when it loses it (to another mode, or the map going). */
export interface DrawInteractionOwner {
  interactionStarted(interaction: DrawInteraction, view: MapView): void;
  interactionEnded(interaction: DrawInteraction): void;
}

export class DrawInteraction extends Interaction {
  constructor(
    private readonly owner: DrawInteractionOwner,
    options: InteractionOptions,
  ) {
    super(options);
  }

  protected onActivate(view: MapView): void {
    this.owner.interactionStarted(this, view);
  }

  protected onDeactivate(): void {
    this.owner.interactionEnded(this);
  }

  /** A DOM listener (the keyboard on the document) for as long as the mode is active. */
  listenWhileActive(target: EventTarget, type: string, listener: (event: any) => void, options?: AddEventListenerOptions): void {
    this.listenTo(target, type, listener, options);
  }

  /** An undo step that runs when the mode ends. */
  whenEnded(undo: () => void): void {
    this.onEnd(undo);
  }
}

/** Drawing: a drag draws (or does nothing) instead of panning; a double-click finishes a shape instead of zooming. */
export const DRAWING_MODE: InteractionOptions = { cursor: 'crosshair', suspends: ['dragPan', 'doubleClickZoom'] };
/** Selecting: the map pans between edits; double-click zoom stays off so a double-click on a shape does not zoom. */
export const SELECTING_MODE: InteractionOptions = { suspends: ['doubleClickZoom'] };
