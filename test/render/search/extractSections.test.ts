import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { extractSections } from '../../../src/render/search/extractSections.ts';
import { decodeEntities } from '../../../src/shared/escapeHtml.ts';

const html = `<h1 id="栅格图层"><a class="header-anchor" href="#栅格图层" aria-hidden="true">#</a> 栅格图层</h1>
<nav class="table-of-contents"><ul><li><a href="#瓦片大小">瓦片大小</a></li></ul></nav>
<p>加载<strong>图片</strong>瓦片&amp;底图。</p>
<h2 id="瓦片大小"><a class="header-anchor" href="#瓦片大小" aria-hidden="true">#</a> 瓦片大小 <span class="badge tip">新</span></h2>
<p>由 <code>tileSize</code> 指定。</p>
<div class="code-block language-js"><button class="copy-code" type="button" title="复制代码"></button><span class="lang">js</span><pre class="shiki"><code><span class="line"><span>new RasterLayer({ tileSize: 512 })</span></span>
<span class="line"><span>// 注释</span></span></code></pre></div>
<h3 id="layers&amp;sources">Layers &amp; sources</h3>
<div class="demo-block" data-island="demo"><div class="demo-display"><div class="demo-app"></div></div><div class="demo-meta"><div class="demo-description"><p>演示说明</p></div><div class="demo-source"><pre><code>&lt;Map center={[0, 0]} /&gt;</code></pre></div></div><div class="demo-actions"><button type="button" class="demo-toggle" aria-expanded="false">显示代码</button><a class="demo-standalone-link" href="/x.demo-1.html" target="_blank" rel="noopener">新窗口打开</a></div></div>
<script>var secret = 1;</script><h4 id="deep">四级标题</h4><p>仍属上一节</p>`;

test('sections: intro, then one per h2/h3, with the heading id as slug', () => {
  const s = extractSections(html);
  assert.equal(s.map((x) => [x.heading, x.slug]), [['', ''], ['瓦片大小 新', '瓦片大小'], ['Layers & sources', 'layers&sources']]);
});

test('markup, anchors, the toc, copy buttons, demo toolbars and scripts are dropped; entities decoded', () => {
  const [intro, size, layers] = extractSections(html);
  assert.is(intro.text, '加载图片瓦片&底图。');
  assert.is(size.text, '由 tileSize 指定。');
  assert.is(layers.text, '演示说明 四级标题 仍属上一节');
  assert.not.match(JSON.stringify([intro, size, layers]), /secret|copy|复制代码|"js"|显示代码|新窗口打开/);
});

test('code blocks are kept apart, lines intact', () => {
  const [, size, layers] = extractSections(html);
  assert.is(size.code, 'new RasterLayer({ tileSize: 512 })\n// 注释');
  assert.is(layers.code, '<Map center={[0, 0]} />');
});

test('link lists are recognised by their share of link text', () => {
  const [intro, related] = extractSections('<p>正文里有一个<a href="/x">链接</a>。</p><h2 id="相关页面">相关页面</h2><ul><li><a href="/a">栅格图层</a></li><li><a href="/b">图层与数据源</a></li></ul>');
  assert.ok(intro.linkShare < 0.3, String(intro.linkShare));
  assert.is(related.linkShare, 1);
});

test('entities', () => {
  assert.is(decodeEntities('&lt;a&gt; &#x4e2d;&#25991; &nbsp;&unknown;'), '<a> 中文 \u00a0&unknown;'.replace('\u00a0', ' '));
});

test('a highlighted block is read whole: its text as the walk over its tags gives it, the rest of the page after it as before', () => {
  const block = (inner: string) => `<h2 id="a">A</h2><pre class="shiki mapdocs"><code>${inner}</code></pre><p>之后 <a href="/x">链接</a></p><h2 id="b">B</h2><pre><code>b</code></pre>`;
  const tokens = '<span class="line"><span class="kw">const</span> s <span class="pu">=</span> <span class="se">&quot;a&lt;b &amp;amp; c&quot;</span>;</span>\n<span class="line"><span class="cm">// 注释 &#x4e2d;</span></span>';
  const [, a, b] = extractSections(block(tokens));
  assert.is(a.code, 'const s = "a<b &amp; c";\n// 注释 中');
  assert.is(a.text, '之后 链接');
  assert.is(a.linkShare, 2 / 4);
  assert.is(b.code, 'b');
  // What only the walk reads right: a span it skips, other elements, a reference cut by a tag, a quoted `>`.
  assert.is(extractSections(block('<span class="lang">ts</span>x = 1')).at(1)!.code, 'x = 1');
  assert.is(extractSections(block('x <a href="/y">y</a> <em>z</em>')).at(1)!.code, 'x y z');
  assert.is(extractSections(block('&am<span>p;</span>')).at(1)!.code, '&amp;');
  assert.is(extractSections(block('<span title="a>b">x</span>')).at(1)!.code, 'x');
  assert.is(extractSections(block('<!-- note -->x')).at(1)!.code, 'x');
});

test.run();
