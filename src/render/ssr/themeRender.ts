// Everything that renders with the theme's components and strings, gathered in one module: the build imports it
// once, and `serve --watch` loads a fresh copy of it after a theme edit (see dev/themeModules.ts).
export { renderRegions } from './renderRegions.tsx';
export { renderDocument, pageTitle } from './renderDocument.ts';
export { renderDemoPage } from './renderDemoPage.ts';
