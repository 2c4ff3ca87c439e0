// Stand-in for 'react/jsx-runtime' in the browser bundle: the automatic JSX calls become window.React.createElement.
import { createElement } from './reactGlobal.ts';

export function jsx(type: unknown, props: Record<string, unknown>, key?: unknown) {
  return createElement(type, key === undefined ? props : { ...props, key });
}
export const jsxs = jsx;
