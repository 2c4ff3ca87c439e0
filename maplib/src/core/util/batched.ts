// Many calls in one task, one run after them: for work that many events trigger at once (a style load fires a style
// event per layer; a legend reads the map once for all of them).

/** A function that, however often it is called in a task, runs `run` once, in a microtask after the calls. */
export function batched(run: () => void): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      run();
    });
  };
}
