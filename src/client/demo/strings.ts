// A demo block's words in the page's language: its own group of the UI strings (theme/strings.ts) and the code
// blocks' copy-button words, so a demo's copy button says what every other copy button says.
import { demoBlockStrings, markdownStrings } from '../../../theme/strings.ts';
import { pageLang } from '../pageLang.ts';

export function demoStrings() {
  const { copy, copied } = markdownStrings(pageLang());
  return { ...demoBlockStrings(pageLang()), copy, copied };
}

export type DemoStrings = ReturnType<typeof demoStrings>;
