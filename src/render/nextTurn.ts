// A turn of the event loop, for a thread that works without waiting: awaited, it lets what came in meanwhile (a
// worker's answers, finished I/O) be handled before going on. An awaited resolved promise does not: it goes on first.
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
