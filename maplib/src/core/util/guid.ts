// GUIDs: MapGIS's `newGuid()` (its util page's one helper), and the `guid` that names an IGServer client's view of a
// map document. Random version-4 UUIDs: the browser's crypto when it has it, Math.random only as the last resort.

/** `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx` of 16 random bytes (RFC 9562 §5.4: version 4, variant 10xx). */
export function uuidFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new RangeError(`uuidFromBytes: needs 16 bytes, got ${bytes.length}`);
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (v) => v.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new random GUID, `8-4-4-4-12` lowercase hex digits (a version-4 UUID). `crypto.randomUUID` needs a secure context
 * (https or localhost), so a page on plain http falls back to `crypto.getRandomValues`, and a runtime without either
 * to Math.random (unique enough for naming a view, not for secrets).
 */
export function newGuid(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}
