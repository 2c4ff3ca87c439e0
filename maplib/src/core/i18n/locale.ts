// Which language MapLib's own words are in: a component's `locale` prop, else its map's, else the page's <html lang>.
import type { MapView } from '../map/mapView.ts';

/** The languages MapLib's controls speak. */
export type Locale = 'zh-CN' | 'en';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** Words given in both languages, for text that is not in MapLib's message tables (a layer title, your own control). */
export interface BilingualText {
  zh: string;
  en: string;
}

/** A plain string (shown as it is in every locale) or the same words in both languages. */
export type LocalizedText = string | BilingualText;

/** The page's language: `<html lang>` starting with `zh` (zh, zh-CN, zh-Hans-CN, zh-TW…) is zh-CN, anything else en. */
export function pageLocale(): Locale {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return /^zh/i.test(lang) ? 'zh-CN' : 'en';
}

/**
 * The locale a component speaks: its own `locale` prop wins, then its map's `locale` option (`view.getLocale()`,
 * which falls back to the page), then the page's `<html lang>` when it is on no map.
 */
export function resolveLocale(explicit?: Locale, view?: Pick<MapView, 'getLocale'>): Locale {
  return explicit ?? view?.getLocale() ?? pageLocale();
}

/** The words of `text` in `locale`: a plain string as it is, `{ zh, en }` by the locale. */
export function localizedText(text: LocalizedText, locale: Locale): string {
  return typeof text === 'string' ? text : locale === 'zh-CN' ? text.zh : text.en;
}
