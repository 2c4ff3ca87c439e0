// Browser entry: registers islands and mounts them on the server-rendered page.
import './themeToggle.ts';
import './sidebarToggle.ts';
import { installCopyButtons } from './codeBlocks.ts';
import { mountIslands } from './islands.ts';

function start(): void {
  try {
    installCopyButtons();
    mountIslands();
  } catch (err) {
    // Start-up errors are logged only; the static page stays readable.
    console.error('[mapdocs] start-up failed', err);
  }
}

start();
