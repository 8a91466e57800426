import { useTranslation } from 'react-i18next';
import type { TProspectStatus } from '@shared/prospects/prospects.constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { PROSPECT_STATUS_CLASSES } from '../lib/status-colors';

export function ProspectStatusBadge({ status, className }: { status: TProspectStatus; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="outline" className={cn('whitespace-nowrap border-transparent', PROSPECT_STATUS_CLASSES[status], className)} data-status={status}>
      {t(`statuses.prospect.${status}`)}
    </Badge>
  );
}
