import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cssModule } from '../../../src/render/vue/cssModule.ts';

test('classes in selectors get the page suffix, in and out of @media; values and at-rule preludes are left alone', () => {
  const { css, classes } = cssModule('.a, div.b > .a:hover { background: url(x.png); }\n@media (min-width: 1.5em) { .c { width: 1.5em; } }', 'guide/x.md');
  assert.equal(Object.keys(classes), ['a', 'b', 'c']);
  assert.match(css, `.${classes.a}, div.${classes.b} > .${classes.a}:hover { background: url(x.png); }`);
  assert.match(css, `@media (min-width: 1.5em) { .${classes.c} { width: 1.5em; } }`);
  assert.match(classes.a, /^a_\w{8}$/);
});

test.run();
