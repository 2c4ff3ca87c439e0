// The highlighter the pipeline sees (pipeline/): `highlight` answers a block from the memo at once and leaves a
// placeholder for anything else; `settle` highlights what is owed, `fill` puts it in, `close` ends what was started.
// A build's owed blocks are highlighted while pages keep rendering, in worker threads once there are many (pool.ts),
// and blocks guessed from the sources beforehand (`likely`) start early; only what the renderers ask for is stored.
// `serve --watch` passes a `session`: one shiki kept in this thread for the whole session, which highlights a block
// on the spot once its grammar is loaded, and never starts workers (a save's few blocks cost less than a worker).
// README.md in this folder: what each part of highlighting saves, measured.
import { randomBytes } from 'node:crypto';
import { MapdocsError } from '../errors.ts';
import { escapeHtml } from '../../shared/escapeHtml.ts';
import type { Highlighter } from '../markdown/highlighter.ts';
import type { RenderedMarkdown } from '../markdown/renderMarkdown.ts';
import { createShikiHighlighter, highlightKey, languageKind, plainPre, type ShikiHighlighter } from './shiki.ts';
import { compressorOf, createHighlightPool, defaultWorkerCount, type HighlightJob, type HighlightPool, type PrestartedWorkers } from './pool.ts';
import type { Compressor } from '../write/precompress.ts';
import { nextTurn } from '../nextTurn.ts';

