// Dark-mode toggle: remembers the reader's choice, otherwise follows the system setting.
import { defineIsland } from './islands.ts';

const KEY = 'mapdocs-theme';

defineIsland('theme-toggle', (button) => {
  const onClick = () => {
    const dark = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', dark);
    try {
      localStorage.setItem(KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
});

// Follow the system while the reader has not chosen.
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (e) => {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch {
    /* ignore */
  }
  if (!chosen) document.documentElement.classList.toggle('dark', e.matches);
});
