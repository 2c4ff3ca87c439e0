// Splits a markdown file into frontmatter and a body whose lines keep their true file line numbers.
import matter from 'gray-matter';
import { MapdocsError } from '../errors.ts';

export interface ParsedSource {
  frontmatter: Record<string, unknown>;
  /** The body, with frontmatter lines blanked so markdown-it token lines are real file lines. */
  body: string;
}

export function parseSource(text: string, file: string): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from caching every file forever (it leaks under --watch).
    parsed = matter(text, { excerpt: false });
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
  const headLines = text.length - parsed.content.length > 0 ? countLines(text.slice(0, text.length - parsed.content.length)) : 0;
  return { frontmatter, body: '\n'.repeat(headLines) + parsed.content };
}

function countLines(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 10) n++;
  return n;
}
