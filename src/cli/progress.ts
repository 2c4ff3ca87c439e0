// A one-line progress display on a terminal (stage, done/total, elapsed); silent when not a TTY or under CI.
// With `timings`, it also prints when each stage finished and the CPU time it took (the whole process's: the main
// thread, highlight workers and libuv's pool), for finding where a build spends its time.

export interface Progress {
  update(stage: string, done: number, total: number): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stderr, timings = false): Progress {
  const enabled = Boolean(stream.isTTY) && !process.env.CI;
  const started = performance.now();
  /** CPU time (µs) at the first stage's start; startup is what came before it. */
  const cpuAtStart = process.cpuUsage();
  const finished = new Map<string, { ms: number; cpuMs: number }>();
  let last = 0;
  let printed = false;
  return {
    update(stage, done, total) {
      const now = performance.now();
      if (timings && done === total) {
        const cpu = process.cpuUsage(cpuAtStart);
        finished.set(stage, { ms: now - started, cpuMs: (cpu.user + cpu.system) / 1000 });
      }
      if (!enabled) return;
      // Redrawing on every page costs more than the page; 20 frames a second is plenty.
      if (now - last < 50 && done !== total) return;
      last = now;
      const secs = ((now - started) / 1000).toFixed(1);
      stream.write(`\r\x1b[K${stage} ${done}/${total}  ${secs}s`);
    },
    done() {
      if (enabled) stream.write('\r\x1b[K');
      // Printed once (a stopped build and the command's end both call done).
      if (!timings || printed) return;
      printed = true;
      // Node's start and loading mapdocs come before the first stage: shown as a stage of their own.
      const startCpu = (cpuAtStart.user + cpuAtStart.system) / 1000;
      stream.write(`${'startup'.padEnd(11)} ${started.toFixed(0).padStart(6)} ms  ${''.padStart(8)}  cpu ${startCpu.toFixed(0).padStart(5)} ms\n`);
      let previous = { ms: 0, cpuMs: 0 };
      for (const [stage, t] of finished) {
        stream.write(`${stage.padEnd(11)} ${t.ms.toFixed(0).padStart(6)} ms  ${`(+${(t.ms - previous.ms).toFixed(0)})`.padStart(8)}  cpu +${(t.cpuMs - previous.cpuMs).toFixed(0)} ms\n`);
        previous = t;
      }
      finished.clear();
    },
  };
}
