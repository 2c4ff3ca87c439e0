// Undo and redo of a plot layer's edits: snapshots of the layer's data (plots are small: tens of control points
// each), a bounded stack, and a redo list cleared by a new edit. Pure.
export class PlotHistory<T> {
  private done: T[] = [];
  private undone: T[] = [];

  constructor(
    current: T,
    private readonly limit = 100,
  ) {
    this.done.push(current);
  }

  /** Records the state after an edit. */
  push(state: T): void {
    this.done.push(state);
    if (this.done.length > this.limit + 1) this.done.shift();
    this.undone = [];
  }

  get canUndo(): boolean {
    return this.done.length > 1;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** The state before the last edit (undefined: nothing to undo). */
  undo(): T | undefined {
    if (!this.canUndo) return undefined;
    this.undone.push(this.done.pop()!);
    return this.done[this.done.length - 1];
  }

  /** The state the last undo left (undefined: nothing to redo). */
  redo(): T | undefined {
    const state = this.undone.pop();
    if (state !== undefined) this.done.push(state);
    return state;
  }

  /** Starts again from a state (e.g. data replaced from outside). */
  reset(state: T): void {
    this.done = [state];
    this.undone = [];
  }
}
