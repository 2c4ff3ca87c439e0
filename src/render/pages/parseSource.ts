// Splits a markdown file into frontmatter and a body whose lines keep their true file line numbers. Frontmatter is
// data, never code, and its size is bounded by the file's: YAML or JSON only (gray-matter would evaluate `---js`), and
// no alias expansion past a bound (frontmatterExpansion.ts).
import matter from 'gray-matter';
import { MapdocsError } from '../errors.ts';
import { expansionProblem } from './frontmatterExpansion.ts';

export interface ParsedSource {
  frontmatter: Record<string, unknown>;
  /** The body, with frontmatter lines blanked so markdown-it token lines are real file lines. */
  body: string;
}

/**
 * The text with CRLF and lone CR line ends as `\n`, which is all the frontmatter split and line counting know (a
 * CR-only page read as one line: empty article, no title, no warning). markdown-it counts CR as a line end too.
 */
export const normalizeLineEnds = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/** Frontmatter languages read: gray-matter's name after the opening `---` (none means YAML). */
const DATA_LANGUAGES = new Set(['', 'yaml', 'yml', 'json']);

/** The language gray-matter would read the frontmatter in (the word after the opening `---`), or undefined without frontmatter. */
function frontmatterLanguage(text: string): string | undefined {
  if (!text.startsWith('---') || text[3] === '-') return undefined;
  const end = text.indexOf('\n');
  return text.slice(3, end < 0 ? undefined : end).trim().toLowerCase();
}

const refuseCode = () => {
  throw new Error('frontmatter is data, never code');
};

export function parseSource(raw: string, file: string): ParsedSource {
  const text = normalizeLineEnds(raw);
  const language = frontmatterLanguage(text);
  if (language !== undefined && !DATA_LANGUAGES.has(language))
    throw new MapdocsError({
      message: `frontmatter in ${JSON.stringify(language)} is not read: pages are built from content anyone may send, so mapdocs never runs code from them; write the frontmatter in YAML (---) or JSON (---json)`,
      stage: 'pages',
      file,
      line: 1,
    });
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from caching every file forever (it leaks under --watch). Its JavaScript
    // engine is replaced as well, should a language ever slip past the check above.
    parsed = matter(text, { excerpt: false, engines: { javascript: refuseCode, js: refuseCode, coffee: refuseCode } });
  } catch (err) {
    const mark = (err as { mark?: { line: number } }).mark;
    // gray-matter hands YAML the text from the end of the opening `---`, so YAML's 0-based line n is file line n + 1.
    const line = mark ? mark.line + 1 : 1;
    const reason = String((err as { reason?: string }).reason ?? (err as Error).message).split('\n')[0];
    throw new MapdocsError({ message: `malformed frontmatter: ${reason}`, stage: 'pages', file, line, cause: err });
  }
  const frontmatter = (parsed.data ?? {}) as Record<string, unknown>;
  if (typeof frontmatter !== 'object' || Array.isArray(frontmatter))
    throw new MapdocsError({ message: 'frontmatter must be a mapping of keys to values', stage: 'pages', file, line: 2 });
  const problem = expansionProblem(frontmatter, parsed.matter.length);
  if (problem) throw new MapdocsError({ message: problem.message, stage: 'pages', file, line: frontmatterKeyLine(text, problem.key) ?? 1 });
  const headLines = text.length - parsed.content.length > 0 ? countLines(text.slice(0, text.length - parsed.content.length)) : 0;
  return { frontmatter, body: '\n'.repeat(headLines) + parsed.content };
}

/** 1-based line of a top-level frontmatter key (where a message about its value should point). */
export function frontmatterKeyLine(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length && !/^(---|\.\.\.)\s*$/.test(lines[i]); i++) if (lines[i].startsWith(`${key}:`)) return i + 1;
  return undefined;
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}
