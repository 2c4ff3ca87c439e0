// Test fixtures: the emulator over the real bundled data, with a recording canvas in place of OffscreenCanvas.
import { buildBasemapData } from '../../../maplib/scripts/basemapData.ts';
import { buildEmulatorPoints } from '../../../maplib/scripts/emulatorPoints.ts';
import { createEmulator, type Emulator } from '../../../maplib/src/emulator/router.ts';
import type { Ctx2D, Surface } from '../../../maplib/src/emulator/render/surface.ts';
import type { EmulatorData } from '../../../maplib/src/emulator/types.ts';
import type { FeatureStore } from '../../../maplib/src/emulator/store.ts';
import { DOMParser } from '@xmldom/xmldom';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const PREFIX = 'http://127.0.0.1:4173/docs/_services/';

let data: EmulatorData | undefined;
export function testData(): EmulatorData {
  return (data ??= { countries: buildBasemapData().countries as unknown as EmulatorData['countries'], points: buildEmulatorPoints() });
}

export type Op = { op: string; args: unknown[]; fillStyle?: string; strokeStyle?: string };

/** A surface that records every drawing call (with the current colours) and "encodes" to a PNG-signed JSON dump. */
export class RecordingSurface implements Surface {
  ops: Op[] = [];
  encodedAs?: string;
  ctx: Ctx2D;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const state: Record<string, unknown> = { fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, globalAlpha: 1, font: '', textAlign: 'start', textBaseline: 'alphabetic', lineJoin: 'miter' };
    const record = (op: string) => (...args: unknown[]) => void this.ops.push({ op, args, fillStyle: state.fillStyle as string, strokeStyle: state.strokeStyle as string });
    this.ctx = new Proxy(state, {
      get: (t, k: string) => (k in t ? t[k] : record(k)),
      set: (t, k: string, v) => ((t[k] = v), true),
    }) as unknown as Ctx2D;
  }
  async encode(type: string) {
    this.encodedAs = type;
    const sig = type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff];
    return new Uint8Array([...sig, ...new TextEncoder().encode(JSON.stringify(this.ops.length))]);
  }
  /** Points of the paths (moveTo/lineTo/arc since beginPath) that were then filled or stroked in the given colour. */
  pointsIn(colour: string): [number, number][] {
    const out: [number, number][] = [];
    let path: [number, number][] = [];
    for (const o of this.ops) {
      if (o.op === 'beginPath') path = [];
      else if (o.op === 'moveTo' || o.op === 'lineTo' || o.op === 'arc') path.push([o.args[0] as number, o.args[1] as number]);
      else if ((o.op === 'fill' && o.fillStyle === colour) || (o.op === 'stroke' && o.strokeStyle === colour)) {
        out.push(...path);
        path = []; // a path filled and stroked in one colour counts once
      }
    }
    return out;
  }
  fills(): string[] {
    return this.ops.filter((o) => o.op === 'fill' || o.op === 'fillRect').map((o) => o.fillStyle!);
  }
}

export interface Rig {
  emulator: Emulator;
  surfaces: RecordingSurface[];
  get(path: string, init?: RequestInit): Promise<Response>;
  last(): RecordingSurface;
}

export function rig(options: { store?: FeatureStore } = {}): Rig {
  const surfaces: RecordingSurface[] = [];
  const emulator = createEmulator({
    prefix: PREFIX,
    data: testData(),
    store: options.store,
    surface: (w, h) => {
      const s = new RecordingSurface(w, h);
      surfaces.push(s);
      return s;
    },
  });
  return {
    emulator,
    surfaces,
    async get(path, init) {
      const res = await emulator.handle(new Request(PREFIX + path, init));
      if (!res) throw new Error(`not answered: ${path}`);
      return res;
    },
    last: () => surfaces[surfaces.length - 1],
  };
}

export async function xmlOf(res: Response): Promise<Document> {
  const text = await res.text();
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => level !== 'warning' && errors.push(msg) }).parseFromString(text, 'text/xml') as unknown as Document;
  if (errors.length) throw new Error(`XML does not parse: ${errors.join('; ')}\n${text.slice(0, 500)}`);
  return doc;
}

/** Elements by local name anywhere below a node (namespaces ignored). */
export function all(node: Document | Element, localName: string): Element[] {
  return Array.from((node as Element).getElementsByTagName('*') as unknown as ArrayLike<Element>).filter((e) => (e.localName ?? e.nodeName.replace(/^.*:/, '')) === localName);
}

export function textOf(node: Document | Element, localName: string): string[] {
  return all(node, localName).map((e) => e.textContent ?? '');
}

/** Absolute path of an emulator source file, for code run in a child process. */
export const emulatorSource = (rel: string) => JSON.stringify(path.resolve('maplib/src/emulator', rel));

/**
 * Runs an ES module in a child Node process and returns what it printed last (as JSON). The child is stopped after
 * `timeoutMs` and its heap is small, so an input that hangs or allocates without end fails the test here instead of
 * stalling or crashing the suite. The bound is the harness's, not an assertion about speed: a correct emulator
 * answers these in milliseconds.
 */
export function inBoundedChild<T = unknown>(module: string, { timeoutMs = 60_000, heapMb = 512 } = {}): T {
  const r = spawnSync(process.execPath, [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '--input-type=module', '-e', module], { encoding: 'utf8', timeout: timeoutMs });
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') throw new Error(`stopped by the harness's ${timeoutMs / 1000} s bound: the input hangs the emulator`);
  if (r.signal) throw new Error(`the child process died of ${r.signal} (its heap is ${heapMb} MB): ${r.stderr.slice(-300)}`);
  if (r.status !== 0) throw new Error(`the child process failed (status ${r.status}): ${r.stderr.slice(-1500)}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as T;
}

export interface ChildAnswer {
  status: number;
  type: string | null;
  body: string;
}

/** Requests to a fresh emulator in a bounded child process (see inBoundedChild): each answer's status, type, body. */
export function requestsInChild(requests: { path: string; init?: RequestInit }[], options?: { timeoutMs?: number; heapMb?: number }): ChildAnswer[] {
  return inBoundedChild<ChildAnswer[]>(
    `import { rig } from ${JSON.stringify(path.resolve('test/maplib/emulator/fixtures.ts'))};
    const r = rig();
    const out = [];
    for (const { path, init } of ${JSON.stringify(requests)}) {
      const res = await r.get(path, init);
      out.push({ status: res.status, type: res.headers.get('content-type'), body: await res.text() });
    }
    console.log(JSON.stringify(out));`,
    options,
  );
}
