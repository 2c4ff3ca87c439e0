// Mobile sidebar drawer and nav dropdowns. The menu button opens the drawer (aria-expanded says so) and moves focus
// into it; the mask, Escape or a navigation closes it, focus returning to the button. Nav dropdowns (<details>)
// close on Escape and on a click or focus outside them.
import { defineIsland } from './islands.ts';

const app = () => document.getElementById('app');
const menuButton = () => document.querySelector<HTMLElement>('.sidebar-button');

function setOpen(open: boolean, moveFocus: boolean): void {
  const wasOpen = app()?.classList.contains('sidebar-open') ?? false;
  app()?.classList.toggle('sidebar-open', open);
  menuButton()?.setAttribute('aria-expanded', String(open));
  if (!moveFocus || open === wasOpen) return;
  if (open) document.querySelector<HTMLElement>('#sidebar a[href], #sidebar summary, #sidebar button')?.focus();
  else if (document.getElementById('sidebar')?.contains(document.activeElement)) menuButton()?.focus();
}

export function closeSidebar(): void {
  setOpen(false, false);
}

defineIsland('sidebar-toggle', (button) => {
  const onClick = (e: MouseEvent) => {
    // The button is a link to #sidebar for readers without JavaScript; here it toggles without touching the URL.
    e.preventDefault();
    setOpen(!app()?.classList.contains('sidebar-open'), true);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === ' ') {
      e.preventDefault();
      button.click();
    }
  };
  button.setAttribute('aria-expanded', String(app()?.classList.contains('sidebar-open') ?? false));
  button.addEventListener('click', onClick);
  button.addEventListener('keydown', onKey);
  return () => {
    button.removeEventListener('click', onClick);
    button.removeEventListener('keydown', onKey);
  };
});

defineIsland('sidebar-mask', (mask) => {
  const onClick = () => setOpen(false, true);
  mask.addEventListener('click', onClick);
  return () => mask.removeEventListener('click', onClick);
});

const openDropdowns = () => [...document.querySelectorAll<HTMLDetailsElement>('details.nav-dropdown[open]')];

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const d of openDropdowns()) {
    const hadFocus = d.contains(document.activeElement);
    d.open = false;
    if (hadFocus) d.querySelector('summary')?.focus();
  }
  if (app()?.classList.contains('sidebar-open')) setOpen(false, true);
});

const closeOutside = (e: Event) => {
  for (const d of openDropdowns()) if (!e.composedPath().includes(d)) d.open = false;
};
document.addEventListener('pointerdown', closeOutside);
document.addEventListener('focusin', closeOutside);
