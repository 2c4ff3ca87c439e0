// The undo/redo history of a drawing session's finished edits: the states its shapes were in, one per edit. A state is
// whatever the session records (its shapes as GeoJSON); this stack only orders them. An edit after an undo drops the
// states ahead (as every editor does); the oldest states go past `limit`.

export class EditHistory<T> {
  private past: T[] = [];
  private future: T[] = [];

  /** `present`: the state now (the first undo goes back to it from the next edit). */
  constructor(
    private present: T,
    private readonly limit = 100,
  ) {}

  /** The state now. */
  get current(): T {
    return this.present;
  }

  /** Forgets every step: `state` is where undo stops (new shapes put in by the app, not an edit to undo). */
  reset(state: T): void {
    this.present = state;
    this.past = [];
    this.future = [];
  }

  /** An edit made `state` the current one. */
  record(state: T): void {
    this.past.push(this.present);
    if (this.past.length > this.limit) this.past.shift();
    this.present = state;
    this.future = [];
  }

  /** Replaces the current state without a step (an edit's two parts: a vertex inserted, then dragged). */
  amend(state: T): void {
    this.present = state;
  }

  canUndo(): boolean {
    return this.past.length > 0;
  }

  canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The state before the last edit (now current), or undefined with nothing to undo. */
  undo(): T | undefined {
    const previous = this.past.pop();
    if (previous === undefined) return undefined;
    this.future.push(this.present);
    this.present = previous;
    return previous;
  }

  /** The state the last undo left (now current), or undefined with nothing to redo. */
  redo(): T | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(this.present);
    this.present = next;
    return next;
  }

  /** How many steps each way. */
  get sizes(): { undo: number; redo: number } {
    return { undo: this.past.length, redo: this.future.length };
  }
}
