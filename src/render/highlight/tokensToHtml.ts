// Shiki's tokens written as the `<pre>` HTML of a code block: a `<span class="line">` per line (marked lines also
// `highlighted`), and in it a short class per token colour of the CSS-variables theme (theme/styles/code.css colours
// them per colour scheme). Text in the foreground colour is left bare, whitespace joins whatever run it is in, and
// neighbouring tokens that look the same share one span: a third of a page's code HTML was `style="color:var(…)"`.
// Shiki's own codeToHtml builds a HAST tree first, which cost a tenth of all highlighting time.
// test/render/highlight/tokensToHtml.test.ts holds the text and the look of every character to codeToHtml's.
import type { ThemedToken } from 'shiki';

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;
const WHITESPACE_ONLY = /^\s+$/;

/** Theme colour → class; code.css gives each class its colour. The foreground colour needs none. */
export const TOKEN_CLASSES: Record<string, string> = {
  'var(--shiki-token-keyword)': 'kw',
  'var(--shiki-token-string)': 'st',
  'var(--shiki-token-string-expression)': 'se',
  'var(--shiki-token-comment)': 'cm',
  'var(--shiki-token-constant)': 'cn',
  'var(--shiki-token-parameter)': 'pm',
  'var(--shiki-token-function)': 'fn',
  'var(--shiki-token-punctuation)': 'pu',
  'var(--shiki-token-link)': 'ln',
  'var(--shiki-token-inserted)': 'in',
  'var(--shiki-token-deleted)': 'dl',
  'var(--shiki-token-changed)': 'ch',
};
export const FOREGROUND = 'var(--shiki-foreground)';
/** Font styles as classes, in flag order. */
export const FONT_CLASSES: [number, string][] = [
  [ITALIC, 'it'],
  [BOLD, 'bd'],
  [UNDERLINE, 'ul'],
  [STRIKETHROUGH, 'lt'],
];

type Token = Pick<ThemedToken, 'content' | 'color' | 'bgColor' | 'fontStyle'>;

export function tokensToHtml(lines: ThemedToken[][], themeName: string, marked: Set<number>): string {
  let html = `<pre class="shiki ${themeName}"><code>`;
  lines.forEach((line, i) => {
    if (i) html += '\n';
    html += marked.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    html += lineHtml(line);
    html += '</span>';
  });
  return `${html}</code></pre>`;
}

function lineHtml(line: Token[]): string {
  let html = '';
  let open = ''; // the open run's opening tag; '' for bare text
  for (const token of line) {
    const decorated = token.fontStyle && token.fontStyle & (UNDERLINE | STRIKETHROUGH);
    // Whitespace shows no colour: it stays in the current run, unless it is underlined or struck through.
    const tag = !decorated && !token.bgColor && WHITESPACE_ONLY.test(token.content) ? open : openingTag(token);
    if (tag !== open) {
      if (open) html += '</span>';
      html += tag;
      open = tag;
    }
    html += escapeText(token.content);
  }
  return open ? `${html}</span>` : html;
}

function openingTag(token: Token): string {
  const classes: string[] = [];
  const style: string[] = [];
  if (token.color && token.color !== FOREGROUND) {
    const cls = TOKEN_CLASSES[token.color];
    if (cls) classes.push(cls);
    else style.push(`color:${token.color}`); // a colour outside the theme's tokens (ANSI): as shiki writes it
  }
  if (token.bgColor) style.push(`background-color:${token.bgColor}`);
  if (token.fontStyle) for (const [flag, cls] of FONT_CLASSES) if (token.fontStyle & flag) classes.push(cls);
  if (!classes.length && !style.length) return '';
  const attrs = [classes.length ? ` class="${classes.join(' ')}"` : '', style.length ? ` style="${escapeAttribute(style.join(';'))}"` : ''];
  return `<span${attrs.join('')}>`;
}

// The character references hast-util-to-html writes.
const escapeText = (s: string) => (/[&<]/.test(s) ? s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') : s);
const escapeAttribute = (s: string) => (/[&"]/.test(s) ? s.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;') : s);
