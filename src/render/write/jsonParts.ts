// JSON written in parts (writeFileAtomic takes an iterable of strings), for values too large to be one string.
/**
 * JSON.stringify(value) in parts: arrays and plain objects are opened `depth` levels down and their members given one at
 * a time, so a large value (a locale's search files, tens of megabytes) is never one string. The same bytes as
 * JSON.stringify for JSON data; `value` must have a JSON form (not undefined or a function).
 */
export function* jsonParts(value: unknown, depth = 3): Generator<string> {
  const plain = value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
  if (depth === 0 || !plain) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i) yield ',';
      // As JSON.stringify: a member without a JSON form is null in an array.
      const member = value[i];
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') yield 'null';
      else yield* jsonParts(member, depth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    // …and left out of an object.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    yield* jsonParts(member, depth - 1);
    first = false;
  }
  yield '}';
}
