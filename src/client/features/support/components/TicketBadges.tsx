import { useTranslation } from 'react-i18next';
import type { TTicketPriority, TTicketStatus } from '@shared/support/support.schema';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { PRIORITY_STYLES, STATUS_STYLES } from '../lib/support-display';

export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="secondary" className={cn('shrink-0 whitespace-nowrap', STATUS_STYLES[status])} data-testid="ticket-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TTicketPriority }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="secondary" className={cn('whitespace-nowrap', PRIORITY_STYLES[priority])}>
      {t('priorityLabel', { priority: t(`priority.${priority}`) })}
    </Badge>
  );
}
