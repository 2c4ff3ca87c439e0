// `<style module>` of a VuePress page: its classes get a suffix of the page's own, and `$style.name` gives the
// suffixed name, so the page's styles reach only its own elements (as vue-loader's CSS modules did).
import { contentHash } from '../write/hashedName.ts';

/** Renames every class in the selectors of `css` (not in declarations, strings or at-rule preludes). */
export function cssModule(css: string, file: string): { css: string; classes: Record<string, string> } {
  const suffix = contentHash(file, 8);
  const classes: Record<string, string> = {};
  let out = '';
  let selector = '';
  let depth = 0;
  let inDeclarations = false;
  const flushSelector = () => {
    const isAtRule = selector.trim().startsWith('@');
    out += isAtRule
      ? selector
      : selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name: string) => `.${(classes[name] ??= `${name}_${suffix}`)}`);
    selector = '';
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (inDeclarations) {
      out += c;
      if (c === '}') inDeclarations = false;
      continue;
    }
    if (c === '{') {
      const isAtRule = selector.trim().startsWith('@');
      flushSelector();
      out += c;
      // An at-rule block (@media) holds rules; any other block holds declarations.
      if (!isAtRule) inDeclarations = true;
      else depth++;
      continue;
    }
    if (c === '}' && depth > 0) {
      flushSelector();
      out += c;
      depth--;
      continue;
    }
    selector += c;
  }
  flushSelector();
  return { css: out, classes };
}
