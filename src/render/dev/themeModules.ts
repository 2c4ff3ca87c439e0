// Theme components are modules: Node keeps the first copy it loaded, so after a theme edit `serve --watch` imports
// the theme renderers again under a new generation query, which a resolve hook passes on to every local module they
// import (node_modules stay shared). Each generation stays in memory; theme edits are rare enough for that.
import { register } from 'node:module';
import * as firstGeneration from '../ssr/themeRender.ts';

export type ThemeRender = typeof firstGeneration;

/** Resolve hook (runs on Node's loader thread): a module imported by a `?mapdocs-gen=N` module gets the same query. */
const HOOK = `
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  const gen = context.parentURL && /[?&](mapdocs-gen=\\d+)/.exec(context.parentURL);
  if (!gen || !result.url.startsWith('file:') || result.url.includes('/node_modules/') || result.url.includes('mapdocs-gen=')) return result;
  return { ...result, url: result.url + (result.url.includes('?') ? '&' : '?') + gen[1] };
}`;

let hooked = false;
let generation = 0;

/** The theme renderers as first loaded. */
export const initialThemeRender: ThemeRender = firstGeneration;

/** A fresh copy of the theme renderers and every local module below them, read from disk now. */
export async function reloadThemeRender(): Promise<ThemeRender> {
  if (!hooked) {
    register('data:text/javascript,' + encodeURIComponent(HOOK));
    hooked = true;
  }
  return import(`${new URL('../ssr/themeRender.ts', import.meta.url).href}?mapdocs-gen=${++generation}`);
}
