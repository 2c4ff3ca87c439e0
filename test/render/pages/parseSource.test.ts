import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseSource } from '../../../src/render/pages/parseSource.ts';
import { ALIAS_EXPANSION_ALLOWANCE } from '../../../src/render/pages/frontmatterExpansion.ts';
import { MapdocsError } from '../../../src/render/errors.ts';

/** What parseSource throws, as `line message`. */
function refusal(text: string): string {
  try {
    parseSource(text, 'docs/a.md');
  } catch (err) {
    assert.instance(err, MapdocsError);
    const e = err as MapdocsError;
    assert.is(e.file, 'docs/a.md');
    return `${e.line} ${e.message}`;
  }
  assert.unreachable('parsed without an error');
  return '';
}

test('CR-only and CRLF line ends: frontmatter read, body lines at their true file lines', () => {
  for (const end of ['\r', '\r\n']) {
    const { frontmatter, body } = parseSource(['---', 'title: X', '---', '# body', '', 'text', ''].join(end), 'docs/a.md');
    assert.equal(frontmatter, { title: 'X' });
    assert.is(body, '\n\n\n# body\n\ntext\n', JSON.stringify(end));
  }
});

test('---js and ---javascript frontmatter is never evaluated: an error at line 1 saying why', () => {
  const payload = "{ title: (globalThis.evaluated = true, 'x') }";
  for (const language of ['js', 'javascript', 'JavaScript ', 'coffee'])
    assert.is(
      refusal(`---${language}\n${payload}\n---\n# A\n`),
      `1 frontmatter in "${language.trim().toLowerCase()}" is not read: pages are built from content anyone may send, so mapdocs never runs code from them; write the frontmatter in YAML (---) or JSON (---json)`,
    );
  assert.is((globalThis as { evaluated?: boolean }).evaluated, undefined);
  // YAML (named or not) and JSON are read as before.
  assert.equal(parseSource('---yaml\ntitle: Y\n---\n', 'a.md').frontmatter, { title: 'Y' });
  assert.equal(parseSource('---json\n{ "title": "J" }\n---\n', 'a.md').frontmatter, { title: 'J' });
});

test('a YAML billion laughs is refused at the key whose aliases expand past the bound, without expanding it', () => {
  const keys = 'abcdefghij'.split('');
  const laughs = keys.map((k, i) => `${k}: &${k} [${i === 0 ? Array(10).fill('"lol"') : Array(10).fill(`*${keys[i - 1]}`)}]`);
  const text = `---\ntitle: t\n${laughs.join('\n')}\n---\n# A\n`;
  const bound = (text.indexOf('\n---\n', 4) - 3 + ALIAS_EXPANSION_ALLOWANCE).toLocaleString('en');
  // a..e expand to 10^5 "lol"s (~500,000 characters); f's 10^6 cross the bound. It is line 8.
  assert.is(refusal(text), `8 frontmatter "f": its YAML aliases (*name) expand the frontmatter past ${bound} characters; write the values out, or alias less`);
  // Aliases within the bound are fine.
  assert.equal(parseSource('---\nbase: &b { x: 1 }\nuses: [*b, *b]\n---\n', 'a.md').frontmatter, { base: { x: 1 }, uses: [{ x: 1 }, { x: 1 }] });
});

test('frontmatter holding itself through an alias is refused at its key', () => {
  assert.is(refusal('---\ntitle: t\nloop: &l [1, *l]\n---\n'), '3 frontmatter "loop" holds itself through a YAML alias (*name), so it has no end');
  assert.is(refusal('---\nm: &m\n  self: *m\n---\n'), '2 frontmatter "m" holds itself through a YAML alias (*name), so it has no end');
});

test.run();
