// Marker's documented contract matches the code: the default offsets and the event payloads (which carry `marker`)
// in API.md and on both locales' Marker API pages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { DEFAULT_PIN_OFFSET, defaultOffset } from '../../../maplib/src/core/overlays/marker.ts';

const api = fs.readFileSync('maplib/API.md', 'utf8');
const section = api.slice(api.indexOf('## Marker'), api.indexOf('## Popup'));
const pin = `[${DEFAULT_PIN_OFFSET.join(', ')}]`;

test('default offsets: the pin is lifted, custom content is not', () => {
  assert.equal(DEFAULT_PIN_OFFSET, [0, -14]);
  assert.equal(defaultOffset({ lngLat: [0, 0] }), DEFAULT_PIN_OFFSET);
  assert.equal(defaultOffset({ lngLat: [0, 0], element: {} as HTMLElement }), [0, 0]);
});

test('API.md: the offset row gives the default pin and custom content defaults', () => {
  const row = section.split('\n').find((l) => l.startsWith('| `offset` |'));
  assert.ok(row, 'no offset row in the Marker table');
  assert.ok(row.includes(`\`${pin}\` for the default pin`), row);
  assert.ok(row.includes('`[0, 0]` for custom content'), row);
});

test('API.md: every Marker event payload lists `marker`', () => {
  const events = (/^Events: ([\s\S]*?)\n\n/m.exec(section)?.[1] ?? '').replace(/\s+/g, ' ');
  for (const name of ['onClick', 'onDragStart', 'onDrag', 'onDragEnd']) {
    const payload = new RegExp('`' + name + '\\(\\{([^}]*)\\}\\)`').exec(events)?.[1];
    assert.ok(payload, `${name} is not listed with its payload: ${events}`);
    assert.ok(/\bmarker\b/.test(payload) && /\blngLat\b/.test(payload), `${name}({${payload}}) lacks lngLat or marker`);
  }
  assert.match(events, /onClick\(\{ lngLat, originalEvent, marker \}\)/);
});

test('docs Marker pages (zh, en) give the same defaults and payloads', () => {
  for (const file of ['docs/api/marker.md', 'docs/en/api/marker.md']) {
    const page = fs.readFileSync(file, 'utf8');
    const offset = page.slice(page.indexOf('### offset'), page.indexOf('###', page.indexOf('### offset') + 4));
    assert.ok(offset.includes(`\`${pin}\``) && offset.includes('`[0, 0]`'), `${file}: offset defaults`);
    assert.match(page, /\{ lngLat, marker \}/, `${file}: payload { lngLat, marker }`);
  }
});

test.run();
