// An internal link under the site base; external links open in a new tab.
import type { ReactNode } from 'react';
import { encodeUrlPath, withBase } from '../../src/shared/pagePath.ts';

/**
 * `to` is a site path mapdocs computed (a page, a folder): every character in it is part of the path, `#` and `?` of
 * a file name included. `href` is a link as the config or frontmatter wrote it: it may carry its own query and anchor.
 */
type Target = { to: string; href?: never } | { href: string; to?: never };

/** `hrefLang` marks a link to the same page in another language (the client keeps the reader's anchor across it). */
export function Link(props: Target & { base: string; className?: string; children: ReactNode; current?: boolean; hrefLang?: string }) {
  const written = props.href ?? props.to!;
  const external = /^[a-z][a-z0-9+.-]*:/i.test(written);
  const href = external ? written : props.to !== undefined ? encodeUrlPath(withBase(props.base, props.to)) : encodeURI(withBase(props.base, written));
  return (
    <a
      href={href}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
      hrefLang={props.hrefLang}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {props.children}
    </a>
  );
}
