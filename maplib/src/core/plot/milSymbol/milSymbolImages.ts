// A plot layer's point symbols in the map's style: one image per distinct code and options, drawn by milsymbol (loaded
// on the first symbol, never before), added at the screen's pixel ratio, with the offset that puts the symbol's anchor
// on its point; removed when no plot uses it any more, and added again when a basemap switch dropped it (the map asks
// for it through `styleimagemissing`).
import type { Map as MaplibreMap } from 'maplibre-gl';
import { loadLib } from '../../overlays/loadLib.ts';
import type { MilSymbolImage } from './milSymbolLib.ts';
import type { MilSymbolOptions } from './milSymbolOptions.ts';

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

  /** Half the diagonal of the symbol's image, in pixels: the radius of the selection ring around it. */
  radius(id: string): number {
    const image = this.images.get(id);
    return image ? Math.hypot(image.size.width, image.size.height) / 2 : 0;
  }

  /** Makes the map hold exactly the images these symbols need: draws the missing ones, removes the unused. */
  sync(map: MaplibreMap, wanted: Map<string, SymbolSpec>): void {
    for (const id of [...this.images.keys()]) {
      if (wanted.has(id)) continue;
      this.images.delete(id);
      if (map.hasImage(id)) map.removeImage(id);
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

  /** Puts a drawn image (back) into the map's style; false when this layer has no such image. */
  restore(map: MaplibreMap, id: string): boolean {
    const image = this.images.get(id);
    if (!image) return false;
    if (!map.hasImage(id)) map.addImage(id, { width: image.width, height: image.height, data: image.data }, { pixelRatio: image.pixelRatio });
    return true;
  }

  /** Removes every image of this layer from the map (the layer leaves it). */
  removeAll(map: MaplibreMap | undefined): void {
    if (map) for (const id of this.images.keys()) if (map.hasImage(id)) map.removeImage(id);
    this.images.clear();
  }
}
