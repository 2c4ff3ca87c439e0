// A one-line progress display on a terminal (stage, done/total, elapsed); silent when not a TTY or under CI.

export interface Progress {
  update(stage: string, done: number, total: number): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const enabled = Boolean(stream.isTTY) && !process.env.CI;
  const started = performance.now();
  let last = 0;
  return {
    update(stage, done, total) {
      if (!enabled) return;
      const now = performance.now();
      // Redrawing on every page costs more than the page; 20 frames a second is plenty.
      if (now - last < 50 && done !== total) return;
      last = now;
      const secs = ((now - started) / 1000).toFixed(1);
      stream.write(`\r\x1b[K${stage} ${done}/${total}  ${secs}s`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[K');
    },
  };
}
