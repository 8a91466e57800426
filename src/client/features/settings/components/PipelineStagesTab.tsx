import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Plus, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_PIPELINE_STAGES, type TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useUpdateProfile } from '../../profile/api/profile';
import { duplicateIndexes, MAX_STAGES, moveRow, rowsOf, sameNames, validateStages, type TStageRow } from '../lib/pipeline-stages';
import { useErrorText } from '../lib/use-error-text';
import { useValidationText } from '../lib/use-validation-text';
import { StageRow, type TStageAction } from './StageRow';

const LIST_ERROR = 'pipelineStages';

/**
 * The seller's pipeline stages, in order. An empty saved list means the defaults, shown in the
 * interface language; saving the defaults unchanged keeps it that way.
 */
export function PipelineStagesTab({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('settings');
  const translate = useValidationText();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const defaults = DEFAULT_PIPELINE_STAGES.map((key) => t(`pipeline.defaults.${key}`));
  const saved = profile.pipelineStages.length > 0 ? profile.pipelineStages : defaults;
  /** Unsaved edits; null while the screen shows what is saved. */
  const [draft, setDraft] = useState<TStageRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string; action: TStageAction | 'name' } | null>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const addInput = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const rows = draft ?? rowsOf(saved);
  const duplicates = errors[LIST_ERROR] ? duplicateIndexes(rows) : new Set<number>();
  const dirty = draft !== null && !sameNames(draft.map((row) => row.name), saved);

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

  const save = (stages: string[], message: string) =>
    update.mutate(
      { pipelineStages: stages },
      {
        onSuccess: () => {
          setDraft(null);
          setErrors({});
          setConfirmRestore(false);
          toast.success(message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          toast.error(t('pipeline.saveFailed'), { description: errorText(error) });
        },
      },
    );

  const onSave = () => {
    const result = validateStages(rows);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    save(sameNames(result.data, defaults) ? [] : result.data, t('pipeline.saved'));
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
        onConfirm={() => save([], t('pipeline.restored'))}
        pending={update.isPending}
      />
    </Card>
  );
}
