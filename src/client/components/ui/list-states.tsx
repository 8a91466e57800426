import type { ReactNode } from 'react';
import { Plus, type LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/** A list that failed to load, with a retry button. */
export function ListError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Card>
  );
}

interface TListEmptyProps {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** The way forward: an add button, or "clear filters". */
  action?: ReactNode;
  testId?: string;
}

/** An empty list: nothing recorded yet, or nothing matching the filters. */
export function ListEmpty({ icon: Icon, title, text, action, testId }: TListEmptyProps) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center" data-testid={testId}>
      <Icon className="size-10 text-muted-foreground/60" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
      {action}
    </Card>
  );
}

interface TFilterableEmptyProps {
  /** Whether filters or a search are applied (then nothing matched, rather than nothing exists). */
  filtered: boolean;
  icon: LucideIcon;
  filteredIcon: LucideIcon;
  /** Translated texts of both cases and of their buttons. */
  texts: { empty: string; emptyText: string; noMatches: string; noMatchesText: string; clear: string; add: string };
  onClear: () => void;
  onAdd: () => void;
  testId?: string;
}

/** The empty state of a filterable list: "no matches" with clear filters, or "nothing yet" with add. */
export function FilterableListEmpty({ filtered, icon, filteredIcon, texts, onClear, onAdd, testId }: TFilterableEmptyProps) {
  return filtered ? (
    <ListEmpty
      icon={filteredIcon}
      title={texts.noMatches}
      text={texts.noMatchesText}
      action={
        <Button variant="outline" onClick={onClear}>
          {texts.clear}
        </Button>
      }
      testId={testId}
    />
  ) : (
    <ListEmpty
      icon={icon}
      title={texts.empty}
      text={texts.emptyText}
      action={
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      }
      testId={testId}
    />
  );
}
