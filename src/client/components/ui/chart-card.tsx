import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from './card';

interface TChartCardProps {
  title: string;
  /** What the chart shows, in words: read by everyone, and the chart's name for screen readers. */
  summary: string;
  /** The figures behind the drawing, for screen readers: a header row, then one row per point. */
  columns: string[];
  rows: { label: string; values: string[] }[];
  testId: string;
  children: ReactNode;
}

/**
 * A chart in a card (admin overview, team analytics). The drawing is hidden from screen readers;
 * they get the summary and the figures as a table instead.
 */
export function ChartCard({ title, summary, columns, rows, testId, children }: TChartCardProps) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription data-testid={`${testId}-summary`}>{summary}</CardDescription>
      </CardHeader>
      <figure className="px-2 pb-4 sm:px-4">
        <div aria-hidden="true">{children}</div>
        {/* The wrapper clips: a table grows to its rows whatever height it is given. */}
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => (
                    <td key={i}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Card>
  );
}
