// One error type that knows where it happened: file, line and pipeline stage.

export type Stage = 'config' | 'pages' | 'markdown' | 'demo' | 'links' | 'ssr' | 'assets' | 'write' | 'serve';

export class MapdocsError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly stage: Stage;

  constructor(opts: { message: string; stage: Stage; file?: string; line?: number; cause?: unknown }) {
    super(opts.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'MapdocsError';
    this.file = opts.file;
    this.line = opts.line;
    this.stage = opts.stage;
  }

  /** `docs/guide/intro.md:12  unknown container "tipp"` */
  get location(): string {
    if (!this.file) return '';
    return this.line ? `${this.file}:${this.line}` : this.file;
  }

  override toString(): string {
    return this.location ? `${this.location}  ${this.message}` : this.message;
  }
}

/** A content problem found during a build; all are collected and reported once. */
export interface Diagnostic {
  file: string;
  line?: number;
  message: string;
  severity: 'error' | 'warning';
  /** A link to a page the site does not have (config `deadLinks`): counted apart in the build's summary. */
  deadLink?: true;
}

/** Problems as a build reports them: under `--strict` (`strict: true`) every warning is an error. */
export const asReported = (strict: boolean, items: Diagnostic[]): Diagnostic[] => (strict ? items.map((d) => ({ ...d, severity: 'error' as const })) : items);

/** Drops repeats of the same problem at the same place (a dead link written twice on one line). */
export function dedupe(items: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return items.filter((d) => {
    const id = `${d.severity}|${d.file}|${d.line ?? ''}|${d.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The line closing a build's list of warnings: how many, and how many of them are links to missing pages (a migrated
 * site may have hundreds, which scroll the first warnings away). Undefined when there are none.
 */
export function warningSummary(warnings: Diagnostic[]): string | undefined {
  if (!warnings.length) return undefined;
  const dead = warnings.filter((w) => w.deadLink).length;
  const total = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
  return dead ? `${total}, ${dead} of them link${dead === 1 ? '' : 's'} to missing pages (deadLinks: 'error' or --strict makes them errors)` : total;
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line ? `${d.file}:${d.line}` : d.file;
  return `${where}  ${d.message}`;
}

/** Thrown at the end of a build whose content had errors; carries all of them. */
export class ContentErrors extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'ContentErrors';
  }
}
