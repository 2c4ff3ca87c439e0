// Tile URLs and level clamping.
export { buildTileUrls, tileUrl, applyToken, expandSubdomains, normalizeTemplate, resolveTileProtocolUrl, quadkey } from './tileUrl.ts';
export { clampLevels, clampLevel } from './clampLevels.ts';
