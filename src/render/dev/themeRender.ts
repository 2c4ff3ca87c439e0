// Everything that renders with the theme's components and strings, gathered so `serve --watch` can load a fresh copy
// of it after a theme edit (see themeModules.ts).
export { renderRegions } from '../ssr/renderRegions.tsx';
export { renderDocument, pageTitle } from '../ssr/renderDocument.ts';
export { renderDemoPage } from '../ssr/renderDemoPage.ts';
