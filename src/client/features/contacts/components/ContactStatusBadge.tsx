import { useTranslation } from 'react-i18next';
import type { TContactStatus } from '@shared/contacts/contacts.constants';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { CONTACT_STATUS_CLASSES } from '../lib/status-colors';

export function ContactStatusBadge({ status }: { status: TContactStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="outline" className={cn('whitespace-nowrap border-transparent', CONTACT_STATUS_CLASSES[status])} data-status={status}>
      {t(`statuses.contact.${status}`)}
    </Badge>
  );
}
