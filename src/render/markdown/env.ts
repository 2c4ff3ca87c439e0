// The per-page markdown env: the only channel out of markdown-it (headers, links, demos, problems).
import type { Header } from '../../shared/types.ts';
import type { Diagnostic } from '../errors.ts';

export interface LinkRef {
  href: string;
  line?: number;
}

export interface DemoBlock {
  id: string;
  kind: 'vue' | 'react' | 'vanilla';
  code: string;
  line: number;
  /** The block's rendered HTML (demo.ts). */
  html?: string;
  [key: string]: unknown;
}

export interface MarkdownEnv {
  /** Docs-relative path of the file being rendered, for messages and relative links. */
  relativePath: string;
  /** Path of the page being rendered (without base), e.g. `/guide/install.html`. */
  pagePath: string;
  /** Language of the page's locale (`zh-CN`, `en-US`), for built-in labels. */
  lang: string;
  /** The title the markdown gives (headers.ts), used when frontmatter has none. */
  title?: string;
  headers: Header[];
  links: LinkRef[];
  demos: DemoBlock[];
  /** Files referenced by images, relative to the docs root, to be copied as assets. */
  images: Set<string>;
  /** Source files included by `<<<` snippets (absolute paths): the page must re-render when they change. */
  includes: string[];
  diagnostics: Diagnostic[];
  /**
   * VuePress sites: the page's own `<script>` and `<style module>` blocks, taken out of the body as VuePress hoisted
   * them into the page's Vue component (hoist.ts), with the line each starts on.
   */
  hoisted?: { content: string; line: number }[];
}

export function createEnv(relativePath: string, pagePath: string, lang: string): MarkdownEnv {
  return { relativePath, pagePath, lang, headers: [], links: [], demos: [], images: new Set(), includes: [], diagnostics: [] };
}

/** Line number (1-based) of the nearest block token at or before index i. */
export function lineAt(tokens: { map: [number, number] | null }[], i: number): number | undefined {
  for (let j = i; j >= 0; j--) {
    const map = tokens[j].map;
    if (map) return map[0] + 1;
  }
  return undefined;
}
