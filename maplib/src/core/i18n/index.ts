// MapLib's words in zh-CN and en: the locale rule and the message tables.
export { LOCALES, pageLocale, resolveLocale, localizedText, type Locale, type BilingualText, type LocalizedText } from './locale.ts';
export { MESSAGES, messageFor, type MessageKey } from './messages.ts';
