import { Bot, Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFollowUp } from '@shared/follow-ups/follow-ups.schema';
import { Badge } from '../../../components/ui/badge';

const STATUS_STYLES: Record<TFollowUp['status'], string> = {
  pending: 'bg-primary/10 text-primary',
  missed: 'bg-destructive/15 text-destructive',
  done: 'bg-success/15 text-success',
};

/** Pending, Done, or Overdue for a missed reminder (spec 02 §4). */
export function FollowUpStatusBadge({ status }: { status: TFollowUp['status'] }) {
  const { t } = useTranslation('followUps');
  return (
    <Badge variant="secondary" className={STATUS_STYLES[status]} data-testid="follow-up-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Manual, or automatic with the rule that made it. */
export function FollowUpTypeBadge({ followUp }: { followUp: Pick<TFollowUp, 'type' | 'rule'> }) {
  const { t } = useTranslation('followUps');
  const Icon = followUp.type === 'auto' ? Bot : Hand;
  return (
    <Badge variant="outline" className="gap-1 font-medium" data-testid="follow-up-type">
      <Icon className="size-3" aria-hidden="true" />
      {followUp.type === 'auto' && followUp.rule ? t('type.autoRule', { rule: t(`rules.${followUp.rule}`) }) : t(`type.${followUp.type}`)}
    </Badge>
  );
}
