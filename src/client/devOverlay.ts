// The error overlay of `serve --watch`: a failed rebuild's problems (file:line and message) over the page, which stays
// as it was. Styled inline: it must not depend on the theme's CSS, which may be what broke.

export interface BuildProblem {
  file?: string;
  line?: number;
  message: string;
}

const ID = 'mapdocs-dev-overlay';

export function showOverlay(problems: BuildProblem[]): void {
  hideOverlay();
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:48px 24px;background:rgba(20,20,24,.92);color:#f4f4f5;' +
    'font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;';
  const panel = document.createElement('div');
  panel.style.cssText = 'max-width:960px;margin:0 auto;';
  const title = document.createElement('div');
  title.style.cssText = 'font-size:16px;font-weight:600;color:#fca5a5;margin-bottom:16px;';
  title.textContent = `Rebuild failed: ${problems.length} error${problems.length === 1 ? '' : 's'} (the page shows the last good build; save a fix to continue)`;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  close.style.cssText = 'position:fixed;top:12px;right:16px;font-size:24px;background:none;border:0;color:inherit;cursor:pointer;';
  close.onclick = hideOverlay;
  panel.append(title);
  for (const p of problems) {
    const row = document.createElement('div');
    row.className = 'mapdocs-dev-problem';
    row.style.cssText = 'margin:0 0 12px;white-space:pre-wrap;word-break:break-word;';
    const where = document.createElement('span');
    where.style.cssText = 'color:#93c5fd;';
    where.textContent = p.file ? (p.line ? `${p.file}:${p.line}` : p.file) : '';
    row.append(where, document.createTextNode(`${where.textContent ? '  ' : ''}${p.message}`));
    panel.append(row);
  }
  box.append(close, panel);
  document.body.append(box);
}

export function hideOverlay(): void {
  document.getElementById(ID)?.remove();
}
