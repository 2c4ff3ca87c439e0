// What every Vue template of a VuePress page can read ($page, $site, $frontmatter, $withBase…), the same when rendered
// at build time and when it comes alive in the browser.

/** The data a page's Vue islands see, as serialised into the page. */
export interface VuePageData {
  page: { title: string; frontmatter: Record<string, unknown>; path: string; regularPath: string; relativePath: string; key: string; headers?: unknown[] };
  site: { title: string; description: string; base: string; themeConfig: unknown; locales: unknown; pages: unknown[] };
  title: string;
  description: string;
  lang: string;
  localePath: string;
  themeLocaleConfig: unknown;
  /** `$style` of the page's `<style module>`: class name → scoped class name. */
  style: Record<string, string>;
}

export function vueSiteMixin(data: VuePageData): object {
  const base = data.site.base;
  return {
    computed: {
      $page: () => data.page,
      $site: () => data.site,
      $frontmatter: () => data.page.frontmatter,
      $title: () => data.title,
      $description: () => data.description,
      $lang: () => data.lang,
      $localePath: () => data.localePath,
      $siteTitle: () => data.site.title,
      $themeConfig: () => data.site.themeConfig,
      $themeLocaleConfig: () => data.themeLocaleConfig,
      $style: () => data.style,
    },
    methods: {
      $withBase: (path: string) => (typeof path === 'string' && path.startsWith('/') ? base + path.slice(1) : path),
    },
  };
}
