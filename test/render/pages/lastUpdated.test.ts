import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createLastUpdated } from '../../../src/render/pages/lastUpdated.ts';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { tempDir } from '../../helpers/site.ts';

/** A git repository whose docs/ has one committed page (2024-03-05) and one page edited since. */
function repo(): string {
  const root = tempDir();
  const docs = path.join(root, 'docs');
  fs.mkdirSync(path.join(docs, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), JSON.stringify({ locales: { '/': { lang: 'zh-CN' }, '/en/': { lang: 'en-US' } }, themeConfig: { lastUpdated: true } }));
  fs.mkdirSync(path.join(docs, 'en'));
  fs.writeFileSync(path.join(docs, 'old&new.md'), '# 旧页\n');
  fs.writeFileSync(path.join(docs, 'en/page.md'), '# Page\n');
  const env = { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z' };
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: root, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'pages');
  fs.writeFileSync(path.join(docs, 'en/page.md'), '# Page\n\nedited\n');
  return docs;
}

test('a committed page takes its last commit time; an edited or untracked one its file time', () => {
  const docs = repo();
  fs.writeFileSync(path.join(docs, 'new.md'), '# 新页\n');
  const last = createLastUpdated(docs);
  assert.is(last('old&new.md'), Date.parse('2024-03-05T12:00:00Z'));
  assert.is(last('en/page.md'), fs.statSync(path.join(docs, 'en/page.md')).mtimeMs);
  assert.is(last('new.md'), fs.statSync(path.join(docs, 'new.md')).mtimeMs);
  assert.is(last('missing.md'), undefined);
});

test('outside git, file times', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'a.md'), '# a\n');
  assert.is(createLastUpdated(dir)('a.md'), fs.statSync(path.join(dir, 'a.md')).mtimeMs);
});

test('pages show the date in their language when themeConfig.lastUpdated is on', async () => {
  const docs = repo();
  const out = path.join(tempDir(), 'out');
  await build(await resolveConfig(docs, { outDir: out }));
  const zh = fs.readFileSync(path.join(out, 'old&new.html'), 'utf8');
  assert.match(zh, '<p class="last-updated"><span>最后更新：</span><time dateTime="2024-03-05T12:00:00.000Z">2024年3月5日</time></p>');
  assert.match(fs.readFileSync(path.join(out, 'en/page.html'), 'utf8'), /<span>Last updated: <\/span><time dateTime="[^"]+">\w+ \d+, \d{4}<\/time>/);
});

test.run();
