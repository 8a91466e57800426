import type { ReactNode } from 'react';

interface TOpsSectionProps {
  title: string;
  description: ReactNode;
  /** The tab's main button, such as "New alert". */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One admin tab's heading row (title, what it is for, main action) above its content. */
export function OpsSection({ title, description, action, testId, children }: TOpsSectionProps) {
  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h2 id={`${testId}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="max-w-3xl text-sm text-muted-foreground">{description}</div>
        </div>
        {action && <div className="flex shrink-0 gap-2 max-sm:[&>*]:grow">{action}</div>}
      </div>
      {children}
    </section>
  );
}
