// `:tada:` → 🎉 and `:)` → 😃, as VuePress's markdown did (markdown-it-emoji), without its cost on text that cannot
// hold one. The plugin tests every text token against one regular expression of all ~1,900 names and shortcuts: ~45 ms
// of a 120-page VuePress build's main thread, nearly all on text with nothing to find.
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type StateCore from 'markdown-it/lib/rules_core/state_core.mjs';
import { full as emoji } from 'markdown-it-emoji';
import shortcuts from 'markdown-it-emoji/lib/data/shortcuts.mjs';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';

/**
 * Text the plugin could change: a `:name:` (every name is letters, digits, `_`, `+` or `-`) or one of its ~70
 * shortcuts. A small expression, where the plugin's own holds all ~1,900 names: a colon in prose ("Note: …") no longer
 * sends the text through that one.
 */
const MAY_HOLD_EMOJI = new RegExp(
  [':[\\w+-]+:', ...Object.values(shortcuts as Record<string, string | string[]>).flat().map(escapeRegExp)].join('|'),
);

export function emojiPlugin(md: MarkdownIt): void {
  md.use(emoji);
  // The plugin's rule, run only over text that may hold an emoji: the others are out of its sight for the while
  // (a type it does not look at), then back as they were.
  const rule = (md.core.ruler as unknown as { __rules__: { name: string; fn: (state: StateCore) => void }[] }).__rules__.find((r) => r.name === 'emoji')!.fn;
  md.core.ruler.at('emoji', (state) => {
    const hidden: Token[] = [];
    let shown = 0;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const token of block.children) {
        if (token.type !== 'text') continue;
        if (MAY_HOLD_EMOJI.test(token.content)) shown++;
        else {
          token.type = 'text_without_emoji';
          hidden.push(token);
        }
      }
    }
    if (shown) rule(state);
    for (const token of hidden) token.type = 'text';
  });
}
