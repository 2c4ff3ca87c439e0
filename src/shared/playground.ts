// Turns a demo's source into the exact form fields JSFiddle and CodePen expect, so the demo runs
// there as it does on the page: globals instead of imports, and a mount call for React and Vue. The reader's code is
// what the playground shows, as written (not the compiled module the page runs, not wrapped in a block where the
// playground can keep its names to itself).
import { DEMO_GLOBALS } from './demoGlobals.ts';
import type { DemoBoot } from './types.ts';

export type DemoKind = 'vue' | 'react' | 'vanilla';
/** What a playground runs: a demo kind, with Vue demos of Vue 2.7 sites (`demo.vue: 2`) told apart. */
export type PlaygroundKind = DemoKind | 'vue2';

export interface PlaygroundResources {
  /** Absolute script URLs, in load order. */
  js: string[];
  /** Absolute stylesheet URLs. */
  css: string[];
  /** Absolute URL of the site's base, for demos that load the site's own data with `siteUrl()`. */
  siteBase?: string;
}

export interface PlaygroundParts {
  html: string;
  css: string;
  js: string;
}

export const JSFIDDLE_URL = 'https://jsfiddle.net/api/post/library/pure/';
export const CODEPEN_URL = 'https://codepen.io/pen/define';

/** `import { Map } from 'maplib'` → `const { Map } = MapLib;` (playgrounds have no module loader). */
export function importsToGlobals(code: string): string {
  return code.replace(/^\s*import\s+(.+?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm, (line, what: string, from: string) => {
    const global = DEMO_GLOBALS[from];
    if (!global) return line;
    const parts: string[] = [];
    const named = /\{([^}]*)\}/.exec(what);
    const star = /\*\s+as\s+(\w+)/.exec(what);
    const def = /^\s*(\w+)/.exec(what.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+\w+/, ''));
    // `import React from 'react'` needs no line: the global already has that name (`const React = React` would
    // read its own uninitialised binding and throw).
    if (def && def[1] !== 'type' && def[1] !== global) parts.push(`const ${def[1]} = ${global};`);
    if (star && star[1] !== global) parts.push(`const ${star[1]} = ${global};`);
    if (named) parts.push(`const { ${named[1].trim().replace(/\s+as\s+/g, ': ')} } = ${global};`);
    return parts.join(' ');
  });
}

