// The `title` every layer can carry (what a layer tree or legend shows): one string, or one per language picked by
// the locale (core/i18n: the map's `locale`, else the page's language). Here: its validation rule.
import type { LocalizedText } from '../../i18n/locale.ts';
import { show, type Rule } from '../../base/validateProps.ts';

/** A layer's display name: the same in every language, or `{ zh, en }` (picked by core/i18n's locale rule). */
export type LayerTitle = LocalizedText;

const LANGUAGES = ['zh', 'en'];

export const titleRule: Rule = (v) => {
  if (v === undefined || typeof v === 'string') return undefined;
  const shape = `must be a string or { zh, en } (two strings), got ${show(v)}`;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return shape;
  const extra = Object.keys(v).filter((k) => !LANGUAGES.includes(k));
  if (extra.length) return `has ${extra.map((k) => `"${k}"`).join(', ')}: only zh and en are known, got ${show(v)}`;
  const missing = LANGUAGES.filter((k) => typeof (v as Record<string, unknown>)[k] !== 'string');
  return missing.length ? `must give ${missing.join(' and ')} as ${missing.length > 1 ? 'strings' : 'a string'}, got ${show(v)}` : undefined;
};
