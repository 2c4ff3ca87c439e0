// A demo block's words in the page's language: its own group of the UI strings (theme/strings.ts) and the code
// blocks' copy-button words, so a demo's copy button says what every other copy button says.
import { pageStrings } from '../pageStrings.ts';

export function demoStrings() {
  const t = pageStrings();
  return { ...t.demoBlock, copy: t.markdown.copy, copied: t.markdown.copied };
}

export type DemoStrings = ReturnType<typeof demoStrings>;
