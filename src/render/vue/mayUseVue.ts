// Whether a page's HTML holds anything Vue would act on. Its own module, free of Vue's compiler: a VuePress site asks
// it of every page, and a site where no page answers yes never loads the compiler (Vue 2's SFC compiler with postcss
// and esbuild: ~0.1 s of a 120-page build's main thread).

// Anything Vue would do something with: mustaches, directives and bindings, component-like tags.
const MAY_USE_VUE = /\{\{[\s\S]*?\}\}|<[A-Z][\w-]*[\s/>]|<[a-z][a-z0-9]*-[\w-]*[\s/>]|\s(?:v-[\w-]+|:[\w.-]+|@[\w.-]+|#[\w-]+)(?:=|[\s>])/;

/** Whether Vue could change this HTML; mapdocs' own blocks (code, demos, snippets) do not count (Vue leaves them). */
export function mayUseVue(html: string): boolean {
  return MAY_USE_VUE.test(html.replace(/<div class="(?:code-block|demo-block|code-snippet)[\s\S]*?<\/div>/g, ''));
}
