// The keyboard of a drawing session: which key does what in which state, and which key presses are meant for the map
// at all. Enter finishes the shape being drawn, Esc drops it (and, with nothing being drawn, ends the mode), Backspace
// takes back its last vertex; while selecting, Delete or Backspace deletes the selected shape and Esc lets it go. An
// editing session (`vertexEditing`) deletes the picked vertices instead, never the shape, and Esc lets picked vertices
// go, then the shape (unless the selection is kept), never ending the mode; with a history, Ctrl/Cmd+Z
// undoes the last finished edit and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes it.
import type { DrawModeKind } from './drawModes.ts';

/** What a key asks of a session. */
export type DrawCommand = 'finish' | 'cancel' | 'undo' | 'exit' | 'delete' | 'deselect' | 'deleteVertices' | 'clearVertices' | 'undoEdit' | 'redoEdit';

export interface DrawKeyState {
  kind: DrawModeKind;
  /** A shape is being drawn (terra-draw's mode state `drawing`). */
  drawing: boolean;
  /** A shape is selected. */
  selected: boolean;
  /** Delete and Backspace delete picked vertices, not shapes (an editing session). */
  vertexEditing?: boolean;
  /** Vertices are picked (an editing session): Esc lets them go first. */
  verticesPicked?: boolean;
  /** The selection stays (an editor of one feature): Esc does not let the shape go. */
  keepSelection?: boolean;
}

/** The command of a key (`KeyboardEvent.key`) in a state, or undefined for a key that means nothing there. */
export function drawKeyCommand(key: string, state: DrawKeyState): DrawCommand | undefined {
  if (state.kind === 'draw') {
    if (key === 'Enter') return state.drawing ? 'finish' : undefined;
    if (key === 'Escape') return state.drawing ? 'cancel' : 'exit';
    if (key === 'Backspace') return state.drawing ? 'undo' : undefined;
  } else if (state.kind === 'select' && state.vertexEditing) {
    // Editing never ends by a key: Esc lets picked vertices go, then (several shapes) the selected shape.
    if (key === 'Escape') return state.verticesPicked ? 'clearVertices' : state.selected && !state.keepSelection ? 'deselect' : undefined;
    if (key === 'Delete' || key === 'Backspace') return state.selected ? 'deleteVertices' : undefined;
  } else if (state.kind === 'select') {
    if (key === 'Escape') return state.selected ? 'deselect' : 'exit';
    if (key === 'Delete' || key === 'Backspace') return state.selected ? 'delete' : undefined;
  }
  return undefined;
}

/** The modifier keys of a key press that matter here (a KeyboardEvent has them). */
export interface KeyChord {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Undo or redo of finished edits: Ctrl+Z (Cmd+Z on a Mac) undoes; Ctrl+Shift+Z, Cmd+Shift+Z or Ctrl+Y redoes. Alt
 * never (it types characters on some keyboards). `key` is matched without case: Shift makes it `Z`.
 */
export function historyKeyCommand(e: KeyChord): 'undoEdit' | 'redoEdit' | undefined {
  if (e.altKey || !(e.ctrlKey || e.metaKey)) return undefined;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redoEdit' : 'undoEdit';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redoEdit';
  return undefined;
}

/** The little of an element the rule below reads (an Element in the browser; plain objects in unit tests). */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

const TYPING = new Set(['input', 'textarea', 'select']);
const PRESSABLE = new Set(['button', 'a', 'summary']);

/**
 * Whether a key press at `target` (the focused element) is for the map: with nothing focused (the page's body), or
 * focus inside the map's container (its canvas, a control). Never while typing in a field; and Enter or Space on a
 * button press the button, not the drawing.
 */
export function keyIsForMap(target: KeyTarget | null, container: { contains(node: any): boolean }, key: string): boolean {
  const tag = target?.tagName?.toLowerCase();
  if (!target || tag === 'body' || tag === 'html') return true;
  if (target.isContentEditable || (tag && TYPING.has(tag))) return false;
  const pressable = (tag && PRESSABLE.has(tag)) || target.getAttribute?.('role') === 'button';
  if (pressable && (key === 'Enter' || key === ' ')) return false;
  return container.contains(target);
}

/**
 * Whether a key event is for the map (keyIsForMap) at the element it started from: the first of its composed path, so
 * that a map inside a shadow root (the docs site's demos) sees its own focused canvas, not the shadow host.
 */
export function keyEventIsForMap(e: KeyboardEvent, container: { contains(node: any): boolean }): boolean {
  const target = ((e.composedPath?.()[0] as Element | undefined) ?? (e.target as Element | null)) ?? null;
  return keyIsForMap(target, container, e.key);
}
