// The options each terra-draw mode of a session is made with: MapLib's styles, how shapes are drawn (rectangles,
// circles and freehand shapes by clicks or by a drag), what the select mode may change (`editable`), and options of
// the app's own for single modes (a session's `modeOptions`), which win over MapLib's.
import type { TerraDrawingMode, TerraModeName } from './drawModes.ts';
import { terraModeStyles, type DrawStyles } from './drawStyles.ts';

/** The terra-draw modes a session registers, besides the built-in `static`. */
export type RegisteredMode = Exclude<TerraModeName, 'static'>;

export const REGISTERED_MODES: readonly RegisteredMode[] = ['point', 'linestring', 'polygon', 'rectangle', 'circle', 'freehand', 'select'];

export interface ModeOptionsInput {
  styles?: DrawStyles;
  /** Whether the select mode moves shapes, drags, inserts and deletes vertices (true), or only selects (false). */
  editable?: boolean;
  /** Snap a dragged vertex to other shapes' vertices (and edges, with `toLine`). */
  snapping?: SnapOption;
  /** The select mode's hit distance in pixels (terra-draw's `pointerDistance`). */
  pointerDistance?: number;
  /** terra-draw options of the app's own, by mode (`{ circle: { segments: 128 } }`): merged over MapLib's. */
  modeOptions?: Partial<Record<RegisteredMode, Record<string, unknown>>>;
}

/** Snapping of dragged vertices: `true` to other shapes' vertices; `{ toLine: true }` to their edges too. */
export type SnapOption = boolean | { toLine?: boolean };

/**
 * terra-draw's snapping of a dragged vertex for `snapping`: to any other shape the session holds (its `toFeature`
 * snapping, which unlike `toCoordinate` is not limited to shapes of the dragged one's mode), undefined for none.
 */
export function snappable(snapping: SnapOption | undefined): Record<string, unknown> | undefined {
  if (!snapping) return undefined;
  return { toFeature: { filter: () => true, toCoordinate: true, toLine: typeof snapping === 'object' && !!snapping.toLine } };
}

/** What the select mode may do with the shapes of each drawing mode (terra-draw's `flags`). */
export function selectFlags(editable: boolean, snapping?: SnapOption): Record<TerraDrawingMode, { feature: Record<string, unknown> }> {
  const shape = (coordinates?: Record<string, unknown>) => ({ feature: editable ? { draggable: true, ...(coordinates && { coordinates }) } : {} });
  // A midpoint handle inserts a vertex when clicked, and when dragged inserts one and drags it.
  const snap = snappable(snapping);
  const vertices = { draggable: true, midpoints: { draggable: true }, deletable: true, ...(snap && { snappable: snap }) };
  return {
    point: shape(),
    linestring: shape(vertices),
    polygon: shape(vertices),
    // A freehand outline has a vertex every few pixels: it moves as a whole.
    freehand: shape(),
    // Dragging a corner keeps a rectangle a rectangle (the opposite corner stays); a circle keeps its centre.
    rectangle: shape({ resizable: 'opposite' }),
    circle: shape({ resizable: 'center-fixed' }),
  };
}

/** The constructor options of every registered terra-draw mode. */
export function terraModeOptions(input: ModeOptionsInput = {}): Record<RegisteredMode, Record<string, unknown>> {
  const styles = terraModeStyles(input.styles);
  // Click-click or press-drag-release: both work, as MapGIS users knew them from the rectangle and circle plugins.
  const either = { drawInteraction: 'click-move-or-drag' };
  const ours: Record<RegisteredMode, Record<string, unknown>> = {
    point: { styles: styles.point },
    linestring: { styles: styles.linestring },
    polygon: { styles: styles.polygon },
    rectangle: { styles: styles.rectangle, ...either },
    circle: { styles: styles.circle, ...either },
    freehand: { styles: styles.freehand, ...either },
    // The session reads the keyboard itself (drawKeys.ts): terra-draw's own select keys are off.
    select: {
      styles: styles.select,
      flags: selectFlags(input.editable !== false, input.snapping),
      keyEvents: null,
      ...(input.pointerDistance !== undefined && { pointerDistance: input.pointerDistance }),
    },
  };
  for (const mode of REGISTERED_MODES) Object.assign(ours[mode], input.modeOptions?.[mode]);
  return ours;
}
