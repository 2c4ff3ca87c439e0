// `<style lang="scss|sass|less|stylus">` of a site's own `.vue` components, compiled with the preprocessor the site's
// project installed (VuePress's webpack found it there), else one installed beside mapdocs. Vue 2.7's compileStyle
// would only look beside itself: a site with `sass` in its own package.json lost the component.
import path from 'node:path';
import { createRequire } from 'node:module';

const ownRequire = createRequire(import.meta.url);

/** The npm package each style language needs (sass serves both of its syntaxes). */
const PACKAGE: Record<string, string> = { scss: 'sass', sass: 'sass', less: 'less', stylus: 'stylus', styl: 'stylus' };

export const isPreprocessed = (lang: string | undefined): lang is string => lang !== undefined && lang in PACKAGE;

/**
 * The CSS of one style block written in `lang`. `file` is the component's path: the preprocessor is looked up from its
 * folder upwards (the site's project), then beside mapdocs. Throws a message naming the package when neither has it.
 */
export function preprocessStyle(lang: string, source: string, file: string): string {
  const name = PACKAGE[lang];
  const compiler = load(name, file);
  if (lang === 'scss' || lang === 'sass') {
    // Dart Sass's own API; the legacy renderSync for node-sass and old Dart Sass releases.
    if (typeof compiler.compileString === 'function')
      return compiler.compileString(source, { syntax: lang === 'sass' ? 'indented' : 'scss', loadPaths: [path.dirname(file)], url: new URL(`file://${file}`) }).css;
    return compiler.renderSync({ data: source, file, indentedSyntax: lang === 'sass' }).css.toString();
  }
  if (lang === 'less') {
    // With syncImport, less calls back before render returns.
    let css: string | undefined;
    let failure: unknown;
    compiler.render(source, { filename: file, syncImport: true }, (err: unknown, out: { css: string }) => {
      failure = err;
      css = out?.css;
    });
    if (failure || css === undefined) throw failure ?? new Error('less did not compile the style synchronously');
    return css;
  }
  return compiler(source).set('filename', file).render();
}

function load(name: string, file: string): any {
  for (const from of [createRequire(file), ownRequire]) {
    try {
      return from(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    }
  }
  throw new Error(`its style needs the "${name}" package, installed neither in the site's project nor beside mapdocs (npm install -D ${name} in the site's project)`);
}
