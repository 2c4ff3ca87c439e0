// Built-in labels of rendered markdown (container titles, copy buttons) in a page's language. The words live with
// every other UI string in theme/strings.ts.
import { uiStrings, type UiStrings } from '../../../theme/strings.ts';

export type LabelKey = keyof UiStrings['markdown'];

export function label(lang: string, key: LabelKey): string {
  return uiStrings(lang).markdown[key];
}
