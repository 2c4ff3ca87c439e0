// `serve --watch` rebuilds on the server's own thread: long loops over pages pause here once their slice of time is
// used up, so requests (a page, a chunk, the event stream) are answered during a rebuild instead of after it.

/** A pause to await between units of work: a turn of the event loop once `sliceMs` went by since the last one. */
export function createTimeSlicer(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    // setImmediate, not a resolved promise: I/O callbacks (requests, file reads) run before it does.
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
