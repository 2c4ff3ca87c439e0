// The language a page renders in: that of the locale its path belongs to.
import { localeOf } from '../../shared/pagePath.ts';

/** Language of the locale a page path belongs to. */
export function langFor(pagePath: string, locales: Record<string, { lang: string }>): string {
  return locales[localeOf(pagePath, Object.keys(locales))]?.lang ?? 'zh-CN';
}
