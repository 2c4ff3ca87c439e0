// VuePress sites: a line that starts with a component tag (`<UpgradePath …>`, `<demo-1/>`) starts an HTML block, as
// VuePress's markdown made it, instead of a paragraph that would wrap the component in a <p> it cannot sit in.
import type MarkdownIt from 'markdown-it';

// PascalCase components and custom elements with a hyphen; the block ends on the line where the opening tag does.
const COMPONENT_START = /^<(?:[A-Z]|[a-z][a-z0-9]*-)/;

export function componentBlocksPlugin(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'component_block', (state, startLine, endLine, silent) => {
    if (state.sCount[startLine] - state.blkIndent >= 4) return false;
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const first = state.src.slice(start, state.eMarks[startLine]);
    if (!COMPONENT_START.test(first)) return false;
    if (silent) return true;
    let next = startLine + 1;
    if (!first.includes('>')) {
      for (; next < endLine; next++) {
        if (state.sCount[next] < state.blkIndent) break;
        if (state.src.slice(state.bMarks[next] + state.tShift[next], state.eMarks[next]).includes('>')) {
          next++;
          break;
        }
      }
    }
    state.line = next;
    const token = state.push('html_block', '', 0);
    token.map = [startLine, next];
    token.content = state.getLines(startLine, next, state.blkIndent, true);
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote'] });
}
