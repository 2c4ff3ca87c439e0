// Reads the boot data the server inlined into the page.
import type { BootData } from '../shared/types.ts';

export function readBoot(doc: Document = document): BootData {
  const el = doc.getElementById('mapdocs-boot');
  return JSON.parse(el?.textContent ?? '{}') as BootData;
}
