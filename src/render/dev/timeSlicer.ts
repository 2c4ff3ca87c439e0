// `serve --watch` rebuilds on the server's own thread: long loops over pages pause here once their slice of time is
// used up, so requests (a page, a chunk, the event stream) are answered during a rebuild instead of after it.

/** A pause to await between units of work: a turn of the event loop once `sliceMs` went by since the last one. */
export function createTimeSlicer(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    // A millisecond of idle loop, not a resolved promise (which lets nothing else run) nor setImmediate (one turn of
    // I/O): a request needs a few turns (read, answer, write) and gets them all within one pause.
    await new Promise((resolve) => setTimeout(resolve, 1));
    since = performance.now();
  };
}
