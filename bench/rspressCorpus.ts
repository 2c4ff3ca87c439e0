// Turns the shared bench corpus (a VuePress 1 docs folder that also carries an equivalent .vitepress/config.mjs) into
// an Rspress 2 project with the same pages, nav and sidebar, for bench/coldCompare.ts. What Rspress needs differently:
// - with `locales`, every language lives in its own folder under the root: the zh pages (at / in the corpus) move to
//   docs/zh/, the English ones to docs/en/; the default language (zh) is still served without a prefix;
// - its markdown is MDX, whose containers need a blank line before each closing `:::`;
// - a home page is `pageType: home` with `hero` and `features`, not VuePress's `home: true`/`heroImage`/`actionText`;
// - README.md is not a folder's index: index.md is.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface VitePressLocale {
  label: string;
  lang: string;
  title: string;
  description: string;
  themeConfig: { nav: unknown[]; sidebar: { text: string; items: { text: string; link: string }[] }[] };
}

/** Every .md file under dir, as paths relative to it (dot folders left out). */
function markdownFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') || e.name === 'public' || e.name === 'node_modules') return [];
    const child = path.posix.join(rel, e.name);
    if (e.isDirectory()) return markdownFiles(dir, child);
    return e.name.endsWith('.md') ? [child] : [];
  });
}

/** VuePress home frontmatter (home, heroImage, actionText, actionLink, features, footer) as Rspress's. */
function homeFrontmatter(source: string, name: string): string {
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!fm || !/^home: true$/m.test(fm[1])) return source;
  const field = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(fm[1])?.[1] ?? '';
  const features = [...fm[1].matchAll(/ {2}- title: (.*)\n {4}details: (.*)/g)];
  const yaml = [
    '---',
    'pageType: home',
    'hero:',
    `  name: ${JSON.stringify(name)}`,
    `  image: { src: ${JSON.stringify(field('heroImage'))}, alt: logo }`,
    '  actions:',
    `    - text: ${JSON.stringify(field('actionText'))}`,
    `      link: ${JSON.stringify(field('actionLink'))}`,
    '      theme: brand',
    'features:',
    ...features.flatMap(([, title, details]) => [`  - title: ${JSON.stringify(title)}`, `    details: ${JSON.stringify(details)}`]),
    '---',
    '',
  ].join('\n');
  return yaml + source.slice(fm[0].length);
}

/** A blank line before every closing `:::` outside fenced code (MDX ends a container's paragraph only there). */
function blankLineBeforeClosingContainers(source: string): string {
  let inFence = false;
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && line.trim() === ':::' && out.length && out[out.length - 1].trim() !== '') out.push('');
    out.push(line);
  }
  return out.join('\n');
}

/** Links in the config: zh ones stay at / (the default language), English ones at /en/, as in the corpus. */
function sidebarOf(locale: VitePressLocale) {
  return locale.themeConfig.sidebar.map((g) => ({ text: g.text, collapsed: false, items: g.items }));
}

/** Writes an Rspress project for the corpus at `corpus` into `target` (emptied first). */
export async function makeRspressProject(corpus: string, target: string): Promise<void> {
  fs.rmSync(target, { recursive: true, force: true });
  const docs = path.join(target, 'docs');
  const { default: vp } = (await import(pathToFileURL(path.join(corpus, '.vitepress/config.mjs')).href)) as {
    default: { title: string; locales: { root: VitePressLocale; en: VitePressLocale } };
  };
  for (const rel of markdownFiles(corpus)) {
    const english = rel.startsWith('en/');
    const dest = path.join(docs, english ? rel : `zh/${rel}`).replace(/README\.md$/, 'index.md');
    const name = english ? vp.locales.en.title : vp.locales.root.title;
    const text = blankLineBeforeClosingContainers(homeFrontmatter(fs.readFileSync(path.join(corpus, rel), 'utf8'), name));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, text);
  }
  fs.cpSync(path.join(corpus, 'public'), path.join(docs, 'public'), { recursive: true });
  const locale = (lang: 'zh' | 'en', l: VitePressLocale) => ({ lang, label: l.label, title: l.title, description: l.description });
  const themeLocale = (lang: 'zh' | 'en', l: VitePressLocale) => ({
    ...locale(lang, l),
    nav: l.themeConfig.nav,
    sidebar: { [lang === 'zh' ? '/' : '/en/']: sidebarOf(l) },
  });
  const config = {
    root: 'docs',
    title: vp.title,
    icon: '/logo.svg',
    logo: '/logo.svg',
    lang: 'zh',
    locales: [locale('zh', vp.locales.root), locale('en', vp.locales.en)],
    themeConfig: { locales: [themeLocale('zh', vp.locales.root), themeLocale('en', vp.locales.en)] },
  };
  fs.writeFileSync(
    path.join(target, 'rspress.config.mjs'),
    `// Generated by mapdocs' bench/rspressCorpus.ts from the shared corpus's VitePress config.\nexport default ${JSON.stringify(config, null, 2)};\n`,
  );
}
