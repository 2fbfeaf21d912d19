import type { ReactNode } from 'react';
import { ScrollX } from '@/web/components/ui/scroll-x';

/** A plain table for the wide result cards, scrolling sideways inside its card. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <ScrollX label={caption} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((cells, row) => (
            // Provider rows carry no id and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={row}>
              {cells.map((cell, column) => (
                <td key={columns[column]} className="px-3 py-2 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
