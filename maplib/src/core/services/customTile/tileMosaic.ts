// Which provider tiles cover one map tile, and where each lands: the maths of drawing GCJ-02 / BD-09 tiles on a WGS84
// Web Mercator map. A map tile is cut into blocks; for each block the datum shift and the provider's projection are
// taken as affine (three corners), which is within a hundredth of a pixel at 32 px blocks — the GCJ-02 offset
// changes by a few metres per kilometre. Pure: the protocol draws the plan, the tests check it.
import { fromWgs84, bd09ToMc, type Datum } from './datum.ts';
import { BAIDU_LEVEL_SHIFT, baiduResolution } from './baiduTiles.ts';
import type { TileAddress, TileScheme } from './customTileUrl.ts';
import { lonLatToMercator, MERCATOR_MAX as HALF, mercatorToLonLat } from '../../geo/index.ts';

export const PROVIDER_TILE_SIZE = 256;

export interface MosaicOptions {
  /** The map's grid: Web Mercator (default) or MapLib's lon/lat grid of EPSG:4326/4490 maps. */
  grid?: 'mercator' | 'geographic';
  scheme: TileScheme;
  datum: Datum;
  /** Shift WGS84 to the provider's datum (the correction). False: the provider's coordinates are taken as WGS84. */
  correction: boolean;
  /** Pixel size of the map tile drawn. Default 256. */
  size?: number;
  /** Provider levels (as the tiling counts them, before zoomOffset) that exist. */
  minLevel: number;
  maxLevel: number;
  /** Blocks per side. Default 8. */
  blocks?: number;
}

/** Transform from the mosaic's pixels (relative to `origin`) to the map tile's pixels, for one block. */
export interface MosaicBlock {
  /** Block rectangle in map tile pixels. */
  rect: [number, number, number, number];
  /** Canvas `setTransform(a, b, c, d, e, f)`: mosaic pixel → map tile pixel. */
  matrix: [number, number, number, number, number, number];
  /** Indices into `tiles` that touch this block. */
  tiles: number[];
}

export interface MosaicPlan {
  /** Provider level the tiles are read at (before zoomOffset). */
  level: number;
  /** Provider tiles (x to the east; y as the scheme counts rows: XYZ from the north, Baidu from the equator north). */
  tiles: TileAddress[];
  /** Where each tile's top-left corner is in mosaic pixels (relative to origin). */
  offsets: [number, number][];
  blocks: MosaicBlock[];
  /** The map tile is exactly one provider tile: its image can be used as it is. */
  identity: boolean;
}

/** The provider level whose pixels are at least as fine as a map tile of level z drawn at `size` px, clamped. */
export function providerLevel(z: number, o: Pick<MosaicOptions, 'scheme' | 'size' | 'minLevel' | 'maxLevel'>): number {
  const level = z + Math.log2((o.size ?? 256) / PROVIDER_TILE_SIZE) + (o.scheme === 'bd09' ? BAIDU_LEVEL_SHIFT : 0);
  return Math.max(o.minLevel, Math.min(o.maxLevel, Math.round(level)));
}

/**
 * Provider pixel (at `level`) of a WGS84 lon/lat: through the datum when correcting, then the provider's projection.
 * Baidu's pixel y grows southwards like a canvas's, so it is −BD09MC y / resolution.
 */
export function providerPixel(lon: number, lat: number, level: number, o: Pick<MosaicOptions, 'scheme' | 'datum' | 'correction'>): [number, number] {
  const [slon, slat] = o.correction ? fromWgs84(o.datum, lon, lat) : [lon, lat];
  if (o.scheme === 'bd09') {
    const [x, y] = bd09ToMc(slon, slat);
    const res = baiduResolution(level);
    return [x / res, -y / res];
  }
  const [x, y] = lonLatToMercator(slon, slat);
  const res = (2 * HALF) / PROVIDER_TILE_SIZE / 2 ** level;
  return [(x + HALF) / res, (HALF - y) / res];
}

/** Top-left corner of a provider tile in provider pixels (Baidu rows count northwards from the equator). */
function tileCorner(scheme: TileScheme, x: number, y: number): [number, number] {
  return scheme === 'bd09' ? [x * PROVIDER_TILE_SIZE, -(y + 1) * PROVIDER_TILE_SIZE] : [x * PROVIDER_TILE_SIZE, y * PROVIDER_TILE_SIZE];
}

/** Provider tiles whose pixels meet the box [minx, miny, maxx, maxy] (provider pixels). */
function tilesOver(scheme: TileScheme, box: [number, number, number, number]): { x: number; y: number }[] {
  const S = PROVIDER_TILE_SIZE;
  const e = 1e-6; // a corner on a tile edge (up to rounding) does not pull in the next tile
  const x0 = Math.floor((box[0] + e) / S);
  const x1 = Math.floor((box[2] - e) / S);
  const [y0, y1] = scheme === 'bd09' ? [Math.floor((-box[3] + e) / S), Math.floor((-box[1] - e) / S)] : [Math.floor((box[1] + e) / S), Math.floor((box[3] - e) / S)];
  const out: { x: number; y: number }[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ x, y });
  return out;
}

