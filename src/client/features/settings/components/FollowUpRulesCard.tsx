import { useState } from 'react';
import { Crown, Lock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZFollowUpRules, type TFollowUpRules } from '@shared/follow-ups/follow-ups.rules';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useFollowUpRules, useSaveFollowUpRules } from '../../follow-ups/api/follow-ups.api';
import { SettingSwitch } from './SettingSwitch';

/** The rules with a number of days, and the largest number each takes (the shared schema's). */
const DAY_RULES = { noContact: 365, birthday: 60 } as const;
type TDayRule = keyof typeof DAY_RULES;

/** The form holds the days as typed. */
type TRulesForm = { [K in TDayRule]: { enabled: boolean; days: string } } & { cadence: { enabled: boolean } };

const formOf = (rules: TFollowUpRules): TRulesForm => ({
  noContact: { enabled: rules.noContact.enabled, days: String(rules.noContact.days) },
  birthday: { enabled: rules.birthday.enabled, days: String(rules.birthday.days) },
  cadence: { enabled: rules.cadence.enabled },
});

const rulesOf = (form: TRulesForm) => ({
  noContact: { enabled: form.noContact.enabled, days: Number(form.noContact.days) },
  birthday: { enabled: form.birthday.enabled, days: Number(form.birthday.days) },
  cadence: form.cadence,
});

/**
 * Settings → Notifications → Automatic follow-ups: the three rules that create reminders on their
 * own, each on or off with its days. Everyone sees them; changing them is premium.
 */
export function FollowUpRulesCard({ premium }: { premium: boolean }) {
  const { t } = useTranslation('settings');
  const rules = useFollowUpRules();
  const upgrade = useUpgradePrompt();
  const title = t('notifications.followUpRules.title');
  return (
    <Card data-testid="follow-up-rules">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {title}
          <Badge variant="outline" className="gap-1 border-warning/50 text-amber-800 dark:text-warning">
            {premium ? <Crown className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
            {t('notifications.premium')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('notifications.followUpRules.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {rules.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notifications.followUpRules.loadFailed')}
          </p>
        ) : !rules.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <RulesForm key={JSON.stringify(rules.data)} saved={rules.data} premium={premium} onUnlock={() => upgrade.open({ feature: title })} />
        )}
      </CardContent>
    </Card>
  );
}

function RulesForm({ saved, premium, onUnlock }: { saved: TFollowUpRules; premium: boolean; onUnlock: () => void }) {
  const { t } = useTranslation('settings');
  const save = useSaveFollowUpRules();
  const [form, setForm] = useState(() => formOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const parsed = ZFollowUpRules.safeParse(rulesOf(form));
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const changed = JSON.stringify(rulesOf(form)) !== JSON.stringify(saved);

  const setRule = <K extends keyof TRulesForm>(rule: K, value: Partial<TRulesForm[K]>) => setForm((current) => ({ ...current, [rule]: { ...current[rule], ...value } }));

  // Not a <form>: Radix switches inside one add hidden inputs that the server does not read.
  const onSave = () => {
    setSubmitted(true);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('notifications.followUpRules.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'premium_required') onUnlock();
        else toast.error(t('notifications.followUpRules.saveFailed'));
      },
    });
  };

  const daysField = (rule: TDayRule) => {
    const id = `follow-up-rule-${rule}-days`;
    const error = submitted && invalid.has(rule) ? t('notifications.followUpRules.daysRange', { max: DAY_RULES[rule] }) : undefined;
    return (
      <div className="grid gap-1">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={id} className="text-muted-foreground">
            {t(`notifications.followUpRules.${rule}.days`)}
          </label>
          <Input
            id={id}
            data-testid={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={DAY_RULES[rule]}
            step={1}
            className="h-8 w-20"
            value={form[rule].days}
            disabled={!premium || !form[rule].enabled}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setRule(rule, { days: e.target.value })}
          />
          <span className="text-muted-foreground">{t(`notifications.followUpRules.${rule}.unit`)}</span>
        </div>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <div className="grid gap-2">
      <div className="divide-y">
        {(['noContact', 'birthday', 'cadence'] as const).map((rule) => (
          <SettingSwitch
            key={rule}
            testId={`follow-up-rule-${rule}`}
            label={t(`notifications.followUpRules.${rule}.label`)}
            description={t(`notifications.followUpRules.${rule}.description`)}
            checked={form[rule].enabled}
            onCheckedChange={(enabled) => setRule(rule, { enabled })}
            disabled={!premium}
            footer={rule === 'cadence' ? <p className="text-xs text-muted-foreground">{t('notifications.followUpRules.cadence.note')}</p> : daysField(rule)}
          />
        ))}
      </div>
      {premium ? (
        <div className="flex justify-end">
          <Button onClick={onSave} disabled={!changed || save.isPending} data-testid="follow-up-rules-save">
            {save.isPending ? t('notifications.followUpRules.saving') : t('notifications.followUpRules.save')}
          </Button>
        </div>
      ) : (
        <Button variant="link" size="sm" className="h-auto justify-start p-0" onClick={onUnlock} data-testid="follow-up-rules-unlock">
          <Lock aria-hidden="true" />
          {t('notifications.unlock')}
        </Button>
      )}
    </div>
  );
}
