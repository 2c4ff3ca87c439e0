// The UI words in the language of the page on screen (read each time: client navigation can move between locales).
import { uiStrings, type UiStrings } from '../../theme/strings.ts';

export function pageStrings(): UiStrings {
  return uiStrings(document.documentElement.lang || '');
}
