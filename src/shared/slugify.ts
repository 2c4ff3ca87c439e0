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
