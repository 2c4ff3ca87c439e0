// A small dismissible notice at the bottom of the page, for problems a reader should know about (a chunk that failed).
import { pageLang } from './pageLang.ts';
import { noticeStrings } from '../../theme/strings.ts';

const STORAGE_KEY = 'mapdocs-notice';

export function showNotice(message: string, ttlMs = 12000): HTMLElement {
  document.querySelector('.mapdocs-notice')?.remove();
  const box = document.createElement('div');
  box.className = 'mapdocs-notice';
  box.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', noticeStrings(pageLang()).close);
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  document.body.appendChild(box);
  setTimeout(() => box.remove(), ttlMs);
  return box;
}

/** Keeps a notice across the full page load that follows it (the router's fallback). */
export function carryNotice(message: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, message);
  } catch {
    /* storage blocked: the notice shows only until the page unloads */
  }
}

/** Shows a notice carried over from the previous page, once. */
export function showCarriedNotice(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (message) showNotice(message);
}
