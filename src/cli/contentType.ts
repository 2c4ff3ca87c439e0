// The Content-Type of a served file by its extension: the types a docs site and its demos serve.

const TYPES: Record<string, string> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  geojson: 'application/geo+json',
  topojson: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  pbf: 'application/x-protobuf',
  mvt: 'application/vnd.mapbox-vector-tile',
  kml: 'application/vnd.google-earth.kml+xml',
  gpx: 'application/gpx+xml',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** `guide/a.html` → `text/html; charset=utf-8`; unknown extensions are bytes. */
export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const type = dot > file.lastIndexOf('/') ? TYPES[file.slice(dot + 1).toLowerCase()] : undefined;
  if (!type) return 'application/octet-stream';
  // Everything mapdocs writes is UTF-8; text files of other encodings would say so in the file.
  return type.startsWith('text/') || /json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}
