// Mobile sidebar drawer: the menu button opens it; the mask, Escape or a navigation closes it.
import { defineIsland } from './islands.ts';

export function closeSidebar(): void {
  document.getElementById('app')?.classList.remove('sidebar-open');
}

defineIsland('sidebar-toggle', (button) => {
  const onClick = () => document.getElementById('app')?.classList.toggle('sidebar-open');
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
});

defineIsland('sidebar-mask', (mask) => {
  mask.addEventListener('click', closeSidebar);
  return () => mask.removeEventListener('click', closeSidebar);
});

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') closeSidebar();
});
