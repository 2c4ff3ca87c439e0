// The Content-Type of a served file by its extension: mrmime's table (the one sirv used), plus the map formats a
// docs site of a map library serves that the table does not know.
import { lookup } from 'mrmime';

const MAP_FORMATS: Record<string, string> = {
  pbf: 'application/x-protobuf',
  mvt: 'application/vnd.mapbox-vector-tile',
  topojson: 'application/json',
  kml: 'application/vnd.google-earth.kml+xml',
  gpx: 'application/gpx+xml',
};

/** `guide/a.html` → `text/html; charset=utf-8`; unknown extensions are bytes. */
export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const ext = dot > file.lastIndexOf('/') ? file.slice(dot + 1).toLowerCase() : '';
  const type = ext ? (MAP_FORMATS[ext] ?? lookup(ext)) : undefined;
  if (!type) return 'application/octet-stream';
  // Everything mapdocs writes is UTF-8; text files of other encodings would say so in the file.
  return type.startsWith('text/') || /json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}
