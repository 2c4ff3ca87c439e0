// Precompression benchmark: on a built output folder, how long writing the .br/.gz copies takes and how many bytes
// they hold, per brotli quality, and how long a rebuild takes when the previous output's copies are reused.
//
//   node bin/mapdocs.js build docs --out /tmp/pc-site && node --import tsx bench/precompress.ts /tmp/pc-site [5,9,10,11]
//
// Each run works on a fresh copy of the folder. Timings depend on what else the machine runs (load average printed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompressDir } from '../src/render/write/precompress.ts';

const [site, qualities = '5,9,10,11'] = process.argv.slice(2);
if (!site || !fs.existsSync(site)) {
  console.error('usage: node --import tsx bench/precompress.ts <built output folder> [qualities, e.g. 5,9,11]');
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mapdocs-precompress-'));
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const fresh = (name: string) => {
  const dir = path.join(work, name);
  fs.cpSync(site, dir, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  return dir;
};
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${os.availableParallelism()} cores`);
let last = '';
for (const q of qualities.split(',').map(Number)) {
  const dir = fresh(`q${q}`);
  const t = performance.now();
  const s = await precompressDir(dir, { brotliQuality: q });
  const ms = performance.now() - t;
  console.log(`brotli q${q}: ${s.files} files, ${kb(s.bytes)} → br ${kb(s.br)} (${((100 * s.br) / s.bytes).toFixed(1)}%), gz ${kb(s.gzip)}, ${(ms / 1000).toFixed(2)} s`);
  last = dir;
}
// A rebuild where nothing changed: every copy comes from the previous output.
const again = fresh('again');
const t = performance.now();
const s = await precompressDir(again, { previous: last, brotliQuality: Number(qualities.split(',').at(-1)) });
console.log(`rebuild with the previous output's copies: ${s.reused} of ${s.files} files reused, ${((performance.now() - t) / 1000).toFixed(2)} s`);
fs.rmSync(work, { recursive: true, force: true });
