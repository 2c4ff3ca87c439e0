// A test file the runner splits over several worker processes (test/run.mjs SHARDS) gets TEST_SHARD=k/n: its heavy
// test keeps every n-th job from k, and its other tests run in shard 0 only.
export interface Shard {
  index: number;
  count: number;
}

export function testShard(): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(process.env.TEST_SHARD ?? '');
  if (!m) return { index: 0, count: 1 };
  const shard = { index: Number(m[1]), count: Number(m[2]) };
  if (!(shard.count >= 1 && shard.index < shard.count)) throw new Error(`TEST_SHARD=${process.env.TEST_SHARD}: want k/n with k < n`);
  return shard;
}

/** Whether the job at `i` of a list belongs to this shard. */
export const inShard = (shard: Shard, i: number) => i % shard.count === shard.index;
