// Shared-memory claims on a plan of batches: every worker holds the whole list and takes the next batch itself, from
// the front or from the back, so no worker waits for the thread that made the plan (which may be busy for hundreds
// of milliseconds rendering pages or building the search index). One 32-bit word packs the next front index (low
// 16 bits) and the end of what is left (high 16 bits); a compare-and-swap claims one batch at a time.

/** The most batches one plan can hold. */
export const MAX_PLAN = 0xffff;

export function createClaims(count: number): Uint32Array {
  if (count > MAX_PLAN) throw new RangeError(`a plan holds at most ${MAX_PLAN} batches, got ${count}`);
  const claims = new Uint32Array(new SharedArrayBuffer(4));
  claims[0] = (count << 16) >>> 0;
  return claims;
}

/** Claims the next batch from one end: its index, or -1 when none is left. */
export function claimBatch(claims: Uint32Array, fromBack: boolean): number {
  for (;;) {
    const word = Atomics.load(claims, 0);
    const front = word & 0xffff;
    const back = word >>> 16;
    if (front >= back) return -1;
    const next = fromBack ? (((back - 1) << 16) | front) >>> 0 : ((back << 16) | (front + 1)) >>> 0;
    if (Atomics.compareExchange(claims, 0, word, next) === word) return fromBack ? back - 1 : front;
  }
}
