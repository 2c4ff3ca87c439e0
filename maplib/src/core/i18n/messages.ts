// The message tables: one per locale, the same keys in each (English's keys are the type; zh-CN must have them all).
import type { Locale } from './locale.ts';
import { en } from './messages/en.ts';
import { zhCN } from './messages/zh-CN.ts';

/** A key of MapLib's message tables: `'<component>.<what>'`. */
export type MessageKey = keyof typeof en;

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

/** The words of `key` in `locale`; a key no table has (a typo in untyped code) is shown as it is. */
export function messageFor(locale: Locale, key: MessageKey): string {
  return MESSAGES[locale][key] ?? key;
}
