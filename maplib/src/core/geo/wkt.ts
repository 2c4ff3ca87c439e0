// GeoJSON ↔ Well-Known Text (OGC Simple Features 1.2.1 §7): POINT, LINESTRING, POLYGON, their MULTI forms and
// GEOMETRYCOLLECTION, each possibly EMPTY, with Z, M or ZM. Read by a tokenizer and a recursive descent, so a mistake
// is reported at its character with what was expected there; written in the spec's spacing (`POLYGON ((0 0, 1 0, …))`).
import type * as GeoJSON from 'geojson';
import { GeometryFormatError } from './geometryFormatError.ts';

/** A WKT text that cannot be read: the message names the character (1-based) and what was expected there. */
export class WktError extends GeometryFormatError {
  constructor(
    message: string,
    /** 0-based offset into the text of the token at fault (the text's length at its end). */
    readonly position: number,
  ) {
    super(message);
    this.name = 'WktError';
  }
}

type Token = { kind: 'word' | 'number' | '(' | ')' | ',' | 'end'; text: string; at: number };

const TOKEN = /\s*(?:([A-Za-z]+)|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([(),])|(\S))/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const at = m.index + m[0].length - (m[1] ?? m[2] ?? m[3] ?? m[4]).length;
    if (m[4] !== undefined) throw new WktError(`WKT: unexpected ${JSON.stringify(m[4])} at character ${at + 1}${excerpt(text, at)}`, at);
    tokens.push(m[1] !== undefined ? { kind: 'word', text: m[1], at } : m[2] !== undefined ? { kind: 'number', text: m[2], at } : { kind: m[3] as '(' | ')' | ',', text: m[3], at });
  }
  tokens.push({ kind: 'end', text: '', at: text.trimEnd().length });
  return tokens;
}

/** The text around `at`, quoted, for an error message: ` in "…POLYGON((0 0, 1 x 1…"`. */
function excerpt(text: string, at: number): string {
  const from = Math.max(0, at - 24);
  const to = Math.min(text.length, at + 16);
  return ` in "${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}"`;
}

const TYPES = {
  POINT: 'Point',
  LINESTRING: 'LineString',
  POLYGON: 'Polygon',
  MULTIPOINT: 'MultiPoint',
  MULTILINESTRING: 'MultiLineString',
  MULTIPOLYGON: 'MultiPolygon',
  GEOMETRYCOLLECTION: 'GeometryCollection',
} as const;
type WktType = keyof typeof TYPES;
const TYPE_LIST = 'POINT, LINESTRING, POLYGON, MULTIPOINT, MULTILINESTRING, MULTIPOLYGON or GEOMETRYCOLLECTION';

/** The dimension tag after the type: none (x y, or x y z), Z (x y z), M (x y m) or ZM (x y z m). */
type Tag = '' | 'Z' | 'M' | 'ZM';
const TAG_NUMBERS: Record<Exclude<Tag, ''>, string> = { Z: 'x y z', M: 'x y m', ZM: 'x y z m' };

class Reader {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  private get next(): Token {
    return this.tokens[this.i];
  }

  fail(expected: string, token = this.next): never {
    const found = token.kind === 'end' ? 'the end of the text' : JSON.stringify(token.text);
    throw new WktError(`WKT: expected ${expected} at character ${token.at + 1}, found ${found}${excerpt(this.text, token.at)}`, token.at);
  }

  private take(kind: Token['kind'], expected: string): Token {
    if (this.next.kind !== kind) this.fail(expected);
    return this.tokens[this.i++];
  }

  private peek(kind: Token['kind'], word?: string): boolean {
    return this.next.kind === kind && (word === undefined || this.next.text.toUpperCase() === word);
  }

  geometry(): GeoJSON.Geometry {
    const head = this.next;
    const word = this.take('word', `a geometry type (${TYPE_LIST})`).text.toUpperCase();
    // SFS writes the dimension apart (`POINT Z`); ISO SQL/MM also as one word (`POINTZ`, `POINTZM`).
    const glued = /^(.*?)(ZM|Z|M)$/.exec(word);
    const name = (word in TYPES ? word : glued && glued[1] in TYPES ? glued[1] : undefined) as WktType | undefined;
    if (!name) this.fail(`a geometry type (${TYPE_LIST})`, head);
    let tag = (name === word ? '' : glued![2]) as Tag;
    if (!tag && this.peek('word') && /^(ZM|Z|M)$/i.test(this.next.text)) tag = this.tokens[this.i++].text.toUpperCase() as Tag;
    const type = TYPES[name];
    if (this.peek('word', 'EMPTY')) {
      this.i++;
      return type === 'GeometryCollection' ? { type, geometries: [] } : ({ type, coordinates: [] } as GeoJSON.Geometry);
    }
    switch (type) {
      case 'Point':
        return { type, coordinates: this.wrapped(() => this.position(tag)) };
      case 'LineString':
        return { type, coordinates: this.positions(tag) };
      case 'Polygon':
        return { type, coordinates: this.list(() => this.positions(tag)) };
      case 'MultiPoint':
        // Both `MULTIPOINT ((1 2), (3 4))` (SFS 1.2) and the older `MULTIPOINT (1 2, 3 4)`.
        return { type, coordinates: this.list(() => (this.peek('(') ? this.wrapped(() => this.position(tag)) : this.position(tag))) };
      case 'MultiLineString':
        return { type, coordinates: this.list(() => this.positions(tag)) };
      case 'MultiPolygon':
        return { type, coordinates: this.list(() => this.list(() => this.positions(tag))) };
      default:
        return { type: 'GeometryCollection', geometries: this.list(() => this.geometry()) };
    }
  }

