// VuePress sites: a page's top-level `<script>` and `<style module>` blocks belong to the page's Vue component, not its
// text (VuePress hoisted them into the component it compiled the page to); renderVueIslands.ts gives them back.
import type MarkdownIt from 'markdown-it';
import type { MarkdownEnv } from './env.ts';

const HOISTED = /^<(script\b|style\b[^>]*\bmodule\b)/i;

export function hoistPlugin(md: MarkdownIt): void {
  md.core.ruler.push('hoist_script_style', (state) => {
    const env = state.env as MarkdownEnv;
    state.tokens = state.tokens.filter((token) => {
      if (token.type !== 'html_block' || token.level !== 0 || !HOISTED.test(token.content.trim())) return true;
      (env.hoisted ??= []).push({ content: token.content, line: token.map ? token.map[0] + 1 : 1 });
      return false;
    });
  });
}
