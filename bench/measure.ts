// Runs a command and measures it, for the build benchmarks (bench/build.ts, bench/coldCompare.ts).
import fs from 'node:fs';
import { spawn } from 'node:child_process';

export interface Measured {
  ok: boolean;
  wallS: number;
  cpuS?: number;
  peakMb?: number;
  /** The last lines of its output, for a failure's message. */
  tail: string;
  /** All of its output (stdout and stderr, /usr/bin/time's report included). */
  output: string;
}

const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs a command, timing it; /usr/bin/time -v adds CPU time and the peak resident memory. */
export function measure(cmd: string, cmdArgs: string[], cwd: string, env: NodeJS.ProcessEnv = {}, timeoutS = 1800) {
  return new Promise<Measured>((resolve) => {
    const started = performance.now();
    const [file, argv] = TIME ? [TIME, ['-v', cmd, ...cmdArgs]] : [cmd, cmdArgs];
    const child = spawn(file, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const wallS = (performance.now() - started) / 1000;
      const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
      const cpu = num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/);
      const rss = num(/Maximum resident set size \(kbytes\): (\d+)/);
      resolve({
        ok: code === 0,
        wallS,
        cpuS: Number.isNaN(cpu) ? undefined : cpu,
        peakMb: Number.isNaN(rss) ? undefined : rss / 1024,
        output: out,
        tail: out.split('\n').filter((l) => l.trim() && !/^\s+(\S.*\(|Command being timed|Exit status)/.test(l)).slice(-4).join(' | '),
      });
    });
  });
}
