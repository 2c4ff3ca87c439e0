// Warns about unclosed and unknown `:::` containers, which markdown-it renders without a word (an unknown one as
// text, an unclosed one closed at the end of the page), as VuePress did: the page builds, the author hears of it.
import type MarkdownIt from 'markdown-it';
import type { Diagnostic } from '../errors.ts';
import type { MarkdownEnv } from './env.ts';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const OPEN = /^\s{0,3}(:{3,})\s*([^\s:]+)/;
const CLOSE = /^\s{0,3}(:{3,})\s*$/;

export function checkContainers(body: string, file: string, known: Set<string>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const stack: { name: string; line: number; marker: string }[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((text, i) => {
    const line = i + 1;
    const f = FENCE.exec(text);
    if (f) {
      if (fence === null) fence = f[1][0].repeat(f[1].length);
      else if (f[1].startsWith(fence) && text.trim() === f[1]) fence = null;
      return;
    }
    if (fence !== null) return;
    const open = OPEN.exec(text);
    if (open) {
      if (!known.has(open[2])) problems.push({ file, line, message: `unknown container "${open[2]}": shown as text`, severity: 'warning' });
      stack.push({ name: open[2], line, marker: open[1] });
      return;
    }
    const close = CLOSE.exec(text);
    if (close) {
      const top = stack.findLastIndex((c) => close[1].length >= c.marker.length);
      if (top >= 0) stack.splice(top);
    }
  });
  for (const c of stack)
    if (known.has(c.name)) problems.push({ file, line: c.line, message: `container "${c.name}" opened here is never closed: it runs to the end of the page`, severity: 'warning' });
  return problems;
}

/** Checks each page's source before it is parsed; `known` is every container name the instance renders. */
export function checkContainersPlugin(md: MarkdownIt, known: Set<string>): void {
  md.core.ruler.after('normalize', 'check_containers', (state) => {
    const env = state.env as MarkdownEnv;
    env.diagnostics.push(...checkContainers(state.src, env.relativePath, known));
  });
}