  /** `( item, item, … )`. */
  private list<T>(item: () => T): T[] {
    this.take('(', '"("');
    const items = [item()];
    while (this.peek(',')) {
      this.i++;
      items.push(item());
    }
    this.take(')', '"," or ")"');
    return items;
  }

  private wrapped<T>(item: () => T): T {
    this.take('(', '"("');
    const value = item();
    this.take(')', '")"');
    return value;
  }

  private positions(tag: Tag): GeoJSON.Position[] {
    return this.list(() => this.position(tag));
  }

  private position(tag: Tag): GeoJSON.Position {
    const first = this.next;
    const numbers: number[] = [];
    while (this.peek('number')) numbers.push(Number(this.tokens[this.i++].text));
    if (numbers.length < 2) this.fail(numbers.length ? 'a second number (x y)' : 'a number');
    // A tag fixes the count: x y and one number per letter (Z, M: 3; ZM: 4).
    if (tag && numbers.length !== tag.length + 2) {
      throw new WktError(`WKT: expected ${tag.length + 2} numbers (${TAG_NUMBERS[tag]}) at character ${first.at + 1}, found ${numbers.length}${excerpt(this.text, first.at)}`, first.at);
    }
    if (numbers.length > 4) this.fail('"," or ")" after at most four numbers', this.tokens[this.i - numbers.length + 4]);
    // Untagged positions of three numbers are x y z (as PostGIS and GDAL read them); m is dropped: GeoJSON has none.
    return numbers.length === 2 || tag === 'M' ? numbers.slice(0, 2) : numbers.slice(0, 3);
  }

  end(): void {
    if (!this.peek('end')) this.fail('the end of the text after the geometry');
  }
}

/**
 * Reads a WKT text (`POLYGON ((0 0, 10 0, 10 10, 0 0), (2 2, 2 4, 4 2, 2 2))`) into a GeoJSON geometry: keywords in
 * any case, `EMPTY` as empty coordinates (an empty collection), z kept and m dropped, an EWKT `SRID=4326;` prefix
 * skipped. Rings are taken as written (neither closed nor turned here). Throws WktError naming the character.
 */
export function parseWkt(text: unknown): GeoJSON.Geometry {
  if (typeof text !== 'string') throw new WktError(`WKT: must be a string, got ${text === null ? 'null' : typeof text}`, 0);
  const srid = /^\s*SRID=\d+;/i.exec(text);
  const body = srid ? ' '.repeat(srid[0].length) + text.slice(srid[0].length) : text;
  if (!body.trim()) throw new WktError('WKT: the text is empty', 0);
  const reader = new Reader(text, tokenize(body));
  const geometry = reader.geometry();
  reader.end();
  return geometry;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** The shortest text that reads back as the same double (`String`), never exponent-free rounding. */
const num = (n: number): string => {
  if (!Number.isFinite(n)) throw new GeometryFormatError(`WKT: a coordinate must be a finite number, got ${n}`);
  return String(n);
};

const pos = (p: GeoJSON.Position, z: boolean) => (z ? `${num(p[0])} ${num(p[1])} ${num(p[2])}` : `${num(p[0])} ${num(p[1])}`);
const group = (items: string[]) => `(${items.join(', ')})`;

/** Does every position carry a z (then all are written with it)? Some but not all is an error: WKT has one dimension per geometry. */
function hasZ(g: Exclude<GeoJSON.Geometry, GeoJSON.GeometryCollection>): boolean {
  let withZ = 0;
  let without = 0;
  const visit = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') {
      if (c.length >= 3) withZ++;
      else without++;
    } else c.forEach(visit);
  };
  visit(g.coordinates);
  if (withZ && without) throw new GeometryFormatError(`WKT: some positions have a z and others do not (${withZ} of ${withZ + without}); a WKT geometry has one dimension`);
  return withZ > 0;
}

function body(g: GeoJSON.Geometry, z: boolean): string {
  const line = (ps: GeoJSON.Position[]) => group(ps.map((p) => pos(p, z)));
  switch (g.type) {
    case 'Point':
      return g.coordinates.length ? `(${pos(g.coordinates, z)})` : 'EMPTY';
    case 'LineString':
      return g.coordinates.length ? line(g.coordinates) : 'EMPTY';
    case 'Polygon':
    case 'MultiLineString':
      return g.coordinates.length ? group(g.coordinates.map(line)) : 'EMPTY';
    case 'MultiPoint':
      return g.coordinates.length ? group(g.coordinates.map((p) => `(${pos(p, z)})`)) : 'EMPTY';
    case 'MultiPolygon':
      return g.coordinates.length ? group(g.coordinates.map((poly) => group(poly.map(line)))) : 'EMPTY';
    case 'GeometryCollection':
      return g.geometries.length ? group(g.geometries.map(toWkt)) : 'EMPTY';
  }
}

/**
 * A GeoJSON geometry as WKT, in SFS 1.2.1's spacing (`MULTIPOINT ((1 2), (3 4))`, `POINT Z (1 2 3)` when every
 * position has a z, `POINT EMPTY` for empty coordinates). Numbers are written so they read back exactly.
 */
export function toWkt(g: GeoJSON.Geometry): string {
  const name = Object.entries(TYPES).find(([, type]) => type === g?.type)?.[0];
  if (!name) throw new GeometryFormatError(`WKT: ${JSON.stringify((g as { type?: unknown })?.type)} is not a GeoJSON geometry type`);
  const z = g.type !== 'GeometryCollection' && hasZ(g);
  return `${name}${z ? ' Z' : ''} ${body(g, z)}`;
}
