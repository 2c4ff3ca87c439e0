// The postings of a locale's index while it is built: per term and field, its (section, term frequency) pairs in the
// order added. Millions of pairs at 10,000 pages: kept in a few typed arrays (twelve bytes a pair, linked per term and
// field) instead of a JS array per term and field, which cost several times that and most of the stage's GC time.
// shardSearchIndex.ts reads a term's lists back one term at a time.

const FIELDS_MAX = 8;

export class PostingLists {
  private readonly ids = new Map<string, number>();
  /** First and last pair of each term's field (at `id * FIELDS_MAX + field`), -1 when none. */
  private head = new Int32Array(1024 * FIELDS_MAX).fill(-1);
  private tail = new Int32Array(1024 * FIELDS_MAX).fill(-1);
  /** Pairs: section, term frequency, next pair of the same term and field (-1 at the end). */
  private doc = new Int32Array(1 << 16);
  private tf = new Int32Array(1 << 16);
  private next = new Int32Array(1 << 16);
  private pairs = 0;

  constructor(private readonly fields: number) {
    if (fields > FIELDS_MAX) throw new Error(`PostingLists: at most ${FIELDS_MAX} fields`);
  }

  /** Appends a pair; sections are added in ascending order, so each list stays ascending. */
  add(term: string, field: number, doc: number, tf: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
      if ((id + 1) * FIELDS_MAX > this.head.length) {
        this.head = grow(this.head, this.head.length * 2, -1);
        this.tail = grow(this.tail, this.tail.length * 2, -1);
      }
    }
    if (this.pairs === this.doc.length) {
      // By half, not double: at 10,000 pages the zh index's 5.2 M pairs sat in room for 8.4 M (100 MB), and while
      // growing the old arrays live beside the new ones.
      const size = Math.ceil(this.doc.length * 1.5);
      this.doc = grow(this.doc, size);
      this.tf = grow(this.tf, size);
      this.next = grow(this.next, size);
    }
    const at = this.pairs++;
    this.doc[at] = doc;
    this.tf[at] = tf;
    this.next[at] = -1;
    const slot = id * FIELDS_MAX + field;
    if (this.tail[slot] < 0) this.head[slot] = at;
    else this.next[this.tail[slot]] = at;
    this.tail[slot] = at;
  }

  /**
   * Frees the arrays at once and leaves the lists empty (a locale's index is written: writeSiteSearch.ts). Dropped,
   * they would wait for a full collection, which a large build's slowly growing heap makes late: at 10,000 pages the
   * zh arrays (~80 MB) were still there when the en index was cut, at the build's peak. Transferred, they are detached
   * here, and the copy that owns their memory is young garbage, freed at the next scavenge.
   */
  release(): void {
    const arrays = [this.head, this.tail, this.doc, this.tf, this.next];
    structuredClone(arrays, { transfer: arrays.map((a) => a.buffer) });
    this.ids.clear();
    this.head = new Int32Array(FIELDS_MAX).fill(-1);
    this.tail = new Int32Array(FIELDS_MAX).fill(-1);
    this.doc = new Int32Array(1);
    this.tf = new Int32Array(1);
    this.next = new Int32Array(1);
    this.pairs = 0;
  }

  has(term: string): boolean {
    return this.ids.has(term);
  }

  keys(): IterableIterator<string> {
    return this.ids.keys();
  }

  /** A term's lists as the index cuts them: per field a flat [doc, tf, doc, tf, …] list, absent fields left out. */
  get(term: string): number[][] | undefined {
    const id = this.ids.get(term);
    if (id === undefined) return undefined;
    const lists: number[][] = [];
    for (let f = 0; f < this.fields; f++) {
      let at = this.head[id * FIELDS_MAX + f];
      if (at < 0) continue;
      const list: number[] = [];
      for (; at >= 0; at = this.next[at]) list.push(this.doc[at], this.tf[at]);
      lists[f] = list;
    }
    return lists;
  }
}

function grow(a: Int32Array<ArrayBuffer>, size: number, fill?: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a);
  if (fill !== undefined) b.fill(fill, a.length);
  return b;
}
