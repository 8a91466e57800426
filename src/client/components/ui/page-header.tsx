import type { ReactNode } from 'react';

interface TPageHeaderProps {
  title: string;
  /** The count line ("Total: 24") or a short description. */
  subtitle: string;
  subtitleTestId?: string;
  /** The page's buttons, primary action last. */
  actions?: ReactNode;
}

/** A list page's title row: title and count on the left, actions on the right (stacked on phones). */
export function PageHeader({ title, subtitle, subtitleTestId, actions }: TPageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground" data-testid={subtitleTestId}>
          {subtitle}
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-2 [&>*]:grow sm:[&>*]:grow-0">{actions}</div>}
    </header>
  );
}
