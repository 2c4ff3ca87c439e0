// Turns a demo's source into the exact form fields JSFiddle and CodePen expect, so the demo runs
// there as it does on the page: globals instead of imports, and a mount call for React and Vue.
import { DEMO_GLOBALS } from './demoGlobals.ts';

export type DemoKind = 'vue' | 'react' | 'vanilla';

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
    if (def && def[1] !== 'type') parts.push(`const ${def[1]} = ${global};`);
    if (star) parts.push(`const ${star[1]} = ${global};`);
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

function vueParts(source: string): PlaygroundParts {
  const template = blockOf(source, 'template').trim();
  const script = importsToGlobals(blockOf(source, 'script').trim()).replace(/export\s+default\s*/, 'const demo = ');
  const js = `${script || 'const demo = {};'}\n\nVue.createApp(demo).mount('#app');\n`;
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
 * A classic script's top-level `const { Map } = MapLib` would replace the browser's own `Map` for every script on
 * the page (MapLibre's included): the demo's code goes inside a block, where its names stay its own.
 */
const inBlock = (js: string) => (js.trim() ? `{\n${js.replace(/\n+$/, '')}\n}\n` : js);

export function playgroundParts(kind: DemoKind, source: string, siteBase = '/'): PlaygroundParts {
  const parts = kind === 'react' ? reactParts(source) : kind === 'vue' ? vueParts(source) : vanillaParts(source);
  // On the site `siteUrl` is given to every demo; a playground gets the same function, bound to the site's address.
  const prelude = /\bsiteUrl\b/.test(parts.js)
    ? `const siteUrl = (path) => new URL(path.replace(/^\\//, ''), ${JSON.stringify(siteBase)}).href;\n\n`
    : '';
  return { ...parts, js: inBlock(prelude + parts.js) };
}

/** JSFiddle's form fields: css, html, js, panel_js, wrap, resources. */
export function jsfiddleFields(kind: DemoKind, source: string, resources: PlaygroundResources): Record<string, string> {
  const parts = playgroundParts(kind, source, resources.siteBase);
  return {
    css: parts.css,
    html: parts.html,
    js: parts.js,
    // 3 is JSFiddle's Babel + JSX panel; plain JavaScript is 0.
    panel_js: kind === 'react' ? '3' : '0',
    // "b": no wrap, at the bottom of <body>, so the markup exists when the script runs.
    wrap: 'b',
    resources: [...resources.css, ...resources.js].join(','),
  };
}

/** CodePen's single form field `data`: a JSON object with the pen's parts and settings. */
export function codepenFields(kind: DemoKind, source: string, resources: PlaygroundResources): Record<string, string> {
  const parts = playgroundParts(kind, source, resources.siteBase);
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
