// A VuePress site's styles in VuePress's cascade order: the default theme's look (unless the site opted into mapdocs'
// own), then `.vuepress/styles/palette.styl` variables as the theme's colours and sizes, then `index.styl` (which may
// use them) on every page, compiled with Stylus as VuePress compiled them.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Diagnostic } from '../errors.ts';
import type { VuePressLook } from './fromVuePress.ts';
import { VUEPRESS_LOOK_CSS } from '../../../theme/vuepressLook.ts';

const require = createRequire(import.meta.url);

// VuePress palette variable → the theme's CSS custom property (theme/styles/vars.css).
const PALETTE: Record<string, string> = {
  $accentColor: '--c-brand',
  $textColor: '--c-text',
  $borderColor: '--c-border',
  $codeBgColor: '--c-code-bg',
  $contentWidth: '--content-width',
  $navbarHeight: '--navbar-height',
  $sidebarWidth: '--sidebar-width',
  $badgeTipColor: '--c-badge-tip',
  $badgeWarningColor: '--c-badge-warning',
  $badgeErrorColor: '--c-badge-error',
};

export function vuepressStyles(configDir: string, opts: { look?: VuePressLook } = {}): { css: string; diagnostics: Diagnostic[] } {
  const look = opts.look === 'vuepress' ? VUEPRESS_LOOK_CSS.trim() : '';
  const own = siteStyles(configDir);
  return { css: [look, own.css].filter(Boolean).join('\n'), diagnostics: own.diagnostics };
}

/** palette.styl and index.styl, compiled. */
function siteStyles(configDir: string): { css: string; diagnostics: Diagnostic[] } {
  const dir = path.join(configDir, 'styles');
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : undefined);
  const palette = read('palette.styl');
  const index = read('index.styl');
  if (palette === undefined && index === undefined) return { css: '', diagnostics: [] };
  const stylus = require('stylus');
  const diagnostics: Diagnostic[] = [];
  const compile = (name: string, source: string, offset = 0): string => {
    try {
      return stylus(source).set('filename', path.join(dir, name)).render();
    } catch (err) {
      const line = /:(\d+):\d+/.exec(String((err as Error).message))?.[1];
      const file = path.relative(process.cwd(), path.join(dir, name));
      diagnostics.push({ file, line: line ? Number(line) - offset : undefined, message: `styles not applied: ${String((err as Error).message).split('\n').map((l) => l.trim()).filter(Boolean).pop() ?? 'Stylus error'}`, severity: 'warning' });
      return '';
    }
  };
  const vars = Object.entries(PALETTE)
    .map(([name, prop]) => `  if ${name} is defined\n    ${prop} ${name}\n`)
    .join('');
  const paletteCss = compile('palette.styl', `${palette ?? ''}\n:root\n${vars}`);
  // index.styl sees the palette's variables, as it did in VuePress.
  const indexCss = index === undefined ? '' : compile('index.styl', `${palette ?? ''}\n${index}`, (palette ?? '').split('\n').length);
  return { css: `${paletteCss}\n${indexCss}`.trim(), diagnostics };
}
