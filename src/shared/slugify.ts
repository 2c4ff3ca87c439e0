// Heading slugs that keep Chinese (and any letter) readable instead of percent-encoding it.

// Punctuation that never belongs in a slug, ASCII and full-width alike.
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/，。、；：？！（）【】《》…·]+/g;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  // An id may not start with a digit in CSS selectors.
  return /^\d/.test(slug) ? `_${slug}` : slug;
}

// VuePress 1's separators: ASCII punctuation, curly quotes and en/em dashes. CJK punctuation stays in its slugs.
const VUEPRESS_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’–—<>,.?/]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/g;

/** The slug VuePress 1 gives a heading, so `page#anchor` links written for a VuePress site still land. */
export function vuepressSlugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(CONTROL, '')
    .replace(VUEPRESS_SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}
