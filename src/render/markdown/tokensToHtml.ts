// Shiki's tokens written straight to the `<pre>` HTML its codeToHtml makes of them (classic structure, whitespace
// merged into the next token, colours as the theme gives them, no root style or tabindex), with marked lines
// classed `highlighted`. Building and serialising a HAST tree instead was a tenth of all highlighting time.
// test/render/markdown/tokensToHtml.test.ts holds it to codeToHtml's output.
import type { ThemedToken } from 'shiki';

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;
const WHITESPACE_ONLY = /^\s+$/;

type Token = Pick<ThemedToken, 'content' | 'color' | 'bgColor' | 'fontStyle'>;

export function tokensToHtml(lines: ThemedToken[][], themeName: string, marked: Set<number>): string {
  let html = `<pre class="shiki ${themeName}"><code>`;
  lines.forEach((line, i) => {
    if (i) html += '\n';
    html += marked.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    for (const token of mergeWhitespace(line)) {
      const style = tokenStyle(token);
      html += `${style ? `<span style="${escapeAttribute(style)}">` : '<span>'}${escapeText(token.content)}</span>`;
    }
    html += '</span>';
  });
  return `${html}</code></pre>`;
}

/** Whitespace-only tokens join the token after them, unless that one is underlined or struck through (as shiki). */
function mergeWhitespace(line: Token[]): Token[] {
  const out: Token[] = [];
  let carry = '';
  line.forEach((token, i) => {
    const mergeable = !(token.fontStyle && (token.fontStyle & UNDERLINE || token.fontStyle & STRIKETHROUGH));
    if (mergeable && WHITESPACE_ONLY.test(token.content) && line[i + 1]) carry += token.content;
    else if (carry) {
      if (mergeable) out.push({ ...token, content: carry + token.content });
      else out.push({ content: carry }, token);
      carry = '';
    } else out.push(token);
  });
  return out;
}

function tokenStyle(token: Token): string {
  const parts: string[] = [];
  if (token.color) parts.push(`color:${token.color}`);
  if (token.bgColor) parts.push(`background-color:${token.bgColor}`);
  if (token.fontStyle) {
    if (token.fontStyle & ITALIC) parts.push('font-style:italic');
    if (token.fontStyle & BOLD) parts.push('font-weight:bold');
    const decorations = [token.fontStyle & UNDERLINE ? 'underline' : '', token.fontStyle & STRIKETHROUGH ? 'line-through' : ''].filter(Boolean);
    if (decorations.length) parts.push(`text-decoration:${decorations.join(' ')}`);
  }
  return parts.join(';');
}

// The character references hast-util-to-html writes.
const escapeText = (s: string) => (/[&<]/.test(s) ? s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;') : s);
const escapeAttribute = (s: string) => (/[&"]/.test(s) ? s.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;') : s);
