// A page's absolute URL on the published site, as canonical links, hreflang alternates and the sitemap need it.
import { encodeUrlPath, withBase } from './pagePath.ts';

/** `('https://maplib.dev', '/docs/', '/guide/a&b.html')` → `https://maplib.dev/docs/guide/a&b.html`, percent-encoded. */
export function absoluteUrl(hostname: string, base: string, pagePath: string): string {
  return hostname + encodeUrlPath(withBase(base, pagePath));
}
