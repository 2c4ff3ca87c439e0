// What a docs picture is: a row of MapLib maps, each under a short label, rendered by render.ts into one WebP file
// beside this module (docs/.mapdocs/pictures/<name>.webp). Pages show the file with alt text and a caption in their own
// language, so a picture's labels are code (`clusterRadius: 25`), which reads the same in both.

export interface PicturePanel {
  /** Under the map: the setting this panel shows. */
  label: string;
  /** `MapLib.createMap` options (JSON). The renderer adds `labels: 'none'` and no attribution unless given. */
  map: Record<string, unknown>;
  /**
   * JavaScript run in the page after the map is made, with `map` (the MapView), `MapLib` and `data(file)` (the URL of
   * a file of docs/.mapdocs/public/data/) in scope: it adds the layers, e.g. `map.add(new MapLib.core.ClusterLayer({…}))`.
   */
  layers: string;
}

export interface Picture {
  /** The file's name without extension; the file is `<name>.webp` beside this module. */
  name: string;
  /** Each map's size in CSS pixels (the image is rendered at device pixel ratio 1). */
  panel: { width: number; height: number };
  /** Maps per row (default: all in one row); fewer columns keep a picture of many maps legible on a phone. */
  columns?: number;
  panels: PicturePanel[];
}

/** The file a picture is written to, relative to docs/.mapdocs/pictures/. */
export const pictureFile = (picture: Picture) => `${picture.name}.webp`;

/** Space between the maps and around them, in CSS pixels. */
export const PICTURE_GAP = 8;

/** Maps per row. */
export const pictureColumns = (picture: Picture) => Math.min(picture.columns ?? picture.panels.length, picture.panels.length);

/** The picture's width in pixels: its columns of maps, the gaps between them and the padding around. */
export const pictureWidth = (picture: Picture) => {
  const columns = pictureColumns(picture);
  return columns * picture.panel.width + (columns + 1) * PICTURE_GAP;
};
