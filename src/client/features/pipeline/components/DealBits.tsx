import { AlertTriangle, Building2, CalendarClock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDealStatus } from '@shared/deals/deals.constants';
import type { TDeal } from '@shared/deals/deals.schema';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatMoney, formatPercent } from '../lib/money';
import { formatDay } from '../lib/dates';

const STATUS_STYLES: Record<TDealStatus, string> = {
  active: 'bg-primary/10 text-primary',
  pending: 'bg-warning/20 text-amber-800 dark:text-warning',
  won: 'bg-success/15 text-success',
  lost: 'bg-destructive/15 text-destructive',
};

export function DealStatusBadge({ status, className }: { status: TDealStatus; className?: string }) {
  const { t } = useTranslation('pipeline');
  return (
    <Badge variant="secondary" className={cn('whitespace-nowrap', STATUS_STYLES[status], className)} data-testid="deal-status-badge">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The contact (or the company alone) a deal is with; nothing when neither is known. */
export function DealWho({ deal, className }: { deal: TDeal; className?: string }) {
  const contact = deal.contact ? `${deal.contact.firstName} ${deal.contact.lastName}`.trim() : '';
  const company = deal.company ?? deal.contact?.company ?? '';
  if (!contact && !company) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-1 text-xs text-muted-foreground', className)}>
      {contact ? <UserRound className="size-3.5 shrink-0" aria-hidden="true" /> : <Building2 className="size-3.5 shrink-0" aria-hidden="true" />}
      <span className="truncate">{[contact, company].filter(Boolean).join(' · ')}</span>
    </p>
  );
}

/** The value, and its probability beside it. */
export function DealMoney({ deal, className }: { deal: TDeal; className?: string }) {
  const { t, i18n } = useTranslation('pipeline');
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 text-sm', className)}>
      <span className="font-semibold tabular-nums" data-testid="deal-value">
        {formatMoney(deal.valueCents, i18n.language)}
      </span>
      <span className="text-xs tabular-nums text-muted-foreground" title={t('fields.probability')}>
        <span className="sr-only">{t('fields.probability')}: </span>
        {formatPercent(deal.probability, i18n.language)}
      </span>
    </p>
  );
}

/**
 * The close date; a pending deal (its date passed while still open) says so in warning colours,
 * in words too unless `compact` (a table, whose status column says it), where only screen readers hear them.
 */
export function DealCloseDate({ deal, compact, className }: { deal: TDeal; compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation('pipeline');
  const pending = deal.status === 'pending';
  const Icon = pending ? AlertTriangle : CalendarClock;
  return (
    <p className={cn('inline-flex items-center gap-1 whitespace-nowrap text-xs', pending ? 'font-medium text-amber-800 dark:text-warning' : 'text-muted-foreground', className)} data-testid="deal-close-date">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('fields.closeDate')}: </span>
      <time dateTime={deal.closeDate}>{formatDay(deal.closeDate, i18n.language)}</time>
      {pending && <span className={compact ? 'sr-only' : undefined}>· {t('card.closePassed')}</span>}
    </p>
  );
}

export function DealTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        <li key={tag} className="max-w-full truncate rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
