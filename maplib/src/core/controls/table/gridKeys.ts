// Keyboard navigation of the table grid (the WAI-ARIA grid pattern): which cell a key moves the focus to. Row 0 is the
// header row; rows 1…rowCount are the data rows of the current page (or the whole filtered list without paging).

export interface GridPosition {
  /** 0 the header row, 1… the data rows. */
  row: number;
  col: number;
}

export interface GridSize {
  /** Data rows (the header row not counted). */
  rowCount: number;
  colCount: number;
  /** How many data rows PageUp / PageDown move by: the rows the viewport shows. */
  pageRows: number;
}

/** What a key does on the grid: move the focus, or an action on the focused cell; undefined when the grid ignores it. */
export type GridAction = { move: GridPosition } | { action: 'sort' | 'edit' | 'select' };

export function gridKey(key: string, at: GridPosition, size: GridSize, mods: { ctrl?: boolean } = {}): GridAction | undefined {
  const lastRow = size.rowCount;
  const lastCol = Math.max(0, size.colCount - 1);
  const clampRow = (r: number) => Math.max(0, Math.min(lastRow, r));
  const move = (row: number, col: number): GridAction => ({ move: { row: clampRow(row), col: Math.max(0, Math.min(lastCol, col)) } });
  switch (key) {
    case 'ArrowDown':
      return move(at.row + 1, at.col);
    case 'ArrowUp':
      return move(at.row - 1, at.col);
    case 'ArrowRight':
      return move(at.row, at.col + 1);
    case 'ArrowLeft':
      return move(at.row, at.col - 1);
    case 'Home':
      return mods.ctrl ? move(at.row === 0 ? 0 : 1, 0) : move(at.row, 0);
    case 'End':
      return mods.ctrl ? move(lastRow, lastCol) : move(at.row, lastCol);
    case 'PageDown':
      return move(Math.max(1, at.row + size.pageRows), at.col);
    case 'PageUp':
      // Up by a page, but onto the first data row rather than the header: the header is one ArrowUp away.
      return move(at.row <= 1 ? 0 : Math.max(1, at.row - size.pageRows), at.col);
    case 'Enter':
      return { action: at.row === 0 ? 'sort' : 'edit' };
    case 'F2':
      return at.row === 0 ? undefined : { action: 'edit' };
    case ' ':
      return { action: at.row === 0 ? 'sort' : 'select' };
    default:
      return undefined;
  }
}
