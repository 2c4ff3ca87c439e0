// The functions a CPU profile (.cpuprofile, as bench/watch.ts --profile or node --cpu-prof write) spent most time in:
// self time and total time (self plus callees, each function counted once per stack), in ms, top 40 of each.
//
//   node --import tsx bench/profileTop.ts FILE.cpuprofile [--top 40]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '40' } } });
const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(src|theme|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  all += ms;
  const n = byId.get(id)!;
  self.set(label(n), (self.get(label(n)) ?? 0) + ms);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const l = label(byId.get(at)!);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + ms);
  }
});
const top = Number(values.top);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${all.toFixed(0)} ms sampled)`);
  for (const [l, ms] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(8)} ms  ${l}`);
};
show('self', self);
show('total', total);
