// The narrow-screen "On this page" disclosure: choosing a heading closes it, so the reader lands on the heading
// rather than on an open list; Escape closes it too, focus back on its summary. (Without JavaScript it stays a plain
// <details>: it opens, its links work, it closes by its summary.)
import { defineIsland } from './islands.ts';

defineIsland('outline-disclosure', (el) => {
  const details = el as HTMLDetailsElement;
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element | null)?.closest?.('a[href^="#"]')) details.open = false;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  details.addEventListener('click', onClick);
  details.addEventListener('keydown', onKey);
  return () => {
    details.removeEventListener('click', onClick);
    details.removeEventListener('keydown', onKey);
  };
});
