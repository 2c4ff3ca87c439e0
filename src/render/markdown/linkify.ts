// Plain URLs in text become links, ending where Chinese (or any CJK) text or full-width punctuation begins:
// `https://x.com，然后` links `https://x.com` alone. (VuePress 1 never linked plain URLs; its sites skip this plugin.)
import type MarkdownIt from 'markdown-it';

type Match = NonNullable<ReturnType<MarkdownIt['linkify']['match']>>[number];

// Never part of a URL written in CJK prose: ideographs, kana, hangul, CJK and full-width punctuation, curly quotes.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef\u2018-\u201f\u2026]/u;

// Every link linkify can find has a `:`, `/`, `@` or `.` in it (a scheme, `//host`, a mail address, a domain); text
// without any (much Chinese prose) skips its Unicode-wide regex search, several % of a cold build's CPU.
const LINKABLE = /[.:@/]/;

/** A match cut before its first CJK character; null when nothing of the link is left. */
function cutAtCjk(match: Match): Match | null {
  const cut = match.raw.search(CJK);
  if (cut < 0) return match;
  const removed = match.raw.length - cut;
  const raw = match.raw.slice(0, cut);
  // Too short to be a link any more (`https://` alone), or linkify would not have found it.
  if (!raw || raw.length <= match.schema.length || match.text.length <= removed) return null;
  return Object.assign(Object.create(Object.getPrototypeOf(match)), match, {
    raw,
    lastIndex: match.lastIndex - removed,
    text: match.text.slice(0, -removed),
    url: match.url.slice(0, -removed),
  });
}

export function linkifyPlugin(md: MarkdownIt): void {
  md.set({ linkify: true });
  const linkify = md.linkify;
  const test = linkify.test.bind(linkify);
  const match = linkify.match.bind(linkify);
  const matchAtStart = linkify.matchAtStart.bind(linkify);
  linkify.test = (text) => LINKABLE.test(text) && test(text);
  // The core rule finds links in text tokens with `match`, the inline rule links after a scheme with `matchAtStart`.
  linkify.match = (text) => {
    const found = (match(text) ?? []).map(cutAtCjk).filter((m): m is Match => m !== null);
    return found.length ? found : null;
  };
  linkify.matchAtStart = (text) => {
    const found = matchAtStart(text);
    return found ? cutAtCjk(found) : null;
  };
}
