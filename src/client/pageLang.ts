// The language of the page on screen, for its UI words (read each time: client navigation can move between locales).
export function pageLang(): string {
  return document.documentElement.lang || '';
}
