// A site's `.vue` components with scss/sass/less styles compile with the preprocessor the site's own project installed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import path from 'node:path';
import { compileComponent } from '../../../src/render/vue/compileVue.ts';
import { tempDir } from '../../helpers/site.ts';

/**
 * A site project (package.json, node_modules) whose `sass` and `less` are stand-ins that mark what they compiled, and
 * a component in its `.vuepress/components`: neither package is installed beside mapdocs.
 */
function siteProject(): string {
  const root = tempDir();
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('package.json', '{ "name": "site", "devDependencies": { "sass": "*", "less": "*" } }\n');
  write('node_modules/sass/package.json', '{ "name": "sass", "main": "index.js" }\n');
  // What each stand-in makes of the source does not matter: only which one compiled it, and with which syntax.
  write('node_modules/sass/index.js', "exports.compileString = (src, o) => ({ css: '/* site sass ' + o.syntax + ' */ .brand { color: #3eaf7c; }' });\n");
  write('node_modules/less/package.json', '{ "name": "less", "main": "index.js" }\n');
  write('node_modules/less/index.js', "exports.render = (src, o, cb) => cb(null, { css: '/* site less */ ' + src.replace(/@brand/g, 'red') });\n");
  return root;
}

const component = (root: string, lang: string, style: string) => {
  const file = path.join(root, 'docs/.vuepress/components/Brand.vue');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const source = `<template><p class="brand">x</p></template>\n<style lang="${lang}" scoped>\n${style}\n</style>\n`;
  fs.writeFileSync(file, source);
  return compileComponent(file, source);
};

test("scss and sass styles compile with the site project's sass, and are scoped as before", () => {
  const root = siteProject();
  const scss = component(root, 'scss', '.brand { color: $brand; }');
  assert.match(scss.css, '/* site sass scss */');
  assert.match(scss.css, /\.brand\[data-v-[a-z0-9]+\]\s*\{\s*color: #3eaf7c;?\s*\}/);
  assert.match(component(root, 'sass', '.brand\n  color: $brand').css, '/* site sass indented */');
});

test("less styles compile with the site project's less", () => {
  assert.match(component(siteProject(), 'less', '.brand { color: @brand; }').css, /\/\* site less \*\/\s*\.brand\[data-v-[a-z0-9]+\]\s*\{\s*color: red;?\s*\}/);
});

test('stylus needs nothing from the site (mapdocs has it); a preprocessor found nowhere is named in the error', () => {
  assert.match(component(tempDir(), 'stylus', '.brand\n  color red').css, 'color: #f00');
  try {
    component(tempDir(), 'less', '.brand { color: red; }');
    assert.unreachable('less is installed nowhere');
  } catch (err) {
    assert.match((err as Error).message, '<style lang="less">: its style needs the "less" package, installed neither in the site\'s project nor beside mapdocs');
  }
});

test.run();
