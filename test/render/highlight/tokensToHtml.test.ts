import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter, type BundledLanguage, type BundledTheme } from 'shiki';
import { createCssVariablesTheme } from '@shikijs/core';
import { FONT_CLASSES, FOREGROUND, TOKEN_CLASSES, tokensToHtml } from '../../../src/render/highlight/tokensToHtml.ts';
import { decodeEntities } from '../../../src/shared/escapeHtml.ts';
import { fencesUnder } from '../../helpers/fences.ts';

// Real fences (docs/ and the build fixtures) plus samples that reach every branch: italic/bold/underline scopes
// (markdown), whitespace-only tokens, empty lines, `&`, `<` and quotes in code, a trailing newline, ANSI colours.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLES: [string, string][] = [
  ['markdown', '# T\n\n*it* **bold** ~~gone~~ [link](http://a.b?x=1&y=2)\n\n    indented\n'],
  ['html', '<a href="x?a=1&amp;b=2" title=\'q\'>&lt;tag&gt; & more</a>\n\n\n<br/>'],
  ['ts', 'if (a < b && c > d) {\n\t\treturn `x${"y"}`;   \n}\n'],
  ['css', '.a::after { content: "\\"&"; }'],
  ['json', '{}'],
  ['bash', '   '],
  ['ansi', '\u001b[31mred\u001b[0m plain \u001b[1;32mbold green\u001b[0m'],
];


/** What a reader sees of each line: its text, and per non-blank character the look (colour and font) it is shown in. */
function looks(html: string, lookOf: (attrs: string) => string) {
  const body = html.replace(/^<pre[^>]*><code>/, '').replace(/<\/code><\/pre>$/, '');
  return body.split('\n').map((line) => {
    const marked = line.startsWith('<span class="line highlighted">');
    const inner = line.replace(/^<span class="line[^"]*">/, '').replace(/<\/span>$/, '');
    let text = '';
    const seen: string[] = [];
    // Token spans never nest: a run of bare text or one <span …>text</span>.
    for (const [, attrs, spanText, bare] of inner.matchAll(/<span([^>]*)>([^<]*)<\/span>|([^<]+)/g)) {
      const t = decodeEntities(spanText ?? bare);
      const look = bare !== undefined ? '' : lookOf(attrs);
      text += t;
      for (const ch of t) if (/\S/.test(ch)) seen.push(look);
    }
    return { marked, text, seen: seen.join(',') };
  });
}

/** codeToHtml's inline style, in the classes tokensToHtml uses for it. */
function lookOfStyle(attrs: string): string {
  const style = decodeEntities(/style="([^"]*)"/.exec(attrs)?.[1] ?? '');
  const classes: string[] = [];
  const rest: string[] = [];
  for (const decl of style.split(';').filter(Boolean)) {
    const [prop, value] = [decl.slice(0, decl.indexOf(':')), decl.slice(decl.indexOf(':') + 1)];
    if (prop === 'color' && value === FOREGROUND) continue;
    if (prop === 'color' && TOKEN_CLASSES[value]) classes.push(TOKEN_CLASSES[value]);
    else if (prop === 'font-style' && value === 'italic') classes.push('it');
    else if (prop === 'font-weight' && value === 'bold') classes.push('bd');
    else if (prop === 'text-decoration') classes.push(...value.split(' ').map((v) => (v === 'underline' ? 'ul' : 'lt')));
    else rest.push(decl);
  }
  return [...classes.sort(), ...rest].join(' ');
}
const lookOfClasses = (attrs: string) =>
  [...(/class="([^"]*)"/.exec(attrs)?.[1].split(' ') ?? []).sort(), ...(decodeEntities(/style="([^"]*)"/.exec(attrs)?.[1] ?? '').split(';').filter(Boolean))].join(' ');

test('tokensToHtml shows every character as codeToHtml does: same text, colour and font, marked lines included', async () => {
  const blocks = [...fencesUnder(path.join(ROOT, 'docs')), ...fencesUnder(path.join(ROOT, 'test/fixtures')), ...SAMPLES].filter(([lang]) => lang !== 'text');
  const theme = createCssVariablesTheme({ name: 'mapdocs', variablePrefix: '--shiki-', fontStyle: true });
  const shiki = await createHighlighter({ themes: [theme], langs: [...new Set(blocks.map(([l]) => l))] });
  let compared = 0;
  const used = new Set<string>();
  for (const [lang, code] of blocks) {
    const marked = new Set([1, 3]);
    const expected = shiki.codeToHtml(code, {
      lang,
      theme: 'mapdocs',
      tokenizeTimeLimit: 0,
      transformers: [
        {
          line(node, line) {
            if (marked.has(line)) this.addClassToHast(node, 'highlighted');
          },
        },
      ],
    });
    const tokens = shiki.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: 'mapdocs' as BundledTheme, tokenizeTimeLimit: 0 }); // the theme loaded above, by its name
    const ours = tokensToHtml(tokens, 'mapdocs', marked);
    assert.ok(ours.startsWith('<pre class="shiki mapdocs"><code>'));
    const got = looks(ours, lookOfClasses);
    assert.equal(got, looks(expected, lookOfStyle), `${lang}: ${code.slice(0, 60)}`);
    got.forEach((l) => l.seen.split(/[, ]/).forEach((c) => used.add(c)));
    compared++;
  }
  assert.ok(compared > 100);
  // The comparison meant something: keywords, comments, italics and an ANSI colour were all among the looks.
  for (const look of ['kw', 'cm', 'it', 'bd', 'color:var(--shiki-ansi-red)']) assert.ok(used.has(look), look);
  shiki.dispose();
});

test('runs that look the same share one span; foreground text and whitespace need none', () => {
  const tok = (content: string, color?: string, fontStyle = 0) => ({ content, color, fontStyle, offset: 0 });
  const html = tokensToHtml(
    [[tok('  ', FOREGROUND), tok('const', 'var(--shiki-token-keyword)'), tok(' ', FOREGROUND), tok('let', 'var(--shiki-token-keyword)'), tok(' x <', FOREGROUND), tok('// c', 'var(--shiki-token-comment)', 1)], []],
    'mapdocs',
    new Set([2]),
  );
  assert.is(html, '<pre class="shiki mapdocs"><code><span class="line">  <span class="kw">const let</span> x &#x3C;<span class="cm it">// c</span></span>\n<span class="line highlighted"></span></code></pre>');
  assert.equal(FONT_CLASSES.map(([, c]) => c), ['it', 'bd', 'ul', 'lt']);
});

test('code.css colours every class tokensToHtml writes', () => {
  const css = fs.readFileSync(path.join(ROOT, 'theme/styles/code.css'), 'utf8');
  for (const cls of [...Object.values(TOKEN_CLASSES), ...FONT_CLASSES.map(([, c]) => c)]) assert.match(css, new RegExp(`\\.shiki \\.${cls} \\{`), cls);
});

test.run();
