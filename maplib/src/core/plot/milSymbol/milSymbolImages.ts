// A plot layer's point symbols in the map's style: one image per distinct code and options, drawn by milsymbol (loaded
// on the first symbol, never before), added at the screen's pixel ratio, with the offset that puts the symbol's anchor
// on its point; removed when no plot uses it any more, and added again when a basemap switch dropped it (the map asks
// for it through `styleimagemissing`).
import type { Map as MaplibreMap } from 'maplibre-gl';
import { loadLib } from '../../overlays/loadLib.ts';
import type { MilSymbolImage } from './milSymbolLib.ts';
import type { MilSymbolOptions } from './milSymbolOptions.ts';

/** Pixels between a selected symbol and its dashed frame. */
const FRAME_PAD = 4;
const FRAME_COLOR = '#1e88e5';

export interface SymbolSpec {
  sidc: string;
  options: MilSymbolOptions;
}

export class MilSymbolImages {
  private images = new Map<string, MilSymbolImage>();
  private drawing = new Set<string>();
  /** Codes already reported as unknown (said once, not on every redraw). */
  private refused = new Set<string>();

  /**
   * @param onReady new images are in the map: the layer redraws (their offsets are known now).
   * @param onRefused milsymbol does not know a plot's code.
   */
  constructor(
    private readonly onReady: () => void,
    private readonly onRefused: (id: string, problem: string) => void,
  ) {}

  /** The icon-offset that puts the symbol's anchor on its point (icon-anchor top-left); undefined until drawn. */
  offset(id: string): [number, number] | undefined {
    const image = this.images.get(id);
    return image && [-image.anchor.x, -image.anchor.y];
  }

  /** The symbol's image relative to its point, in CSS pixels (x right, y down); undefined until drawn. */
  box(id: string): { left: number; top: number; width: number; height: number } | undefined {
    const image = this.images.get(id);
    return image && { left: -image.anchor.x, top: -image.anchor.y, width: image.size.width, height: image.size.height };
  }

  /** The icon-offset of the symbol's selection frame (its image is `${id}:selected`, FRAME_PAD pixels larger all round). */
  frameOffset(id: string): [number, number] {
    const image = this.images.get(id);
    return image ? [-image.anchor.x - FRAME_PAD, -image.anchor.y - FRAME_PAD] : [0, 0];
  }

  /** Makes the map hold exactly the images these symbols need: draws the missing ones, removes the unused. */
  sync(map: MaplibreMap, wanted: Map<string, SymbolSpec>): void {
    for (const id of [...this.images.keys()]) {
      if (wanted.has(id)) continue;
      this.images.delete(id);
      for (const name of [id, `${id}:selected`]) if (map.hasImage(name)) map.removeImage(name);
    }
    const missing = [...wanted].filter(([id]) => !this.images.has(id) && !this.drawing.has(id) && !this.refused.has(id));
    if (!missing.length) return;
    for (const [id] of missing) this.drawing.add(id);
    const pixelRatio = Math.max(1, Math.round((globalThis.devicePixelRatio || 1) * 100) / 100);
    void loadLib('milSymbol').then(
      (lib) => {
        let added = false;
        for (const [id, spec] of missing) {
          this.drawing.delete(id);
          try {
            const image = lib.drawMilSymbol(spec.sidc, spec.options, pixelRatio);
            this.images.set(id, image);
            this.restore(map, id);
            added = true;
          } catch (error) {
            this.refused.add(id);
            this.onRefused(id, (error as Error).message);
          }
        }
        if (added) this.onReady();
      },
      (error: Error) => {
        for (const [id] of missing) this.drawing.delete(id);
        this.onRefused('', error.message);
      },
    );
  }

  /** Puts a drawn image or its selection frame (back) into the map's style; false when this layer has no such image. */
  restore(map: MaplibreMap, name: string): boolean {
    const id = name.replace(/:selected$/, '');
    const image = this.images.get(id);
    if (!image) return false;
    if (!map.hasImage(id)) map.addImage(id, { width: image.width, height: image.height, data: image.data }, { pixelRatio: image.pixelRatio });
    if (!map.hasImage(`${id}:selected`)) map.addImage(`${id}:selected`, selectionFrame(image), { pixelRatio: image.pixelRatio });
    return true;
  }

  /** Removes every image of this layer from the map (the layer leaves it). */
  removeAll(map: MaplibreMap | undefined): void {
    if (map) for (const id of this.images.keys()) for (const name of [id, `${id}:selected`]) if (map.hasImage(name)) map.removeImage(name);
    this.images.clear();
  }
}

/** A dashed frame FRAME_PAD pixels around a symbol's image: how a selected symbol is shown (areas get a dashed outline). */
function selectionFrame(image: MilSymbolImage): ImageData {
  const r = image.pixelRatio;
  const w = Math.ceil((image.size.width + 2 * FRAME_PAD) * r);
  const h = Math.ceil((image.size.height + 2 * FRAME_PAD) * r);
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.canvas.width = w;
  ctx.canvas.height = h;
  ctx.fillStyle = 'rgba(30, 136, 229, 0.12)';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = FRAME_COLOR;
  ctx.lineWidth = 2 * r;
  ctx.setLineDash([6 * r, 3 * r]);
  ctx.strokeRect(r, r, w - 2 * r, h - 2 * r);
  return ctx.getImageData(0, 0, w, h);
}
