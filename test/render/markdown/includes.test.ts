// Files a page includes (`<<<` snippets, images) stay inside the project folder unless the config's includeRoots
// allows another (issue 26 item 9).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/render/config/resolveConfig.ts';
import { build } from '../../../src/render/build.ts';
import { ContentErrors } from '../../../src/render/errors.ts';
import { tempDir } from '../../helpers/site.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

/** tmp/project (package.json, docs/, lib/ok.ts) beside tmp/outside (secret.txt, pic.png); returns the docs folder. */
function project(pages: Record<string, string>, config?: object): string {
  const tmp = tempDir();
  const docs = path.join(tmp, 'project/docs');
  fs.mkdirSync(path.join(tmp, 'project/lib'), { recursive: true });
  fs.mkdirSync(path.join(tmp, 'outside'));
  fs.mkdirSync(docs);
  fs.writeFileSync(path.join(tmp, 'project/package.json'), '{}');
  fs.writeFileSync(path.join(tmp, 'project/lib/ok.ts'), 'export const ok = 1;\n');
  fs.writeFileSync(path.join(tmp, 'outside/secret.txt'), 'SECRET=hunter2\n');
  fs.writeFileSync(path.join(tmp, 'outside/pic.png'), PNG);
  fs.writeFileSync(path.join(docs, 'README.md'), '# Home\n');
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(docs, name), text);
  if (config) {
    fs.mkdirSync(path.join(docs, '.mapdocs'));
    fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), JSON.stringify({ hostname: false, ...config }));
  }
  return docs;
}

/** The build's errors as `file:line  message`, file relative to the docs folder; [] when it succeeded. */
async function errorsOf(docs: string): Promise<string[]> {
  try {
    await build(await resolveConfig(docs, { outDir: path.join(path.dirname(docs), '../out') }));
    return [];
  } catch (err) {
    if (!(err instanceof ContentErrors)) throw err;
    return err.diagnostics.map((d) => `${path.relative(docs, path.resolve(d.file!))}:${d.line}  ${d.message}`);
  }
}

const RULE = 'pages include files only from there (includeRoots in the config allows other folders)';

test('<<< /proc/self/environ, <<< @/../../outside/…, a relative path out, a symlink out and an image out are errors naming the path and the rule', async () => {
  const docs = project({
    'a.md': '# A\n\n<<< /proc/self/environ\n\n<<< @/../../outside/secret.txt\n\n<<< ../../outside/secret.txt\n',
    'b.md': '# B\n\n<<< ./link.txt\n\n![pic](../../outside/pic.png)\n\n![linked](./pic.png)\n',
  });
  fs.symlinkSync(path.join(docs, '../../outside/secret.txt'), path.join(docs, 'link.txt'));
  fs.symlinkSync(path.join(docs, '../../outside/pic.png'), path.join(docs, 'pic.png'));
  const project_ = path.relative(process.cwd(), path.dirname(docs));
  const outside = `outside the project folder ${project_}: ${RULE}`;
  assert.equal((await errorsOf(docs)).sort(), [
    `a.md:3  snippet file "/proc/self/environ": ${outside}`,
    `a.md:5  snippet file "@/../../outside/secret.txt": ${outside}`,
    `a.md:7  snippet file "../../outside/secret.txt": ${outside}`,
    `b.md:3  snippet file "./link.txt": ${outside}`,
    `b.md:5  image "../../outside/pic.png": ${outside}`,
    `b.md:7  image "./pic.png": ${outside}`,
  ]);
  assert.not.ok(fs.existsSync(path.join(path.dirname(docs), '../out')), 'nothing published');
});

test('files inside the project (beside the docs folder) are included; includeRoots in the config allows another folder', async () => {
  const pages = { 'a.md': '# A\n\n<<< @/../lib/ok.ts\n\n<<< @/../../outside/secret.txt\n\n![pic](../../outside/pic.png)\n' };
  assert.equal((await errorsOf(project(pages))).length, 2);
  const docs = project(pages, { includeRoots: ['../../../outside'] });
  assert.equal(await errorsOf(docs), []);
  const html = fs.readFileSync(path.join(path.dirname(docs), '../out/a.html'), 'utf8');
  assert.match(html, 'hunter2');
  assert.match(html, /<img src="\/assets\/img\/pic\.[0-9a-f]{8}\.png"/);
  assert.match(html, '<span class="kw">export const </span>');
});

test.run();
