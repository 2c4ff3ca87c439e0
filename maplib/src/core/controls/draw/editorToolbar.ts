// Editor's toolbar (its `enableControl` prop): undo, redo, delete the picked vertices, and a toggle that ends or
// resumes editing — a column of icon buttons in a map corner, like Draw's. Undo, redo and delete are disabled when
// there is nothing for them to do; the toggle is pressed (aria-pressed) while editing. An app's own element (the
// default slot: React children) goes below the buttons.
import { DomControl, type DomControlProps } from '../domControl.ts';
import { func } from '../../base/validateProps.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { drawIcon } from './drawToolbar.ts';

/** The toolbar's buttons, by the keys of Editor's `controls`. */
export type EditorControlKey = 'undo' | 'redo' | 'trash' | 'edit';

interface ButtonSpec {
  key: EditorControlKey;
  label: MessageKey;
  icon: string;
  dots?: [number, number][];
}

export const EDITOR_BUTTONS: readonly ButtonSpec[] = [
  { key: 'edit', label: 'editor.edit', icon: 'M4 14l1-3.5 7.5-7.5 2.5 2.5-7.5 7.5zM11 4.5l2.5 2.5', dots: [[4, 14]] },
  { key: 'undo', label: 'editor.undo', icon: 'M6 4 3 7l3 3M3 7h7.5a4 4 0 0 1 0 8H7' },
  { key: 'redo', label: 'editor.redo', icon: 'M12 4l3 3-3 3M15 7H7.5a4 4 0 0 0 0 8H11' },
  { key: 'trash', label: 'editor.trash', icon: 'M3.5 5h11M7 5V3.5h4V5M5 5l.8 10h6.4L13 5', dots: [[9, 10]] },
];

/** What the buttons can do now. */
export interface EditorToolbarState {
  editing: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Vertices are picked: the delete button works. */
  canDelete: boolean;
}

export interface EditorToolbarProps extends DomControlProps {
  buttons?: EditorControlKey[];
  /** An element of the app's own, shown below the buttons. */
  content?: HTMLElement;
  onPress?: (key: EditorControlKey) => void;
}

export class EditorToolbar extends DomControl<EditorToolbarProps> {
  protected readonly panelClass = 'maplib-draw-toolbar maplib-editor-toolbar';
  protected readonly panelLabel = 'editor.toolbar';
  private state: EditorToolbarState = { editing: false, canUndo: false, canRedo: false, canDelete: false };
  private shown = new Map<EditorControlKey, HTMLButtonElement>();

  constructor(props: EditorToolbarProps = {}) {
    super('Editor toolbar', { onPress: func }, props, 'top-right');
  }

  protected render(p: EditorToolbarProps): Node[] {
    this.shown.clear();
    const keys = new Set(p.buttons ?? EDITOR_BUTTONS.map((b) => b.key));
    const nodes: Node[] = EDITOR_BUTTONS.filter((spec) => keys.has(spec.key)).map((spec) => {
      const button = this.button({ label: spec.label, icon: '', className: `maplib-editor-${spec.key}`, onClick: () => this.props.onPress?.(spec.key) });
      button.querySelector('.maplib-ctrl-icon')!.replaceChildren(drawIcon(spec.icon, spec.dots));
      this.shown.set(spec.key, button);
      return button;
    });
    if (p.content) nodes.push(p.content);
    this.show(this.state);
    return nodes;
  }

  /** Shows what the buttons can do, in place (focus stays; a focused button that becomes disabled loses it, as any). */
  show(state: EditorToolbarState): void {
    this.state = state;
    this.shown.get('edit')?.setAttribute('aria-pressed', String(state.editing));
    const enable = (key: EditorControlKey, on: boolean) => {
      const b = this.shown.get(key);
      if (b) b.disabled = !on;
    };
    enable('undo', state.canUndo);
    enable('redo', state.canRedo);
    enable('trash', state.editing && state.canDelete);
  }
}
