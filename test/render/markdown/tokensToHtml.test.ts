import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter, type BundledLanguage } from 'shiki';
import { createCssVariablesTheme } from '@shikijs/core';
import { tokensToHtml } from '../../../src/render/markdown/tokensToHtml.ts';
import { fencesUnder } from '../../helpers/fences.ts';

// Real fences (docs/ and the build fixtures) plus samples that reach every branch: italic/bold/underline scopes
// (markdown), whitespace-only tokens, empty lines, `&`, `<` and quotes in code, a trailing newline.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SAMPLES: [string, string][] = [
  ['markdown', '# T\n\n*it* **bold** ~~gone~~ [link](http://a.b?x=1&y=2)\n\n    indented\n'],
  ['html', '<a href="x?a=1&amp;b=2" title=\'q\'>&lt;tag&gt; & more</a>\n\n\n<br/>'],
  ['ts', 'if (a < b && c > d) {\n\t\treturn `x${"y"}`;   \n}\n'],
  ['css', '.a::after { content: "\\"&"; }'],
  ['json', '{}'],
  ['bash', '   '],
];

test('tokensToHtml writes what codeToHtml makes of the same tokens, marked lines included', async () => {
  const blocks = [...fencesUnder(path.join(ROOT, 'docs')), ...fencesUnder(path.join(ROOT, 'test/fixtures')), ...SAMPLES].filter(([lang]) => lang !== 'text');
  const theme = createCssVariablesTheme({ name: 'mapdocs', variablePrefix: '--shiki-', fontStyle: true });
  const shiki = await createHighlighter({ themes: [theme], langs: [...new Set(blocks.map(([l]) => l))] });
  let compared = 0;
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
          pre(node) {
            delete node.properties.style;
            delete node.properties.tabindex;
          },
        },
      ],
    });
    const tokens = shiki.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: 'mapdocs', tokenizeTimeLimit: 0 });
    assert.is(tokensToHtml(tokens, 'mapdocs', marked), expected, `${lang}: ${code.slice(0, 60)}`);
    compared++;
  }
  assert.ok(compared > 100);
  shiki.dispose();
});

test.run();
