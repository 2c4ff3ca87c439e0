// Mobile sidebar drawer and nav dropdowns. The menu button opens the drawer (aria-expanded says so) and moves focus
// into it; while it is open Tab cycles through the menu button and the drawer only (the page behind is covered by the
// mask and does not scroll: layout.css); the mask, Escape or a navigation closes it, focus returning to the button.
// Nav dropdowns (<details>) close on Escape and on a click or focus outside them.
import { defineIsland } from './islands.ts';

const app = () => document.getElementById('app');
const menuButton = () => document.querySelector<HTMLElement>('.sidebar-button');

function setOpen(open: boolean, moveFocus: boolean): void {
  const wasOpen = app()?.classList.contains('sidebar-open') ?? false;
  app()?.classList.toggle('sidebar-open', open);
  menuButton()?.setAttribute('aria-expanded', String(open));
  // The page behind the open drawer is out of reach for screen readers' browse mode too, not only for Tab.
  document.getElementById('main')?.toggleAttribute('inert', open);
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

/** What Tab may reach while the drawer is open: the menu button (to close it), then the drawer's visible controls. */
function trapStops(): HTMLElement[] {
  const drawer = document.getElementById('sidebar');
  const inside = drawer ? [...drawer.querySelectorAll<HTMLElement>('a[href], summary, button, input, select, textarea, [tabindex]')] : [];
  const reachable = inside.filter((el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }));
  const button = menuButton();
  return button ? [button, ...reachable] : reachable;
}

// Focus trap: Tab and Shift+Tab step through those stops in a ring (the drawer comes after the whole navbar in the
// document, so the browser's own order would leave it); focus that got out some other way comes back on the next Tab.
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Tab' || !app()?.classList.contains('sidebar-open')) return;
  const stops = trapStops();
  if (!stops.length) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (e.shiftKey ? stops.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
  e.preventDefault();
  stops[next].focus();
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
