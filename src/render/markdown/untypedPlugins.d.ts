// Type declarations for the markdown-it plugins that ship none.
declare module 'markdown-it-container' {
  import type MarkdownIt from 'markdown-it';
  const container: (md: MarkdownIt, name: string, options?: object) => void;
  export default container;
}
declare module 'markdown-it-emoji/lib/data/shortcuts.mjs' {
  const shortcuts: Record<string, string | string[]>;
  export default shortcuts;
}
declare module 'markdown-it-emoji' {
  import type MarkdownIt from 'markdown-it';
  export const full: (md: MarkdownIt, options?: object) => void;
}
