// Built-in labels of rendered markdown (container titles, copy buttons) in a page's language. The words live with
// every other UI string in theme/strings.ts.
import { markdownStrings } from '../../../theme/strings.ts';

export type LabelKey = keyof ReturnType<typeof markdownStrings>;

export function label(lang: string, key: LabelKey): string {
  return markdownStrings(lang)[key];
}
