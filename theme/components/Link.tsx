// An internal link under the site base; external links open in a new tab.
import type { ReactNode } from 'react';
import { withBase } from '../../src/shared/pagePath.ts';

export function Link(props: { base: string; to: string; className?: string; children: ReactNode; current?: boolean }) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(props.to);
  const href = external ? props.to : encodeURI(withBase(props.base, props.to));
  return (
    <a
      href={href}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {props.children}
    </a>
  );
}
