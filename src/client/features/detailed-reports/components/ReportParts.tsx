import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface TFigureColumn {
  key: string;
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

export type TFigureRow = { key: string; cells: Record<string, ReactNode>; emphasis?: boolean };

/**
 * A chart with its sentence and its figures. The drawing is hidden from screen readers, which
 * read the summary and a table of what it draws instead.
 */
export function ChartFigure({ title, summary, columns, rows, children, testId }: { title: string; summary: string; columns: TFigureColumn[]; rows: TFigureRow[]; children: ReactNode; testId: string }) {
  return (
    <figure className="grid min-w-0 gap-2" data-testid={testId}>
      <figcaption className="text-sm text-muted-foreground" data-testid={`${testId}-summary`}>
        {summary}
      </figcaption>
      <div aria-hidden="true" className="min-w-0">
        {children}
      </div>
      {/* The wrapper clips: a table grows to its rows whatever height it is given. */}
      <div className="sr-only">
        <FiguresTable caption={title} columns={columns} rows={rows} />
      </div>
    </figure>
  );
}

/** The figures of a section as a table, scrolling sideways inside its card on a phone. */
export function FiguresTable({ caption, columns, rows, testId, captionVisible = false }: { caption: string; columns: TFigureColumn[]; rows: TFigureRow[]; testId?: string; captionVisible?: boolean }) {
  return (
    // Focusable so a keyboard user can scroll a table wider than the screen.
    <div className="min-w-0 overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        <caption className={cn(captionVisible ? 'px-3 py-2 text-left font-medium' : 'sr-only')}>{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((c, i) => (
              <th key={c.key} scope="col" className={cn('whitespace-nowrap px-3 py-2 font-medium text-muted-foreground', c.numeric ? 'text-right' : 'text-left', i === 0 && 'sticky left-0 bg-muted')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={cn('border-t', row.emphasis && 'font-semibold')} data-testid={testId ? `${testId}-row` : undefined}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className="sticky left-0 whitespace-nowrap bg-card px-3 py-2 text-left font-medium">
                    {row.cells[c.key]}
                  </th>
                ) : (
                  <td key={c.key} className={cn('whitespace-nowrap px-3 py-2 tabular-nums', c.numeric ? 'text-right' : 'text-left')}>
                    {row.cells[c.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A section's card: title and what it counts, then its chart and tables (or its empty state). */
export function SectionCard({ title, description, children, testId }: { title: string; description: string; children: ReactNode; testId: string }) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader className="px-4 pb-4 sm:px-6">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <div className="grid min-w-0 gap-6 px-4 pb-6 sm:px-6">{children}</div>
    </Card>
  );
}

/** What a section says when the period holds nothing for it. */
export function SectionEmpty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground" data-testid={testId}>
      {text}
    </p>
  );
}
