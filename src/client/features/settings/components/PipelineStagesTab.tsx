import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Lock, Plus, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CLOSED_STAGES } from '@shared/deals/deals.constants';
import type { TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useStageLabel } from '../../../lib/stage-label';
import { useUpdateProfile } from '../../profile/api/profile';
import { duplicateIndexes, identifierOf, MAX_STAGES, moveRow, rowsOf, sameNames, savedOpenStages, validateStages, type TStageRow, type TStagesChange } from '../lib/pipeline-stages';
import { useErrorText } from '../lib/use-error-text';
import { useValidationText } from '../lib/use-validation-text';
import { StageRow, type TStageAction } from './StageRow';

const LIST_ERROR = 'pipelineStages';

/** The server names a rename's error under `pipelineStageRenames`; the editor shows it under the list. */
const listErrorsOf = (fields: Record<string, string>) => {
  const { pipelineStageRenames, ...rest } = fields;
  return pipelineStageRenames ? { [LIST_ERROR]: pipelineStageRenames, ...rest } : rest;
};

/**
 * The seller's open pipeline stages, in order, which the board shows as its columns; Won and Lost
 * always end it. A built-in stage shows in the interface language and is saved as its key while
 * left as it is; a renamed stage takes its deals along. An empty saved list means the defaults.
 */
export function PipelineStagesTab({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('settings');
  const translate = useValidationText();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const labelOf = useStageLabel();
  const saved = savedOpenStages(profile.pipelineStages);
  const closedNames = CLOSED_STAGES.map(labelOf);
  /** Unsaved edits; null while the screen shows what is saved. */
  const [draft, setDraft] = useState<TStageRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string; action: TStageAction | 'name' } | null>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const addInput = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const rows = draft ?? rowsOf(profile.pipelineStages, labelOf);
  const duplicates = errors[LIST_ERROR] ? duplicateIndexes(rows, closedNames) : new Set<number>();
  const dirty = draft !== null && !sameNames(draft.map((row) => identifierOf(row, labelOf)), saved);

  useEffect(() => {
    if (!focusTarget) return;
    buttons.current.get(`${focusTarget.id}:${focusTarget.action}`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const edit = (next: TStageRow[]) => {
    setDraft(next);
    setErrors({});
  };

  const onAction = (index: number, action: TStageAction) => {
    const row = rows[index];
    if (action === 'remove') {
      edit(rows.filter((_, i) => i !== index));
      const neighbour = rows[index + 1] ?? rows[index - 1];
      setFocusTarget(neighbour ? { id: neighbour.id, action: 'name' } : null);
      return;
    }
    const step = action === 'up' ? -1 : 1;
    edit(moveRow(rows, index, step));
    // At either end the pressed button is disabled: give focus to the one that still works.
    const target = index + step;
    const atEnd = action === 'up' ? target === 0 : target === rows.length - 1;
    setFocusTarget({ id: row.id, action: atEnd ? (action === 'up' ? 'down' : 'up') : action });
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name || rows.length >= MAX_STAGES) return;
    edit([...rows, { id: `new-${(nextId.current += 1)}`, name }]);
    setNewName('');
    addInput.current?.focus();
  };

  const save = ({ pipelineStages, pipelineStageRenames }: TStagesChange, message: string) =>
    update.mutate(
      pipelineStageRenames.length > 0 ? { pipelineStages, pipelineStageRenames } : { pipelineStages },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          setConfirmRestore(false);
          toast.success(message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(listErrorsOf(error.fields));
          // A stage left out while it still holds deals: the server names it and how many.
          const inUse = error instanceof ApiError && error.status === 409;
          toast.error(inUse ? t('pipeline.stageInUse') : t('pipeline.saveFailed'), { description: inUse ? error.message : errorText(error) });
        },
      },
    );

  const onSave = () => {
    const result = validateStages(rows, labelOf);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    save(result.data, t('pipeline.saved'));
  };

  const register = (id: string, action: TStageAction | 'name') => (element: HTMLElement | null) => {
    if (element) buttons.current.set(`${id}:${action}`, element);
    else buttons.current.delete(`${id}:${action}`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pipeline.title')}</CardTitle>
        <CardDescription>{t('pipeline.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-2" aria-label={t('pipeline.listLabel')} data-testid="settings-stage-list">
          {rows.map((row, index) => (
            <StageRow
              key={row.id}
              ref={register(row.id, 'name')}
              id={`settings-stage-${row.id}`}
              index={index}
              count={rows.length}
              name={row.name}
              error={translate(errors[`${LIST_ERROR}.${index}`])}
              invalid={duplicates.has(index)}
              onRename={(name) => edit(rows.map((r) => (r.id === row.id ? { ...r, name } : r)))}
              onAction={(action) => onAction(index, action)}
              buttonRef={(action, element) => register(row.id, action)(element)}
            />
          ))}
        </ol>
        <ol className="grid gap-2" start={rows.length + 1} aria-label={t('pipeline.closedLabel')} data-testid="settings-stage-closed">
          {CLOSED_STAGES.map((stage, index) => (
            <li key={stage} className="flex items-center gap-2" data-testid="settings-stage-fixed">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
                {rows.length + index + 1}
              </span>
              <span className="flex h-9 min-w-0 flex-1 items-center gap-2 rounded-md border border-dashed bg-muted/40 px-3 text-sm">
                <Lock className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate font-medium">{labelOf(stage)}</span>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">{t('pipeline.fixed')}</span>
              </span>
            </li>
          ))}
        </ol>
        <FieldError message={translate(errors[LIST_ERROR])} />
        <form onSubmit={onAdd} className="flex gap-2">
          <Input
            ref={addInput}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            maxLength={40}
            placeholder={t('pipeline.newPlaceholder')}
            aria-label={t('pipeline.newLabel')}
            disabled={rows.length >= MAX_STAGES}
            className="min-w-0 flex-1"
            data-testid="settings-stage-new"
          />
          <Button type="submit" variant="outline" disabled={!newName.trim() || rows.length >= MAX_STAGES} data-testid="settings-stage-add">
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">{t('pipeline.add')}</span>
          </Button>
        </form>
        {rows.length >= MAX_STAGES && <p className="text-xs text-muted-foreground">{t('pipeline.maxReached', { max: MAX_STAGES })}</p>}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t pt-6">
        <Button
          variant="ghost"
          onClick={() => setConfirmRestore(true)}
          disabled={update.isPending || (profile.pipelineStages.length === 0 && !dirty)}
          data-testid="settings-stage-restore"
        >
          <RotateCcw aria-hidden="true" />
          {t('pipeline.restore')}
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          {dirty && <span className="text-xs text-muted-foreground">{t('pipeline.unsaved')}</span>}
          <Button onClick={onSave} disabled={!dirty || update.isPending} data-testid="settings-stage-save">
            {update.isPending ? <Spinner className="size-4 text-current" /> : <Save aria-hidden="true" />}
            {t('pipeline.save')}
          </Button>
        </div>
      </CardFooter>
      <ConfirmDialog
        open={confirmRestore}
        onOpenChange={setConfirmRestore}
        title={t('pipeline.restoreTitle')}
        description={t('pipeline.restoreText')}
        confirmLabel={t('pipeline.restore')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => save({ pipelineStages: [], pipelineStageRenames: [] }, t('pipeline.restored'))}
        pending={update.isPending}
      />
    </Card>
  );
}
