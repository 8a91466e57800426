import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface TColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures align right. */
  numeric?: boolean;
  /** Hidden on phones when the table would get too wide. */
  wide?: boolean;
}

interface TDataTableProps<T> {
  title: string;
  description?: string;
  columns: TColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Said in place of the table when there are no rows. */
  empty: string;
  testId: string;
  footer?: ReactNode;
}

/** A titled table in a card; it scrolls sideways inside the card on a narrow screen. */
export function DataTable<T>({ title, description, columns, rows, rowKey, empty, testId, footer }: TDataTableProps<T>) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <div className="px-4 pb-4 sm:px-6">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid={`${testId}-empty`}>
            {empty}
          </p>
        ) : (
          // Focusable so a keyboard user can scroll a table wider than the screen.
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className={cn('px-2 py-2 font-medium', c.numeric && 'text-right', c.wide && 'hidden sm:table-cell')}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b last:border-0" data-testid={`${testId}-row`}>
                    {columns.map((c, i) => {
                      const Cell = i === 0 ? 'th' : 'td';
                      return (
                        <Cell key={c.key} scope={i === 0 ? 'row' : undefined} className={cn('px-2 py-2 align-top', i === 0 && 'text-left font-medium', c.numeric && 'text-right tabular-nums', c.wide && 'hidden sm:table-cell')}>
                          {c.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {footer}
      </div>
    </Card>
  );
}