const blockOf = (source: string, tag: string) => new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}>`, 'i').exec(source)?.[1] ?? '';

function reactParts(source: string): PlaygroundParts {
  let name = 'App';
  let js = importsToGlobals(source)
    .replace(/export\s+default\s+(function|class)\s+(\w+)/, (_, kind, n) => ((name = n), `${kind} ${n}`))
    .replace(/export\s+default\s+(function|class)\s*(?=[({])/, (_, kind) => `const ${name} = ${kind} `)
    .replace(/export\s+default\s+/, `const ${name} = `);
  js += `\n\nReactDOM.createRoot(document.getElementById('app')).render(React.createElement(${name}));\n`;
  return { html: '<div id="app"></div>', css: '', js };
}

function vueParts(source: string, version: 2 | 3): PlaygroundParts {
  const template = blockOf(source, 'template').trim();
  const script = importsToGlobals(blockOf(source, 'script').trim()).replace(/export\s+default\s*/, 'const demo = ');
  // Both builds compile the template in the page from #app's markup; Vue 2 has no createApp.
  const mount = version === 2 ? "new Vue(demo).$mount('#app');" : "Vue.createApp(demo).mount('#app');";
  const js = `${script || 'const demo = {};'}\n\n${mount}\n`;
  return { html: `<div id="app">\n${template}\n</div>`, css: blockOf(source, 'style').trim(), js };
}

function vanillaParts(source: string): PlaygroundParts {
  const scripts: string[] = [];
  const styles: string[] = [];
  const html = source
    .replace(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi, (_, body: string) => (scripts.push(body.trim()), ''))
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_, body: string) => (styles.push(body.trim()), ''))
    .trim();
  let js = scripts.join('\n\n');
  // On the site `onCleanup` runs when the reader leaves the page; a playground never leaves, so it does nothing.
  if (/\bonCleanup\b/.test(js)) js = `function onCleanup() {}\n\n${js}`;
  return { html, css: styles.join('\n\n'), js };
}

/**
 * Names the code declares (`const { Map } = MapLib`, `function App`, …) that are also the page's globals. In a
 * classic script a top-level declaration of such a name replaces the global for every script on the page: MapLibre's
 * `new Map()` would build MapLib's map component. Any depth counts, so a nested declaration may be listed too.
 */
export function globalsShadowed(js: string, globals: object = globalThis): string[] {
  const names = new Set<string>();
  for (const m of js.matchAll(/\b(?:const|let|var|class|function)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  for (const m of js.matchAll(/\b(?:const|let|var)\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = /(?:^|:)\s*([A-Za-z_$][\w$]*)\s*(?:=.*)?$/.exec(part.trim())?.[1];
      if (name) names.add(name);
    }
  }
  return [...names].filter((n) => n in globals);
}

/** The code inside a block, where its names stay its own (for a playground that runs it as a classic script). */
const inBlock = (js: string) => (js.trim() ? `{\n${js.replace(/\n+$/, '')}\n}\n` : js);

/** The playground's html, css and js: the reader's code with imports as globals, a mount call and siteUrl. */
export function playgroundParts(kind: PlaygroundKind, source: string, siteBase = '/'): PlaygroundParts {
  const parts = kind === 'react' ? reactParts(source) : kind === 'vue' || kind === 'vue2' ? vueParts(source, kind === 'vue2' ? 2 : 3) : vanillaParts(source);
  // On the site `siteUrl` is given to every demo; a playground gets the same function, bound to the site's address.
  const prelude = /\bsiteUrl\b/.test(parts.js)
    ? `const siteUrl = (path) => new URL(path.replace(/^\\//, ''), ${JSON.stringify(siteBase)}).href;\n\n`
    : '';
  return { ...parts, js: prelude + parts.js };
}

/** JSFiddle's form fields: css, html, js, panel_js, wrap, resources. */
export function jsfiddleFields(kind: PlaygroundKind, source: string, resources: PlaygroundResources): Record<string, string> {
  const parts = playgroundParts(kind, source, resources.siteBase);
  return {
    css: parts.css,
    html: parts.html,
    js: parts.js,
    // 3 is JSFiddle's Babel + JSX panel; plain JavaScript is 0.
    panel_js: kind === 'react' ? '3' : '0',
    // "l": JSFiddle runs the code inside its window.onload function, so the markup exists and the code's names
    // (`Map`) stay out of the global scope, while the JS panel shows the code as written.
    wrap: 'l',
    resources: [...resources.css, ...resources.js].join(','),
  };
}

/**
 * CodePen's single form field `data`: a JSON object with the pen's parts and settings. CodePen has no load-type
 * setting (its JS is a classic script at the end of <body>), so code that would shadow a global goes in a block.
 */
export function codepenFields(kind: PlaygroundKind, source: string, resources: PlaygroundResources): Record<string, string> {
  const parts = playgroundParts(kind, source, resources.siteBase);
  if (globalsShadowed(parts.js).length) parts.js = inBlock(parts.js);
  const data = {
    css: parts.css,
    html: parts.html,
    js: parts.js,
    js_external: resources.js.join(';'),
    css_external: resources.css.join(';'),
    layout: 'left',
    js_pre_processor: 'babel',
    editors: '101',
  };
  return { data: JSON.stringify(data) };
}

/**
 * Absolute URLs of what a demo needs in a playground, in load order: configured CDN copies where given (`demo.cdn`,
 * keyed `react`, `vue`, `vue2`, `numeral`, a hosted library's name, `<name>-css` and `<name>-vue`), else the site's versioned
 * `_playground/` copies. `pageHref` resolves the boot's paths; `base` is the site's base path.
 */
export function playgroundResources(boot: DemoBoot, kind: PlaygroundKind, pageHref: string, base: string): PlaygroundResources {
  const p = boot.playground;
  const abs = (url: string) => new URL(url, pageHref).href;
  const pick = (key: string, url: string) => boot.cdn[key] || abs(url);
  const vue = kind === 'vue' ? [pick('vue', p.vue)] : kind === 'vue2' ? [pick('vue2', p.vue2)] : [];
  return {
    // React first: libraries read window.React when they load.
    js: [pick('react', p.react), ...vue, pick('numeral', p.numeral), ...p.libs.flatMap((l) => [...l.js.map((u) => pick(l.name, u)), ...(kind === 'vue' ? l.vueJs.map((u) => pick(`${l.name}-vue`, u)) : [])]), ...boot.jsLibs.map(abs)],
    css: [...p.libs.flatMap((l) => l.css.map((u) => pick(`${l.name}-css`, u))), ...boot.cssLibs.map(abs)],
    siteBase: abs(base),
  };
}
