import { within } from '@testing-library/react';

/** The text of every cell of a table, row by row, below its head row. */
export function cellTextsByRow(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}
