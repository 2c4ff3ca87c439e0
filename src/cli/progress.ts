// A one-line progress display on a terminal (stage, done/total, elapsed); silent when not a TTY or under CI.
// With `timings`, it also prints when each stage finished, for finding where a build spends its time.

export interface Progress {
  update(stage: string, done: number, total: number): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr, timings = false): Progress {
  const enabled = Boolean(stream.isTTY) && !process.env.CI;
  const started = performance.now();
  const finished = new Map<string, number>();
  let last = 0;
  return {
    update(stage, done, total) {
      const now = performance.now();
      if (timings && done === total) finished.set(stage, now - started);
      if (!enabled) return;
      // Redrawing on every page costs more than the page; 20 frames a second is plenty.
      if (now - last < 50 && done !== total) return;
      last = now;
      const secs = ((now - started) / 1000).toFixed(1);
      stream.write(`\r\x1b[K${stage} ${done}/${total}  ${secs}s`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[K');
      // Node's start and loading mapdocs come before the first stage: shown as a stage of their own.
      if (timings) stream.write(`${'startup'.padEnd(10)} ${started.toFixed(0).padStart(6)} ms\n`);
      let previous = 0;
      for (const [stage, ms] of finished) {
        stream.write(`${stage.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms  (+${(ms - previous).toFixed(0)})\n`);
        previous = ms;
      }
      finished.clear();
    },
  };
}
