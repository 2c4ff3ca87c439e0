// Copy buttons on code blocks and tabs for code groups.
import { defineIsland } from './islands.ts';

/** Copies the text of the code block a clicked copy button belongs to (delegated, so swapped content works). */
export function installCopyButtons(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest?.('.copy-code') as HTMLButtonElement | null;
    if (!button) return;
    const code = button.parentElement?.querySelector('pre code')?.textContent ?? '';
    const done = () => {
      button.classList.add('copied');
      setTimeout(() => button.classList.remove('copied'), 2000);
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(code).then(done, () => fallbackCopy(code) && done());
    else if (fallbackCopy(code)) done();
  });
}

function fallbackCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

defineIsland('code-group', (group) => {
  const panels = [...group.querySelectorAll<HTMLElement>(':scope > .code-group-panel')];
  if (!panels.length) return;
  const tabs = document.createElement('div');
  tabs.className = 'code-group-tabs';
  tabs.setAttribute('role', 'tablist');
  let active = Math.max(0, panels.findIndex((p) => p.hasAttribute('data-active')));
  const buttons = panels.map((panel, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('role', 'tab');
    b.textContent = panel.dataset.title || String(i + 1);
    b.addEventListener('click', () => select(i));
    tabs.appendChild(b);
    return b;
  });
  const select = (i: number) => {
    active = i;
    panels.forEach((p, j) => (p.hidden = j !== i));
    buttons.forEach((b, j) => b.setAttribute('aria-selected', String(j === i)));
  };
  group.prepend(tabs);
  group.classList.add('ready');
  select(active);
  return () => {
    tabs.remove();
    group.classList.remove('ready');
    panels.forEach((p) => (p.hidden = false));
  };
});