/** Most provider tiles one map tile may need (a level clamped far below the map's would need thousands). */
export const MAX_MOSAIC_TILES = 36;

/** The provider tiles under map tile z/x/y and the transform of each block. */
export function planMosaic(tile: TileAddress, o: MosaicOptions): MosaicPlan {
  const size = o.size ?? 256;
  const n = o.blocks ?? 8;
  const level = providerLevel(tile.z, o);
  const geographic = o.grid === 'geographic';
  const span = (geographic ? 360 : 2 * HALF) / 2 ** tile.z;
  // Map tile pixel → WGS84 lon/lat → provider pixel.
  const at = (u: number, v: number) => {
    const gx = (tile.x + u / size) * span;
    const gy = (tile.y + v / size) * span;
    const [lon, lat] = geographic ? [-180 + gx, Math.max(-89.999, Math.min(89.999, 90 - gy))] : mercatorToLonLat(-HALF + gx, HALF - gy);
    return providerPixel(lon, lat, level, o);
  };
  const step = size / n;
  const grid: [number, number][][] = [];
  for (let j = 0; j <= n; j++) {
    const row: [number, number][] = [];
    for (let i = 0; i <= n; i++) row.push(at(i * step, j * step));
    grid.push(row);
  }
  const flat = grid.flat();
  const box: [number, number, number, number] = [
    Math.min(...flat.map((p) => p[0])),
    Math.min(...flat.map((p) => p[1])),
    Math.max(...flat.map((p) => p[0])),
    Math.max(...flat.map((p) => p[1])),
  ];
  const worldTiles = 2 ** level;
  // Web Mercator rows stop at ±85.05° (a lon/lat map reaches the poles).
  const cover = tilesOver(o.scheme, box).filter(({ y }) => o.scheme === 'bd09' || (y >= 0 && y < worldTiles));
  if (cover.length > MAX_MOSAIC_TILES) {
    throw new Error(`map tile ${tile.z}/${tile.x}/${tile.y} needs ${cover.length} provider tiles at level ${level} (levels ${o.minLevel}–${o.maxLevel}): more than ${MAX_MOSAIC_TILES}`);
  }
  // Pixel positions relative to the mosaic's corner: canvas transforms are single precision, and provider pixels
  // reach 10^8 at level 19.
  const origin: [number, number] = [Math.floor(box[0]), Math.floor(box[1])];
  const local = (p: [number, number]): [number, number] => [p[0] - origin[0], p[1] - origin[1]];
  const tiles = cover.map(({ x, y }) => ({ z: level, x: o.scheme === 'bd09' ? x : ((x % worldTiles) + worldTiles) % worldTiles, y }));
  const offsets = cover.map(({ x, y }) => local(tileCorner(o.scheme, x, y)));
  const blocks: MosaicBlock[] = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const q00 = local(grid[j][i]);
      const q10 = local(grid[j][i + 1]);
      const q01 = local(grid[j + 1][i]);
      const q11 = local(grid[j + 1][i + 1]);
      // Forward (map → mosaic) from three corners; its inverse is the canvas transform.
      const ax = (q10[0] - q00[0]) / step;
      const ay = (q10[1] - q00[1]) / step;
      const cx = (q01[0] - q00[0]) / step;
      const cy = (q01[1] - q00[1]) / step;
      const det = ax * cy - cx * ay;
      const a = cy / det;
      const b = -ay / det;
      const c = -cx / det;
      const d = ax / det;
      const ox = i * step;
      const oy = j * step;
      const e = ox - (a * q00[0] + c * q00[1]);
      const f = oy - (b * q00[0] + d * q00[1]);
      const bx: [number, number, number, number] = [
        Math.min(q00[0], q10[0], q01[0], q11[0]),
        Math.min(q00[1], q10[1], q01[1], q11[1]),
        Math.max(q00[0], q10[0], q01[0], q11[0]),
        Math.max(q00[1], q10[1], q01[1], q11[1]),
      ];
      const touching = offsets
        .map((off, k) => (off[0] < bx[2] && off[0] + PROVIDER_TILE_SIZE > bx[0] && off[1] < bx[3] && off[1] + PROVIDER_TILE_SIZE > bx[1] ? k : -1))
        .filter((k) => k >= 0);
      blocks.push({ rect: [ox, oy, step, step], matrix: [a, b, c, d, e, f], tiles: touching });
    }
  }
  const identity =
    !geographic &&
    o.scheme !== 'bd09' && tiles.length === 1 && size === PROVIDER_TILE_SIZE && level === tile.z && Math.abs(box[0] - tile.x * size) < 1e-6 && Math.abs(box[1] - tile.y * size) < 1e-6 && Math.abs(box[2] - box[0] - size) < 1e-6;
  return { level, tiles, offsets, blocks, identity };
}
