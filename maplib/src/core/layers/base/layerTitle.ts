// The `title` every layer can carry (what a layer tree or legend shows): one string, or one per language picked by
// the locale. Pure apart from reading the page's language, so it is unit-tested.
import type { MapView } from '../../map/mapView.ts';
import { resolveLabels } from '../../map/mapOptions.ts';
import { show, type Rule } from '../../base/validateProps.ts';

/** A layer's display name: the same in every language, or `{ zh, en }`. */
export type LayerTitle = string | { zh: string; en: string };

type Locale = 'zh-CN' | 'en';

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

/**
 * Stand-in for core/i18n's `resolveLocale(explicit?, view?)` until it lands (same signature, so the import is all that
 * changes): the explicit locale, else the page's `<html lang>` (zh… → zh-CN, anything else → en). The map's own
 * `locale` option is i18n's to add.
 */
export function resolveLocale(explicit?: Locale, _view?: MapView): Locale {
  return explicit ?? (resolveLabels('auto') === 'zh' ? 'zh-CN' : 'en');
}

/** The title in `locale`'s language: the string itself, or the `zh` / `en` entry. Pure. */
export function titleIn(title: LayerTitle, locale: Locale): string {
  return typeof title === 'string' ? title : locale === 'zh-CN' ? title.zh : title.en;
}