export interface HighlightStore {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

export interface HighlighterOptions {
  /** Memo shared with the disk cache. */
  store: HighlightStore;
  /** mapdocs' version and the highlight format, part of every key. */
  salt: string;
  /** Below this many blocks to highlight, starting workers costs more than it saves. Default 40. */
  workerThreshold?: number;
  /** Worker count. Default: a core for each but one (defaultWorkerCount). */
  workers?: number;
  /**
   * Blocks the build expects to be asked for (the fences of the pages it will render, fencesIn): those not in the
   * store start highlighting at once when they pass the threshold, while the pages render. A block never asked for
   * is highlighted in vain, and not stored.
   */
  likely?: HighlightJob[];
  /** Workers started ahead of the build (prestartWorkers): the pool takes them if it is of their size. */
  prestarted?: PrestartedWorkers;
  /** `serve --watch`: the session's shiki (createShikiHighlighter), kept between rebuilds, in this thread. */
  session?: ShikiHighlighter;
}

/** What the pipeline asks of a highlighter: highlight, settle, fill, close; the rest lets a build overlap its work. */
export interface CodeHighlighter extends Highlighter {
  /** Highlights every block still owed. */
  settle(): Promise<void>;
  /** Replaces placeholders in rendered HTML: after `settle`, or for HTML `whenReady` has settled for. */
  fill(html: string): string;
  /** Ends worker threads, also after a failed build. */
  close(): Promise<void>;
  /**
   * Settles once every block this HTML holds a placeholder for is highlighted, or its batch failed (which `settle`
   * reports): the page can be filled and finished while other pages' code is still being highlighted. Blocks
   * highlighted in this thread come in only with `settle`.
   */
  whenReady(html: string): Promise<void>;
  /**
   * Replaces placeholders with the blocks' text in a bare `<pre>`, any time: the text the highlighted blocks will
   * hold, for work that needs the words but not the colours (the search index) while highlighting goes on.
   */
  fillPlain(html: string): string;
  /** Keys of the blocks asked for so far, in order (a page's share is a slice of it, for the page cache). */
  readonly asked: string[];
  /** Lets worker replies in, so idle workers get the next batch; call between pages. */
  pump(): Promise<void> | undefined;
  /** Compression in the highlight workers (precompress.ts), while they are running; undefined without workers. */
  readonly compress: Compressor | undefined;
  readonly stats: { cached: number; highlighted: number; workers: number };
}

/** Fills the code of a rendered page in: its body and its demos' own. */
export function fillCode(result: RenderedMarkdown, highlighter: Pick<CodeHighlighter, 'fill'>): void {
  result.html = highlighter.fill(result.html);
  for (const block of result.env.demos) block.html = highlighter.fill(block.html as string);
}

const BATCH = 8;

export function createHighlighter(opts: HighlighterOptions): CodeHighlighter {
  const { store, salt, session } = opts;
  // A block owed is `NUL hl <nonce>:<n> NUL` in the page's HTML until it is filled. NUL never survives markdown-it, but
  // a YAML "\0" in frontmatter does, and so does a VuePress page's `{{ String.fromCharCode(0) + … }}`: without this
  // highlighter's own random nonce, such text could name another page's code block and have it spliced in.
  const nonce = randomBytes(9).toString('base64url');
  const placeholders = new RegExp(`\u0000hl${nonce}:(\\d+)\u0000`, 'g');
  const threshold = session ? Infinity : (opts.workerThreshold ?? 40);
  // Not `opts` itself in the closures below: it holds `likely`, the code of every block the build may ask for.
  const { workers: workerCount, prestarted } = opts;
  const asked: string[] = [];
  const owed: (HighlightJob & { key: string })[] = [];
  const owedByKey = new Map<string, number>();
  /**
   * Highlighted blocks not in the store yet: a block goes to the store (the build cache's files) as soon as it is
   * highlighted and asked for, and `fill` reads it back from there, so a build never holds the site's code at once.
   */
  const results: (string | undefined)[] = [];
  const stored = new Set<number>();
  const batches: Promise<void>[] = [];
  let sent = 0;
  let pool: HighlightPool | null = null;
  let cached = 0;
  let workers = 0;
  /** Blocks the session's shiki highlighted on the spot. */
  let onTheSpot = 0;

  const askedKeys = new Set<string>();
  /** Only what the renderers asked for is stored (a likely block no page asked for is not), once; then let go. */
  const storeResult = (i: number) => {
    const html = results[i];
    if (html === undefined || stored.has(i) || !askedKeys.has(owed[i].key)) return;
    store.set(owed[i].key, html);
    stored.add(i);
    results[i] = undefined;
    // Its source is not needed any more either: fillPlain reads the highlighted block, whose words are the same.
    owed[i].code = '';
    owed[i].lines = [];
  };
  /** A block's highlighted HTML, from memory or, once stored, from the store. */
  const resultOf = (i: number) => results[i] ?? (stored.has(i) ? store.get(owed[i].key) : undefined);

  const startPool = () => {
    workers = workerCount ?? defaultWorkerCount();
    pool = createHighlightPool(workers, prestarted);
  };
  const owe = (key: string, job: HighlightJob): number => {
    const n = owed.push({ key, code: job.code, lang: job.lang, lines: [...job.lines] }) - 1;
    owedByKey.set(key, n);
    return n;
  };

  // Owed blocks wait in one batch per language, so a worker's batch needs one grammar (see pool.ts).
  const waiting = new Map<string, number[]>();
  const jobsOf = (indexes: number[]) => indexes.map((i) => ({ code: owed[i].code, lang: owed[i].lang, lines: owed[i].lines }));
  // Who waits for which owed block (whenReady); woken when its batch settles, either way.
  const waiters = new Map<number, (() => void)[]>();
  const settledIndexes = new Set<number>();
  const wake = (indexes: Iterable<number>) => {
    for (const i of indexes) {
      settledIndexes.add(i);
      waiters.get(i)?.forEach((w) => w());
      waiters.delete(i);
    }
  };
  const track = (indexes: number[], html: Promise<string[]>) => {
    const done = html.then((list) =>
      list.forEach((h, k) => {
        results[indexes[k]] = h;
        storeResult(indexes[k]);
      }),
    );
    done.then(() => wake(indexes), () => wake(indexes)); // a failure is settle()'s to report
    batches.push(done);
  };
  const post = (indexes: number[]) => track(indexes, pool!.highlight(jobsOf(indexes)));
  const send = (all: boolean) => {
    if (!pool) return;
    for (; sent < owed.length; sent++) {
      const list = waiting.get(owed[sent].lang) ?? [];
      list.push(sent);
      waiting.set(owed[sent].lang, list);
      if (list.length >= BATCH) {
        post(list);
        waiting.delete(owed[sent].lang);
      }
    }
    if (all) {
      for (const list of waiting.values()) post(list);
      waiting.clear();
    }
  };

  // Workers boot and start on the likely blocks while the pages render, rather than after the first blocks are owed.
  const likely = (opts.likely ?? []).flatMap((job) => {
    if (languageKind(job.lang) !== 'known') return [];
    const lang = job.lang.toLowerCase();
    const key = highlightKey(salt, lang, job.lines, job.code);
    return store.get(key) !== undefined ? [] : [{ key, job: { ...job, lang } }];
  });
  if (likely.length >= threshold) {
    startPool();
    for (const { key, job } of likely) if (!owedByKey.has(key)) owe(key, job);
    // One plan, in batches of one language, languages in name order: the workers take it from both ends.
    const byLang = new Map<string, number[]>();
    for (const [i, job] of owed.entries()) {
      const list = byLang.get(job.lang);
      if (list) list.push(i);
      else byLang.set(job.lang, [i]);
    }
    const plan = [...byLang.keys()].sort().flatMap((lang) => {
      const list = byLang.get(lang)!;
      return Array.from({ length: Math.ceil(list.length / BATCH) }, (_, b) => list.slice(b * BATCH, (b + 1) * BATCH));
    });
    pool!.plan(plan.map(jobsOf)).forEach((html, b) => track(plan[b], html));
    sent = owed.length;
  }

  return {
    asked,
    highlight(code, rawLang, lines) {
      const kind = languageKind(rawLang);
      if (kind === 'unknown') return null;
      const lang = rawLang.toLowerCase();
      const key = highlightKey(salt, lang, lines, code);
      asked.push(key);
      askedKeys.add(key);
      const hit = store.get(key);
      if (hit !== undefined) {
        cached++;
        return hit;
      }
      if (kind === 'plain') {
        const html = plainPre(code, lines);
        store.set(key, html);
        return html;
      }
      // A grammar the session loaded for an earlier rebuild highlights on the spot.
      const html = session?.highlight(code, lang, lines);
      if (html) {
        store.set(key, html);
        onTheSpot++;
        return html;
      }
      let n = owedByKey.get(key);
      // A likely block highlighted before any page asked for it goes to the store now.
      if (n !== undefined) storeResult(n);
      if (n === undefined) {
        n = owe(key, { code, lang, lines: [...lines] });
        if (!pool && owed.length >= threshold) startPool();
        send(false);
      }
      return `\u0000hl${nonce}:${n}\u0000`;
    },
    pump() {
      return pool ? nextTurn() : undefined;
    },
    get compress(): Compressor | undefined {
      return pool ? compressorOf(() => pool ?? undefined) : undefined;
    },
    async settle() {
      if (pool) {
        send(true);
        // A worker that fails (or a grammar that will not load) fails the build, naming the stage.
        await Promise.all(batches).catch((err: Error) => {
          throw new MapdocsError({ message: `code highlighting failed: ${err.message}`, stage: 'markdown', cause: err });
        });
      } else if (results.length < owed.length) {
        // Few blocks: in this thread, with the session's shiki or one made for them.
        const local = session ?? (await createShikiHighlighter());
        await local.load(new Set(owed.map((j) => j.lang)));
        owed.forEach((j, i) => {
          if (!stored.has(i)) results[i] ??= local.highlight(j.code, j.lang, new Set(j.lines))!;
        });
        if (!session) local.dispose?.();
        wake(owed.keys());
      }
      owed.forEach((_, i) => storeResult(i));
    },
    whenReady(html) {
      const missing = [...html.matchAll(placeholders)].map((m) => Number(m[1])).filter((i) => !settledIndexes.has(i));
      return Promise.all(missing.map((i) => new Promise<void>((resolve) => waiters.set(i, [...(waiters.get(i) ?? []), resolve])))).then(() => {});
    },
    fill(html) {
      return html.includes('\u0000')
        ? html.replace(placeholders, (_, n) => {
            const filled = resultOf(Number(n));
            if (filled === undefined) throw new Error(`highlighter: code block ${n} filled before it was highlighted, or lost from the build cache`);
            return filled;
          })
        : html;
    },
    fillPlain(html) {
      return html.includes('\u0000') ? html.replace(placeholders, (_, n) => (stored.has(Number(n)) ? (resultOf(Number(n)) ?? '') : `<pre>${escapeHtml(owed[Number(n)].code)}</pre>`)) : html;
    },
    async close() {
      await pool?.close();
      pool = null;
    },
    get stats() {
      return { cached, highlighted: onTheSpot + owed.filter((j) => askedKeys.has(j.key)).length, workers };
    },
  };
}
