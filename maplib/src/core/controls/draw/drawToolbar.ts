// Draw's toolbar (its `enableControl` prop): one button per drawing mode and one to delete shapes, a column of icon
// buttons in a map corner. The active mode's button is pressed (aria-pressed); pressing it again ends the mode. Words
// come from MapLib's message tables and follow the map's locale.
import { DomControl, type DomControlProps } from '../domControl.ts';
import { func } from '../../base/validateProps.ts';
import type { DrawModeName } from '../../interactions/draw/drawModes.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** The toolbar's buttons: mapbox-gl-draw's `controls` keys (`point`, `line_string`, `polygon`, `trash`) and MapLib's. */
export type DrawControlKey = 'point' | 'line_string' | 'polygon' | 'rectangle' | 'circle' | 'radius' | 'freehand' | 'select' | 'trash';

interface ButtonSpec {
  key: DrawControlKey;
  /** The mode the button starts (none: the delete button). */
  mode?: DrawModeName;
  label: MessageKey;
  /** SVG path data on an 18 × 18 grid, stroked with the text colour. */
  icon: string;
  /** Parts of the icon that are filled (vertex dots). */
  dots?: [number, number][];
}

export const DRAW_BUTTONS: readonly ButtonSpec[] = [
  { key: 'point', mode: 'draw_point', label: 'draw.point', icon: 'M9 15.5c-2.5-3-4.5-5.4-4.5-7.8a4.5 4.5 0 0 1 9 0c0 2.4-2 4.8-4.5 7.8z', dots: [[9, 7.6]] },
  { key: 'line_string', mode: 'draw_line_string', label: 'draw.line', icon: 'M3 14 7 6l4 6 4-8', dots: [[3, 14], [7, 6], [11, 12], [15, 4]] },
  { key: 'polygon', mode: 'draw_polygon', label: 'draw.polygon', icon: 'M4 13.5 5.5 4l8.5 1.5 1 8z', dots: [[4, 13.5], [5.5, 4], [14, 5.5], [15, 13.5]] },
  { key: 'rectangle', mode: 'draw_rectangle', label: 'draw.rectangle', icon: 'M3 5h12v8H3z', dots: [[3, 5], [15, 13]] },
  { key: 'circle', mode: 'draw_circle', label: 'draw.circle', icon: 'M15 9A6 6 0 1 1 3 9a6 6 0 0 1 12 0z' },
  { key: 'radius', mode: 'draw_radius', label: 'draw.radius', icon: 'M15 9A6 6 0 1 1 3 9a6 6 0 0 1 12 0zM9 9h6', dots: [[9, 9]] },
  { key: 'freehand', mode: 'draw_freehand', label: 'draw.freehand', icon: 'M3 12c2-7 4-7 5-3s3 5 4 1 2-5 3-3' },
  { key: 'select', mode: 'simple_select', label: 'draw.select', icon: 'M5 3v11l3-3 2.5 4.5 1.6-.9L9.6 10.2l3.9-.2z' },
  { key: 'trash', label: 'draw.trash', icon: 'M3.5 5h11M7 5V3.5h4V5M5 5l.8 10h6.4L13 5M7.5 7.5v5M10.5 7.5v5' },
];

export interface DrawToolbarProps extends DomControlProps {
  /** The buttons shown, in this order. */
  buttons?: DrawControlKey[];
  /** A mode button was pressed: the mode it starts, or `static` when its mode was the active one. */
  onMode?: (mode: DrawModeName) => void;
  onTrash?: () => void;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An 18 × 18 icon: `path` stroked with the text colour, `dots` filled (the toolbars of Draw and Editor). */
export function drawIcon(path: string, dots: readonly [number, number][] = []): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 18 18');
  svg.setAttribute('width', '18');
  svg.setAttribute('height', '18');
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '1.6');
  svg.setAttribute('stroke-linejoin', 'round');
  svg.setAttribute('stroke-linecap', 'round');
  const stroke = document.createElementNS(SVG, 'path');
  stroke.setAttribute('d', path);
  svg.append(stroke);
  for (const [cx, cy] of dots) {
    const dot = document.createElementNS(SVG, 'circle');
    dot.setAttribute('cx', String(cx));
    dot.setAttribute('cy', String(cy));
    dot.setAttribute('r', '1.7');
    dot.setAttribute('fill', 'currentColor');
    dot.setAttribute('stroke', 'none');
    svg.append(dot);
  }
  return svg;
}

export class DrawToolbar extends DomControl<DrawToolbarProps> {
  protected readonly panelClass = 'maplib-draw-toolbar';
  protected readonly panelLabel = 'draw.toolbar';
  /** The mode shown as pressed: kept here so a panel made again (another corner) shows it too. */
  private mode: DrawModeName = 'static';
  private modeButtons = new Map<DrawModeName, HTMLButtonElement>();

  constructor(props: DrawToolbarProps = {}) {
    super('Draw toolbar', { onMode: func, onTrash: func }, props, 'top-right');
  }

  protected render(p: DrawToolbarProps): Node[] {
    this.modeButtons.clear();
    const shown = new Set(p.buttons ?? DRAW_BUTTONS.map((b) => b.key));
    return DRAW_BUTTONS.filter((spec) => shown.has(spec.key)).map((spec) => {
      const mode = spec.mode;
      const button = this.button({
        label: spec.label,
        icon: '',
        className: `maplib-draw-${spec.key.replace('_', '-')}`,
        onClick: () => (mode ? this.props.onMode?.(this.mode === mode ? 'static' : mode) : this.props.onTrash?.()),
      });
      button.querySelector('.maplib-ctrl-icon')!.replaceChildren(drawIcon(spec.icon, spec.dots));
      if (mode) {
        button.setAttribute('aria-pressed', String(this.mode === mode));
        this.modeButtons.set(mode, button);
      }
      return button;
    });
  }

  /** Shows `mode`'s button as pressed (and the others not), in place: focus stays where it is. */
  showMode(mode: DrawModeName): void {
    // Both select modes are terra-draw's one select mode: the select button stands for them.
    this.mode = mode === 'direct_select' ? 'simple_select' : mode;
    mode = this.mode;
    for (const [m, button] of this.modeButtons) button.setAttribute('aria-pressed', String(m === mode));
  }
}
