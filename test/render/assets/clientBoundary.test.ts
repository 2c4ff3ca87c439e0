// The client boundary: the browser bundle is made from src/client, src/shared and theme only — never
// from node-side code — and nothing in it asks for a Node built-in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient } from '../../../src/render/assets/bundleClient.ts';
import { tempDir } from '../../helpers/site.ts';

test('every input of the client bundle is browser code (src/client, src/shared, theme, or a package)', async () => {
  const assets = await bundleClient(tempDir());
  assert.ok(assets.inputs.length > 20, `inputs: ${assets.inputs.length}`);
  assert.ok(assets.inputs.some((f) => f.startsWith('src/client/')), 'the client itself is an input');
  const wrong = assets.inputs.filter((f) => !/^(src\/client\/|src\/shared\/|theme\/|node_modules\/)/.test(f));
  assert.equal(wrong, [], `inputs outside the browser's side: ${wrong.join(', ')}`);
  const nodeOnly = assets.inputs.filter((f) => /^src\/(render|cli)\//.test(f) || /^node:|^(fs|path|os|child_process|worker_threads)$/.test(f));
  assert.equal(nodeOnly, []);
});

test.run();
