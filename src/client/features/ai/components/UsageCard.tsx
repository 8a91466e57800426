import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAiUsage } from '@shared/ai/chat.schema';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { offersTopUp } from '@shared/ai/quota.rules';
import { UsageBadge } from './UsageBadge';

/** Spec 01 §2.5: the month's messages (used, remaining, when the count starts again) and the top-up. */
export function UsageCard({ usage, onTopUp, className }: { usage: TAiUsage; onTopUp: () => void; className?: string }) {
  const { t, i18n } = useTranslation('ai');
  const number = new Intl.NumberFormat(i18n.language);
  const total = usage.monthlyLimit + usage.additionalMessages;
  const low = offersTopUp(usage.remaining);
  return (
    <div className={cn('space-y-3 rounded-lg border bg-card p-4', className)} data-testid="ai-usage-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquare className="size-4 text-primary" aria-hidden="true" />
          {t('usage.title')}
        </h3>
        <UsageBadge usage={usage} />
      </div>
      <Progress
        value={usage.usagePercent}
        label={t('usage.progress')}
        barClassName={cn(usage.remaining <= 0 ? 'bg-destructive' : low && 'bg-warning')}
      />
      <p className="text-xs text-muted-foreground" data-testid="ai-usage-text">
        {t('usage.used', { used: number.format(usage.used), total: number.format(total), percent: Math.round(usage.usagePercent) })}
        {usage.additionalMessages > 0 && ` · ${t('usage.additional', { count: usage.additionalMessages, formatted: number.format(usage.additionalMessages) })}`}
      </p>
      {usage.cycleEndsAt && (
        <p className="text-xs text-muted-foreground">
          {t('usage.resets', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(usage.cycleEndsAt)) })}
        </p>
      )}
      {usage.remaining <= 0 && <p className="text-xs font-medium text-destructive">{t('errors.quotaReached')}</p>}
      <Button variant={low ? 'default' : 'outline'} size="sm" className="w-full" onClick={onTopUp} data-testid="ai-topup-open">
        {t('usage.buyMore')}
      </Button>
    </div>
  );
}
