// A large generated site for the tests of pages that must not grow with the site: 2,000 pages (the home included) in
// 20 sidebar sections, one folder each. Section 0 is small (25 pages: a page there lists its section in full); the
// other 19 have 104 or 105 pages (a page there shows a window of its section). Written into a temp dir.
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './site.ts';

export const SECTIONS = 20;
export const PAGES = 2000;

/** Pages per section: 25 in the first, the rest of the 1,999 non-home pages spread over the other 19. */
export function sectionSizes(): number[] {
  const rest = PAGES - 1 - 25;
  return [25, ...Array.from({ length: SECTIONS - 1 }, (_, i) => Math.floor(rest / (SECTIONS - 1)) + (i < rest % (SECTIONS - 1) ? 1 : 0))];
}

export const sectionDir = (s: number) => `s${String(s).padStart(2, '0')}`;
export const pageName = (p: number) => `p${String(p).padStart(3, '0')}`;
/** The page path of page `p` of section `s`. */
export const pagePath = (s: number, p: number) => `/${sectionDir(s)}/${pageName(p)}.html`;
export const pageTitle = (s: number, p: number) => `Section ${s} page ${p}`;
export const sectionTitle = (s: number) => `Section ${s}`;

/** Writes the site; returns its docs folder. */
export function writeLargeSite(): string {
  const docs = path.join(tempDir('mapdocs-large-'), 'docs');
  const sizes = sectionSizes();
  fs.mkdirSync(path.join(docs, '.mapdocs'), { recursive: true });
  fs.writeFileSync(path.join(docs, 'README.md'), '---\nhome: true\n---\n\n# Large site\n');
  const sidebar = sizes.map((n, s) => {
    fs.mkdirSync(path.join(docs, sectionDir(s)));
    for (let p = 0; p < n; p++)
      fs.writeFileSync(path.join(docs, sectionDir(s), `${pageName(p)}.md`), `# ${pageTitle(s, p)}\n\nA page of ${sectionTitle(s)}.\n\n## Usage\n\nText.\n`);
    return { title: sectionTitle(s), collapsable: false, children: Array.from({ length: n }, (_, p) => `/${sectionDir(s)}/${pageName(p)}`) };
  });
  const config = { title: 'Large', hostname: false, themeConfig: { sidebar, nav: [{ text: 'Start', link: '/s00/p000' }] } };
  fs.writeFileSync(path.join(docs, '.mapdocs/config.json'), JSON.stringify(config));
  return docs;
}
