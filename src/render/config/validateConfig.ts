// Checks a user config's shape and returns one `key.path: problem` line per issue.
import { synonymProblems } from '../../shared/searchSynonyms.ts';
import { baseProblem } from '../../shared/pagePath.ts';
import { arrayOf, is, kind, objectOf, oneOf, recordOf, required, type Check } from '../shapeChecks.ts';

const headTag: Check = (v, path, problems) => {
  if (!Array.isArray(v) || typeof v[0] !== 'string' || (v[1] !== undefined && kind(v[1]) !== 'object'))
    problems.push(`${path}: expected [tag, attrs, innerHTML?]`);
};

const navItem: Check = (v, path, problems) => {
  objectOf({ text: required(is('string')), link: is('string'), items: arrayOf(navItem) })(v, path, problems);
};

const sidebarItem: Check = (v, path, problems) => {
  if (typeof v === 'string') return;
  if (Array.isArray(v)) {
    if (typeof v[0] !== 'string' || (v[1] !== undefined && typeof v[1] !== 'string'))
      problems.push(`${path}: expected [path, title]`);
    return;
  }
  objectOf({ title: required(is('string')), path: is('string'), collapsable: is('boolean'), children: arrayOf(sidebarItem) })(
    v,
    path,
    problems,
  );
};

const sidebar: Check = (v, path, problems) => {
  if (v === undefined || v === false || v === 'auto') return;
  if (Array.isArray(v)) return arrayOf(sidebarItem)(v, path, problems);
  if (kind(v) === 'object') {
    for (const [key, x] of Object.entries(v as object)) {
      if (x !== 'auto') arrayOf(sidebarItem)(x, `${path}[${JSON.stringify(key)}]`, problems);
    }
    return;
  }
  problems.push(`${path}: expected array, object keyed by path, "auto" or false, got ${kind(v)}`);
};

/** Why a `hostname` is not an origin (scheme and host, no path: a path would be written before `base`), or undefined. */
export function hostnameProblem(v: string): string | undefined {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return `expected an origin such as "https://maplib.dev", got "${v}"`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `expected an http(s) origin such as "https://maplib.dev", got "${v}"`;
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return `expected only a scheme and host such as "https://maplib.dev" (the path comes from base), got "${v}"`;
  return undefined;
}

const stringOrBoolean: Check = (v, path, problems) => {
  if (v !== undefined && typeof v !== 'string' && typeof v !== 'boolean') problems.push(`${path}: expected string or boolean, got ${kind(v)}`);
};

const stringOrFunction: Check = (v, path, problems) => {
  if (v !== undefined && typeof v !== 'string' && typeof v !== 'function') problems.push(`${path}: expected string or function, got ${kind(v)}`);
};

const containerConfig = objectOf({
  type: required(is('string')),
  defaultTitle: (v, path, problems) => {
    if (v !== undefined && typeof v !== 'string') recordOf(is('string'))(v, path, problems);
  },
  before: stringOrFunction,
  after: stringOrFunction,
});

const localeTheme = {
  selectText: is('string'),
  label: is('string'),
  nav: arrayOf(navItem),
  sidebar,
  editLinkText: is('string'),
  lastUpdated: stringOrBoolean,
  footer: is('string'),
  searchPlaceholder: is('string'),
};

const userConfig = objectOf({
  title: is('string'),
  description: is('string'),
  base: (v, path, problems) => {
    is('string')(v, path, problems);
    const problem = typeof v === 'string' ? baseProblem(v) : undefined;
    if (problem) problems.push(`${path}: ${problem}`);
  },
  head: arrayOf(headTag),
  lang: is('string'),
  dest: is('string'),
  emptyOutDir: is('boolean'),
  hostname: (v, path, problems) => {
    if (v === undefined || v === false) return;
    if (typeof v !== 'string') return void problems.push(`${path}: expected an origin such as "https://maplib.dev", or false, got ${kind(v)}`);
    const problem = hostnameProblem(v);
    if (problem) problems.push(`${path}: ${problem}`);
  },
  precompress: is('boolean'),
  strict: is('boolean'),
  deadLinks: oneOf('error', 'warning'),
  containers: arrayOf(containerConfig),
  includeRoots: arrayOf(is('string')),
  locales: recordOf(objectOf({ lang: required(is('string')), title: is('string'), description: is('string') })),
  themeConfig: objectOf({
    ...localeTheme,
    logo: is('string'),
    repo: is('string'),
    docsDir: is('string'),
    docsBranch: is('string'),
    editLinks: is('boolean'),
    sidebarDepth: is('number'),
    search: is('boolean'),
    searchMaxSuggestions: is('number'),
    searchSynonyms: (v, path, problems) => void problems.push(...synonymProblems(v, path)),
    backToTop: is('boolean'),
    imageZoom: stringOrBoolean,
    locales: recordOf(objectOf(localeTheme)),
  }),
  router: objectOf({ mode: oneOf('history', 'hash', 'memory') }),
  demo: objectOf({
    jsLibs: arrayOf(is('string')),
    cssLibs: arrayOf(is('string')),
    horizontal: is('boolean'),
    iframe: is('boolean'),
    jsfiddle: is('boolean'),
    codepen: is('boolean'),
    vue: (v, path, problems) => {
      if (v !== undefined && v !== 2 && v !== 3) problems.push(`${path}: expected 2 or 3, got ${JSON.stringify(v)}`);
    },
    cdn: recordOf(is('string')),
    hostedLibs: recordOf(objectOf({ dir: required(is('string')), js: arrayOf(is('string')), css: arrayOf(is('string')), vueJs: arrayOf(is('string')) })),
  }),
});

/** Returns the problems of a config object, each `key.path: problem`; empty when valid. */
export function validateConfig(config: unknown, root = 'config'): string[] {
  const problems: string[] = [];
  if (kind(config) !== 'object') return [`${root}: expected an object, got ${kind(config)}`];
  userConfig(config, root, problems);
  const locales = (config as { locales?: Record<string, unknown> }).locales;
  for (const key of Object.keys(locales ?? {})) {
    if (!key.startsWith('/') || !key.endsWith('/')) problems.push(`${root}.locales[${JSON.stringify(key)}]: a locale key is a path like "/en/"`);
  }
  return problems;
}
