// The one place that prints a failure and decides the exit code: causes always, stacks only with --debug.
import { ContentErrors, MapdocsError, formatDiagnostic } from '../render/errors.ts';

export function reportError(err: unknown, debug: boolean): number {
  if (err instanceof ContentErrors) {
    for (const d of err.diagnostics) console.error(`error  ${formatDiagnostic(d)}`);
    console.error(`\nbuild failed: ${err.diagnostics.length} error${err.diagnostics.length === 1 ? '' : 's'}; the previous output was left as it was`);
  } else if (err instanceof MapdocsError) {
    console.error(`error  ${err.toString()}`);
    if (debug && err.cause) console.error(err.cause);
  } else {
    console.error(`error  ${(err as Error)?.message ?? String(err)}`);
  }
  if (debug && err instanceof Error && err.stack) console.error(err.stack);
  return 1;
}
