import { useState, type FormEvent } from 'react';
import { Plus, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZGoalProgress, type TGoal } from '@shared/goals/goals.schema';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import type { TGoalProgressBody } from '../api/goals.api';
import { numberOf } from '../lib/goal-form';

interface TGoalProgressControlProps {
  goal: TGoal;
  pending: boolean;
  onProgress: (body: TGoalProgressBody, done: () => void) => void;
}

/** "+1" for the common case, and a small form to set the current value outright. */
export function GoalProgressControl({ goal, pending, onProgress }: TGoalProgressControlProps) {
  const { t } = useTranslation('goals');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = `goal-progress-${goal.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { currentValue: numberOf(text) };
    if (!ZGoalProgress.safeParse(body).success || body.currentValue === undefined) {
      setInvalid(true);
      return;
    }
    onProgress({ currentValue: body.currentValue }, () => setOpen(false));
  };

  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => onProgress({ increment: 1 }, () => undefined)} disabled={pending} aria-label={t('progress.incrementLabel', { title: goal.title })} data-testid="goal-increment">
        <Plus aria-hidden="true" />1
      </Button>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setText(String(goal.currentValue));
          setInvalid(false);
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm" disabled={pending} data-testid="goal-update-progress">
            <TrendingUp aria-hidden="true" />
            {t('progress.update')}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64">
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={inputId}>{t('progress.currentValue', { target: goal.targetValue })}</Label>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setInvalid(false);
                }}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${inputId}-error` : undefined}
                autoFocus
                data-testid="goal-progress-input"
              />
              <FieldError id={`${inputId}-error`} message={invalid ? t('validation.wholeNumber') : undefined} />
            </div>
            <Button type="submit" size="sm" disabled={pending} data-testid="goal-progress-save">
              {t('progress.save')}
            </Button>
          </form>
        </PopoverContent>
      </Popover>
    </div>
  );
}
