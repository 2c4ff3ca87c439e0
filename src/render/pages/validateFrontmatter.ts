// Checks the frontmatter fields the theme reads, so a wrong type is a message at its line instead of a crash while
// rendering (`features: null`, `actionLink: [1]`). Fields the theme does not read are the author's own business.
import { arrayOf, is, objectOf, type Check } from '../shapeChecks.ts';

const stringOrFalse: Check = (v, path, problems) => {
  if (v !== undefined && typeof v !== 'string' && v !== false) problems.push(`${path}: expected a page path or false, got ${JSON.stringify(v)}`);
};

const falseOrAuto: Check = (v, path, problems) => {
  if (v !== undefined && v !== false && v !== 'auto') problems.push(`${path}: expected false or "auto", got ${JSON.stringify(v)}`);
};

/** The fields of the home layout (heroImage, actionText, features…) and the page layout's switches. */
const frontmatterShape = objectOf({
  description: is('string'),
  home: is('boolean'),
  heroImage: is('string'),
  heroAlt: is('string'),
  heroText: is('string'),
  tagline: is('string'),
  actionText: is('string'),
  actionLink: is('string'),
  features: arrayOf(objectOf({ title: is('string'), details: is('string') })),
  footer: is('string'),
  prev: stringOrFalse,
  next: stringOrFalse,
  sidebar: falseOrAuto,
  sidebarDepth: is('number'),
  editLink: is('boolean'),
  search: is('boolean'),
  sitemap: is('boolean'),
});

/** One `frontmatter.key: problem` line per wrong field, with the top-level key it sits under. */
export function validateFrontmatter(frontmatter: Record<string, unknown>): { key: string; message: string }[] {
  const problems: string[] = [];
  frontmatterShape(frontmatter, 'frontmatter', problems);
  return problems.map((message) => ({ key: /^frontmatter\.(\w+)/.exec(message)?.[1] ?? '', message }));
}
