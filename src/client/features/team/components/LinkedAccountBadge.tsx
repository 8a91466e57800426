import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Marks a member who joined with the seller's referral link and so has an Upline account. */
export function LinkedAccountBadge() {
  const { t } = useTranslation('team');
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary"
      title={t('linked.hint')}
      data-testid="team-member-linked"
    >
      <Link2 className="size-3" aria-hidden="true" />
      {t('linked.badge')}
    </span>
  );
}
