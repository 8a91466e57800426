import { forwardRef } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';

export type TStageAction = 'up' | 'down' | 'remove';

interface TStageRowProps {
  id: string;
  index: number;
  count: number;
  name: string;
  error?: string;
  /** Marked without a message of its own (e.g. a duplicate, named under the list). */
  invalid?: boolean;
  onRename: (name: string) => void;
  onAction: (action: TStageAction) => void;
  /** Where the editor keeps each row's buttons, to give focus back after a move. */
  buttonRef: (action: TStageAction, element: HTMLButtonElement | null) => void;
}

/** One stage: its position, its name (edited in place), and buttons to move or remove it. */
export const StageRow = forwardRef<HTMLInputElement, TStageRowProps>(({ id, index, count, name, error, invalid, onRename, onAction, buttonRef }, inputRef) => {
  const { t } = useTranslation('settings');
  const label = name.trim() || t('pipeline.untitled', { position: index + 1 });
  const errorId = `${id}-error`;
  return (
    <li className="grid gap-1" data-testid="settings-stage-row">
      <div className="flex items-center gap-2">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
          {index + 1}
        </span>
        <Input
          ref={inputRef}
          id={id}
          value={name}
          onChange={(event) => onRename(event.target.value)}
          maxLength={40}
          aria-label={t('pipeline.nameLabel', { position: index + 1 })}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-9 min-w-0 flex-1"
          data-testid="settings-stage-name"
        />
        <div className="flex shrink-0 gap-1">
          <Button
            ref={(element) => buttonRef('up', element)}
            variant="ghost"
            size="icon"
            onClick={() => onAction('up')}
            disabled={index === 0}
            aria-label={t('pipeline.moveUp', { name: label })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            ref={(element) => buttonRef('down', element)}
            variant="ghost"
            size="icon"
            onClick={() => onAction('down')}
            disabled={index === count - 1}
            aria-label={t('pipeline.moveDown', { name: label })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            ref={(element) => buttonRef('remove', element)}
            variant="ghost"
            size="icon"
            onClick={() => onAction('remove')}
            disabled={count <= 1}
            aria-label={t('pipeline.remove', { name: label })}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <FieldError id={errorId} message={error} className="pl-9" />
    </li>
  );
});
StageRow.displayName = 'StageRow';
