// The look of VuePress 1's default theme, for VuePress sites (a migrated site keeps the look its readers know unless
// its config says `theme: 'mapdocs'`). Written for mapdocs' markup from the default theme's published values (colours,
// sizes, spacing): none of its Stylus is used. It joins the site's stylesheet before palette.styl and index.styl, as
// the theme's styles came before them in VuePress, and its selectors weigh what VuePress's did (`.theme-default-content
// code`, `.custom-block.tip`), so a rule of index.styl that VuePress's theme overrode stays overridden.
// Light colours are custom properties set on :root only: mapdocs' dark mode (:root.dark, theme/styles/vars.css) keeps
// its own, and the outline and other additions keep their styles. Kept in a module (not a .css file) so the CLI bundle
// carries it.

export const VUEPRESS_LOOK_CSS = `
:root {
  --c-brand: #3eaf7c;
  --c-brand-light: #4abf8a;
  --c-text: #2c3e50;
  --c-text-soft: #4e6e8e;
  --c-border: #eaecef;
  --c-code-bg: #282c34;
  --c-highlight-line: rgba(0, 0, 0, .66);
  --navbar-height: 3.6rem;
  --sidebar-width: 20rem;
  --content-width: 740px;
  /* VuePress's stack as it was: a CJK family named in it would draw the Latin letters too (Chinese text falls back to
     a CJK font by itself). */
  --font: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell, 'Fira Sans', 'Droid Sans', 'Helvetica Neue', sans-serif;
  --vp-inline-code: #476582;
  --vp-inline-code-bg: rgba(27, 31, 35, .05);
  --vp-tip-bg: #f3f5f7;
  --vp-tip-border: #42b983;
  --vp-warning-bg: rgba(255, 229, 100, .3);
  --vp-warning-border: #e7c000;
  --vp-warning-text: #6b5900;
  --vp-warning-title: #b29400;
  --vp-danger-bg: #ffe6e6;
  --vp-danger-border: #c00;
  --vp-danger-text: #4d0000;
  --vp-danger-title: #900;
  --vp-details-bg: #eee;
  --vp-quote: #999;
  --vp-quote-border: #dfe2e5;
  --vp-row-bg: #f6f8fa;
  --vp-search-border: #cfd4db;
  --vp-outbound: #aaa;
  /* Code stays dark in both schemes: token colours for a dark background (4.5:1 or more on #282c34). */
  --shiki-foreground: #f8f8f2;
  --shiki-token-constant: #f5a863;
  --shiki-token-string: #8fd6a3;
  --shiki-token-string-expression: #8fd6a3;
  --shiki-token-comment: #a0a8b4;
  --shiki-token-keyword: #d6a8e6;
  --shiki-token-parameter: #f5c77e;
  --shiki-token-function: #f5a863;
  --shiki-token-punctuation: #d0d4da;
  --shiki-token-link: #8fd6a3;
  --shiki-token-inserted: #8fd6a3;
  --shiki-token-deleted: #ff9aa8;
  --shiki-token-changed: #f5c77e;
}
:root.dark {
  --c-code-bg: #282c34;
  --vp-inline-code: var(--c-text);
  --vp-inline-code-bg: var(--c-bg-mute);
  --vp-tip-bg: var(--c-tip-bg);
  --vp-tip-border: var(--c-tip);
  --vp-warning-bg: var(--c-warning-bg);
  --vp-warning-border: var(--c-warning);
  --vp-warning-text: var(--c-text);
  --vp-warning-title: var(--c-warning);
  --vp-danger-bg: var(--c-danger-bg);
  --vp-danger-border: var(--c-danger);
  --vp-danger-text: var(--c-text);
  --vp-danger-title: var(--c-danger);
  --vp-details-bg: var(--c-bg-soft);
  --vp-quote: var(--c-text-soft);
  --vp-quote-border: var(--c-border);
  --vp-row-bg: var(--c-bg-soft);
  --vp-search-border: var(--c-border);
  --vp-outbound: var(--c-text-soft);
}
body { font-size: 16px; }
a { color: var(--c-brand); font-weight: 500; }
.navbar { box-sizing: border-box; }
.site-name { font-size: 1.3rem; font-weight: 600; color: var(--c-text); }
.navbar .logo { height: 2.2rem; min-width: 2.2rem; }
.nav-link, .nav-dropdown summary { font-size: .9rem; font-weight: 500; color: var(--c-text); }
.nav-link.active { color: var(--c-text); border-bottom: 2px solid var(--c-brand); margin-bottom: -2px; }
.search-box input {
  width: 10rem; height: 2rem; border: 1px solid var(--vp-search-border); border-radius: 2rem; background: var(--c-bg)
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='13' height='13' viewBox='0 0 24 24' fill='none' stroke='%23aaa' stroke-width='3' stroke-linecap='round'%3E%3Ccircle cx='10' cy='10' r='7'/%3E%3Cpath d='M15 15l6 6'/%3E%3C/svg%3E")
    .6rem .5rem / 1rem no-repeat;
  padding: 0 .5rem 0 2rem; font-size: .9rem;
}
.search-box input:focus { width: 12rem; border-color: var(--c-brand); }
.search-hint { display: none; }
.icon.outbound { color: var(--vp-outbound); display: inline-block; vertical-align: middle; position: relative; top: -1px; margin-left: .15em; }
.sidebar { font-size: 16px; }
.sidebar-heading { color: var(--c-text); font-size: 1.1em; font-weight: 700; padding: .35rem 1.5rem .35rem 1.25rem; }
.sidebar-link { font-weight: 400; color: var(--c-text); padding: .35rem 1rem .35rem 1.25rem; line-height: 1.4; border-left: .25rem solid transparent; }
.sidebar-group-items .sidebar-link { padding-left: 2rem; }
.sidebar-link.active { font-weight: 600; color: var(--c-brand); border-left-color: var(--c-brand); }
.sidebar-headers .sidebar-link { font-size: .95em; padding: .25rem 1rem .25rem 3rem; border-left: none; }
.sidebar-headers .level-3 .sidebar-link { padding-left: 4rem; }
.sidebar-headers .sidebar-link.active { font-weight: 500; }
.theme-default-content:not(.custom) { max-width: var(--content-width); }
.theme-default-content p, .theme-default-content ul, .theme-default-content ol { line-height: 1.7; }
/* No underline, as VuePress drew links (mapdocs' own theme underlines them). */
.theme-default-content a:not(.header-anchor):not(.action-button):not(.demo-standalone-link) { text-decoration: none; }
.theme-default-content:not(.custom) a:hover { text-decoration: underline; }
.theme-default-content h1, .theme-default-content h2, .theme-default-content h3, .theme-default-content h4 { font-weight: 600; line-height: 1.25; }
.theme-default-content:not(.custom) > h1 { font-size: 2.2rem; }
.theme-default-content:not(.custom) > h2 { font-size: 1.65rem; padding-bottom: .3rem; border-bottom: 1px solid var(--c-border); }
.theme-default-content:not(.custom) > h3 { font-size: 1.35rem; }
.theme-default-content code { color: var(--vp-inline-code); padding: .25rem .5rem; margin: 0; font-size: .85em; background-color: var(--vp-inline-code-bg); border-radius: 3px; }
.theme-default-content pre, .theme-default-content pre[class*="language-"] { line-height: 1.4; padding: 1.25rem 1.5rem; margin: .85rem 0; background-color: var(--c-code-bg); border-radius: 6px; overflow: auto; }
.theme-default-content pre, .theme-default-content pre[class*="language-"] { font-size: 1rem; }
.theme-default-content pre code { color: #fff; padding: 0; background-color: transparent; border-radius: 0; font-size: .85em; }
div[class*="language-"] { position: relative; background-color: var(--c-code-bg); border-radius: 6px; border: 0; }
div[class*="language-"] pre, div[class*="language-"] pre[class*="language-"] { background: transparent; margin: 0; }
.code-block .lang { top: .8em; right: 1em; font-size: .75rem; color: rgba(255, 255, 255, .4); text-transform: none; }
.code-block .line.highlighted { margin: 0 -1.5rem; padding: 0 1.5rem; width: calc(100% + 3rem); }
.copy-code { background-color: #3a3f4b; border-color: #4b515d; color: #d0d4da; }
.theme-default-content blockquote { font-size: 1rem; color: var(--vp-quote); border-left: .2rem solid var(--vp-quote-border); margin: 1rem 0; padding: .25rem 0 .25rem 1rem; }
.theme-default-content table { border-collapse: collapse; margin: 1rem 0; display: block; overflow-x: auto; min-width: 0; }
.theme-default-content tr { border-top: 1px solid var(--vp-quote-border); }
.theme-default-content tr:nth-child(2n) { background-color: var(--vp-row-bg); }
.theme-default-content tr:nth-child(2n) td { background: none; }
.theme-default-content th, .theme-default-content td { border: 1px solid var(--vp-quote-border); padding: .6em 1em; }
.theme-default-content th { background: none; }
.custom-block { border-radius: 0; }
.custom-block .custom-block-title { font-weight: 600; margin-bottom: -.4rem; }
.custom-block.tip, .custom-block.warning, .custom-block.danger { padding: .1rem 1.5rem; border-left-width: .5rem; border-left-style: solid; margin: 1rem 0; }
.custom-block.tip { background-color: var(--vp-tip-bg); border-color: var(--vp-tip-border); }
.custom-block.warning { background-color: var(--vp-warning-bg); border-color: var(--vp-warning-border); color: var(--vp-warning-text); }
.custom-block.warning .custom-block-title { color: var(--vp-warning-title); }
.custom-block.warning a, .custom-block.danger a { color: var(--c-text); }
.custom-block.danger { background-color: var(--vp-danger-bg); border-color: var(--vp-danger-border); color: var(--vp-danger-text); }
.custom-block.danger .custom-block-title { color: var(--vp-danger-title); }
.custom-block.details { display: block; position: relative; border: 0; border-radius: 2px; margin: 1.6em 0; padding: 1.6em; background-color: var(--vp-details-bg); }
/* The 404 page as the default theme's NotFound: left-aligned in the content column, a grey quote, a plain link. */
.not-found { text-align: left; max-width: var(--content-width); margin: 0 auto; padding: 2rem 2.5rem; }
.not-found h1 { font-size: 2.2rem; font-weight: 600; }
.not-found blockquote { color: var(--vp-quote); border-left: .2rem solid var(--vp-quote-border); padding: .25rem 0 .25rem 1rem; margin: 1rem 0; }
.not-found a { text-decoration: none; }
.home { max-width: 960px; padding: 3.6rem 2rem 0; }
.hero .hero-image { height: auto; max-height: 280px; margin: 3rem auto 1.5rem; }
.hero h1 { font-size: 3rem; font-weight: 600; }
.hero h1, .hero .tagline, .hero .action { margin: 1.8rem auto; }
.hero .tagline { font-size: 1.6rem; line-height: 1.3; color: #6a8bad; max-width: 35rem; margin: 1.8rem auto; }
:root.dark .hero .tagline { color: var(--c-text-soft); }
.action-button { display: inline-block; font-size: 1.2rem; color: #fff; background-color: var(--c-brand); padding: .8rem 1.6rem; border-radius: 4px; border-bottom: 1px solid #389d70; }
.action-button:hover { background-color: var(--c-brand-light); text-decoration: none; }
.features { border-top: 1px solid var(--c-border); padding: 1.2rem 0; margin-top: 2.5rem; gap: 0 2rem; }
.feature h2 { font-size: 1.4rem; font-weight: 500; border-bottom: none; padding-bottom: 0; color: #3a5169; }
:root.dark .feature h2 { color: var(--c-text); }
.feature p { color: var(--c-text-soft); line-height: 1.7; }
.home-footer { padding: 2.5rem; border-top: 1px solid var(--c-border); text-align: center; color: var(--c-text-soft); }
`;
