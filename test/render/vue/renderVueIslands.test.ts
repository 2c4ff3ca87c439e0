import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build, type BuildResult } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';
import { render } from '../../helpers/markdown.ts';

const fixture = path.resolve('test/fixtures/vue-in-markdown/docs');
let out: string;
let result: BuildResult;
const html = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const content = (file: string) => {
  const page = html(file);
  return page.slice(page.indexOf('<article class="content'), page.indexOf('</article>'));
};

test.before(async () => {
  out = path.join(tempDir(), 'out');
  result = await build(await resolveConfig(fixture, { outDir: out }));
});

test('{{ expressions }}, directives and $page data render to static HTML at build time', () => {
  const c = content('index.html');
  assert.match(c, 'One plus one is 2.</p>');
  assert.match(c, '<span>1 </span><span>2 </span><span>3 </span>');
  assert.match(c, /<h1 [^>]*id="frontmatter-title"[^>]*>.*Vue pages<\/h1>/);
  assert.not.match(c, '{{ 1 + 1 }}');
});

test('.vuepress/components render by their VuePress names, slots holding markdown', () => {
  const c = content('index.html');
  assert.match(c, /<div [^>]*class="counter"><button class="inc">Count up<\/button> <span class="count">0<\/span> <p>Markdown <em>inside<\/em> a component.<\/p><\/div>/);
  assert.match(c, /<p [^>]*class="foo-bar">Hello from &lt;Foo-Bar&gt;<\/p>/);
  // The component's Stylus style is in the stylesheet every page links.
  const css = fs.readdirSync(path.join(out, 'assets')).find((f) => /^site\..*\.css$/.test(f))!;
  assert.match(fs.readFileSync(path.join(out, 'assets', css), 'utf8'), /\.counter \.count\s*\{\s*color: #3eaf7c;/);
  assert.match(html('index.html'), `href="/assets/${css}"`);
});

test('v-pre and code blocks keep their mustaches; blocks without Vue are left as markdown rendered them', () => {
  const c = content('index.html');
  assert.match(c, '<code>{{ shown as is }}</code>');
  assert.match(c, "'{{ not evaluated }}'");
  assert.not.match(c, /data-island="vue"[^>]*class="code-block/);
});

test('each Vue block is an island the browser hydrates, with its render code, the runtime and the components', () => {
  const page = html('index.html');
  assert.is(page.match(/data-island="vue"/g)?.length, 6);
  const payload = JSON.parse(/<script type="application\/json" class="vue-page">(.*?)<\/script>/s.exec(page)![1]);
  assert.is(payload.islands.length, 6);
  assert.match(payload.runtime, /^\/assets\/runtime\/vue2\.runtime\.\w+\.js$/);
  assert.ok(fs.existsSync(path.join(out, payload.runtime)));
  assert.ok(fs.existsSync(path.join(out, payload.components)));
  assert.match(payload.script, 'mounted');
});

test("the page's <style module> scopes its classes and $style names them; its <script> leaves the text", () => {
  const c = content('index.html');
  const scoped = /class="styled (box_\w+)"/.exec(c)![1];
  assert.match(c, `.${scoped} { color: rgb(255, 0, 0); }`);
  assert.not.match(c, 'export default');
});

test('a mustache that is no expression is a warning at its line; the page is shown without Vue', () => {
  const warning = result.warnings.find((w) => w.file.endsWith('broken.md'))!;
  assert.is(warning.line, 3);
  assert.match(warning.message, 'not a valid Vue template, shown without Vue: invalid expression');
  assert.match(content('broken.html'), 'A mustache that is no expression: {{ oops( }}.');
  assert.match(content('broken.html'), '<Nope></Nope>');
});

test('a component that does not compile is a warning naming its file; the other components still render', async () => {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.vuepress/components'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.vuepress/config.js'), 'module.exports = {}\n');
  fs.writeFileSync(path.join(docs, '.vuepress/components/Broken.vue'), '<template><div>ok</div></template>\n<script>\nexport default {\n  data() { return {\n}\n</script>\n');
  fs.writeFileSync(path.join(docs, '.vuepress/components/Good.vue'), '<template><p class="good">good</p></template>\n');
  fs.writeFileSync(path.join(docs, 'README.md'), '# x\n\n<Broken/>\n\n<Good/>\n');
  const brokenOut = path.join(tempDir(), 'out');
  const built = await build(await resolveConfig(docs, { outDir: brokenOut }));
  const warning = built.warnings.find((w) => w.file.endsWith('Broken.vue'))!;
  assert.match(warning.message, 'component not compiled, shown as an unknown tag: Unexpected end of file');
  assert.is(warning.line, 6);
  const page = fs.readFileSync(path.join(brokenOut, 'index.html'), 'utf8');
  assert.match(page, /<p [^>]*class="good">good<\/p>/);
  assert.match(page, '<Broken data-island="vue"');
});

/** A VuePress site of these pages, built; its output folder and the build's result. */
async function vuepressSite(pages: Record<string, string>) {
  const docs = path.join(tempDir(), 'docs');
  fs.mkdirSync(path.join(docs, '.vuepress'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.vuepress/config.js'), 'module.exports = {}\n');
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(docs, name), text);
  const siteOut = path.join(tempDir(), 'out');
  return { siteOut, built: await build(await resolveConfig(docs, { outDir: siteOut })) };
}

test('10,000 nested elements: a warning at their line, in words; the page is shown without Vue', async () => {
  const deep = `${'<div>'.repeat(10_000)}{{ 1 + 1 }}${'</div>'.repeat(10_000)}`;
  const { siteOut, built } = await vuepressSite({ 'README.md': '# Home\n', 'deep.md': `# Deep\n\nSome text.\n\n${deep}\n` });
  const warning = built.warnings.find((w) => w.file.endsWith('deep.md'));
  assert.ok(warning, JSON.stringify(built.warnings));
  assert.is(warning!.line, 5);
  assert.match(warning!.message, /not a valid Vue template, shown without Vue: elements nested 10,0\d\d deep, more than Vue can compile/);
  assert.match(fs.readFileSync(path.join(siteOut, 'deep.html'), 'utf8'), 'Some text.');
});

test("a mustache or frontmatter spelling the highlighter's placeholder gets no other page's code", async () => {
  const forged = (n: number) => `String.fromCharCode(0) + 'hl${n}' + String.fromCharCode(0)`;
  const { siteOut } = await vuepressSite({
    'README.md': '# Home\n\n```js\nconst secretOfHome = 1;\n```\n',
    'forge.md': `---\ntitle: "\\0hl0\\0"\n---\n\n# Forge\n\n\`\`\`ts\nlet mine: number = 3;\n\`\`\`\n\n<p>{{ ${forged(0)} }}</p>\n\n<p>{{ ${forged(1)} }}</p>\n\n<p>{{ ${forged(7)} }}</p>\n`,
  });
  const page = fs.readFileSync(path.join(siteOut, 'forge.html'), 'utf8');
  assert.not.match(page, 'secretOfHome');
  assert.is(page.match(/<pre class="shiki/g)?.length, 1, 'its own code block, once');
  assert.match(page, 'mine');
  assert.match(fs.readFileSync(path.join(siteOut, 'index.html'), 'utf8'), 'secretOfHome');
});

test('native sites have no Vue: mustaches are text', async () => {
  const { html: native } = await render('One plus one is {{ 1 + 1 }}.\n\n<Counter/>\n');
  assert.match(native, '<p>One plus one is {{ 1 + 1 }}.</p>');
});

test.run();
