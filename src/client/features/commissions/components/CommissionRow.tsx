import { CalendarDays, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCommission } from '@shared/commissions/commissions.schema';
import { Badge } from '../../../components/ui/badge';
import { RowActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import { formatCents, formatDay } from '../lib/commission-form';

const STATUS_STYLES: Record<TCommission['status'], string> = {
  pending: 'bg-warning/20 text-amber-800 dark:text-warning',
  paid: 'bg-success/15 text-success',
  cancelled: 'border bg-transparent text-muted-foreground',
};

interface TCommissionRowProps {
  commission: TCommission;
  onEdit: (commission: TCommission) => void;
  onDelete: (commission: TCommission) => void;
}

export function CommissionRow({ commission, onEdit, onDelete }: TCommissionRowProps) {
  const { t, i18n } = useTranslation('commissions');
  const lang = i18n.language;
  const member = commission.teamMember?.name ?? t('row.noMember');
  return (
    <li data-testid="commission-row" className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-2 p-4 sm:grid-cols-[1fr_auto_8rem_auto] sm:items-center">
      <div className="min-w-0 space-y-1">
        <p className="truncate font-medium">{member}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`type.${commission.type}`)}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={commission.date}>{formatDay(commission.date, lang)}</time>
          </span>
          {commission.prospect && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserRound className="size-3.5" aria-hidden="true" />
              <span className="truncate">{commission.prospect.name}</span>
            </span>
          )}
        </div>
        {commission.notes && <p className="line-clamp-1 text-xs text-muted-foreground">{commission.notes}</p>}
      </div>
      <div className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1">
        <Badge variant="secondary" className={STATUS_STYLES[commission.status]}>
          {t(`status.${commission.status}`)}
        </Badge>
      </div>
      <p
        className={cn('col-start-2 row-start-1 text-right font-semibold tabular-nums sm:col-start-3', commission.status === 'cancelled' && 'text-muted-foreground line-through')}
        data-testid="commission-row-amount"
      >
        {formatCents(commission.amountCents, lang)}
      </p>
      <div className="col-start-2 row-start-2 flex justify-end gap-1 sm:col-start-4 sm:row-start-1">
        <RowActions
          editLabel={t('row.edit', { name: member })}
          deleteLabel={t('row.delete', { name: member })}
          onEdit={() => onEdit(commission)}
          onDelete={() => onDelete(commission)}
        />
      </div>
    </li>
  );
}
