import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isClosedStage } from '@shared/deals/deals.rules';
import type { TDeal } from '@shared/deals/deals.schema';
import { Button } from '../../../components/ui/button';
import { SheetDescription, SheetLoadState, SheetTitle } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api';
import { useStageLabel } from '../../../lib/stage-label';
import { useDeal } from '../api/deals.api';
import { formatDay, formatMoment } from '../lib/dates';
import { formatMoney, formatPercent } from '../lib/money';
import { DealStatusBadge, DealTags } from './DealBits';
import { DealHistory } from './DealHistory';
import { DealMoveMenu, type TDealHandlers } from './DealMenu';

/** The open deal: every field, its actions, and its history. */
export function DealDetail({ id, handlers }: { id: string; handlers: Omit<TDealHandlers, 'onOpen'> }) {
  const { t } = useTranslation('pipeline');
  const detail = useDeal(id);

  if (!detail.data) {
    return (
      <SheetLoadState
        failed={detail.isError}
        gone={detail.error instanceof ApiError && detail.error.status === 404}
        onRetry={() => void detail.refetch()}
        texts={{ notFound: t('detail.notFound'), loadFailed: t('detail.loadFailed'), loading: t('detail.loading'), retry: t('list.retry') }}
      />
    );
  }
  return <DealDetailContent deal={detail.data} handlers={handlers} />;
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

function DealDetailContent({ deal, handlers }: { deal: TDeal; handlers: Omit<TDealHandlers, 'onOpen'> }) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const lang = i18n.language;
  const none = <span className="text-muted-foreground">—</span>;
  const contact = deal.contact ? `${deal.contact.firstName} ${deal.contact.lastName}`.trim() : null;

  return (
    <div className="space-y-6" data-testid="deal-detail-content">
      <header className="space-y-2">
        <SheetTitle className="break-words text-xl font-semibold leading-snug" data-testid="deal-detail-title">
          {deal.title}
        </SheetTitle>
        <div className="flex flex-wrap items-center gap-1.5">
          {!isClosedStage(deal.stage) && (
            <span className="rounded-full border px-2 py-0.5 text-xs font-medium" data-testid="deal-detail-stage">
              {label(deal.stage)}
            </span>
          )}
          <DealStatusBadge status={deal.status} />
        </div>
        <SheetDescription className="text-sm text-muted-foreground">
          {t('detail.summary', { value: formatMoney(deal.valueCents, lang), probability: formatPercent(deal.probability, lang), weighted: formatMoney(deal.weightedCents, lang) })}
        </SheetDescription>
      </header>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => handlers.onEdit(deal)} data-testid="deal-detail-edit">
          <Pencil aria-hidden="true" />
          {t('row.edit')}
        </Button>
        <DealMoveMenu deal={deal} onMove={handlers.onMove} />
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => handlers.onDelete(deal)} data-testid="deal-detail-delete">
          <Trash2 aria-hidden="true" />
          {t('row.delete')}
        </Button>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border bg-card p-4" data-testid="deal-detail-facts">
        <Fact label={t('fields.value')}>{formatMoney(deal.valueCents, lang)}</Fact>
        <Fact label={t('fields.probability')}>{formatPercent(deal.probability, lang)}</Fact>
        <Fact label={t('fields.weighted')}>{formatMoney(deal.weightedCents, lang)}</Fact>
        <Fact label={t('fields.stage')}>{label(deal.stage)}</Fact>
        <Fact label={t('fields.startDate')}>{deal.startDate ? formatDay(deal.startDate, lang) : none}</Fact>
        <Fact label={t('fields.closeDate')}>
          <span className={deal.status === 'pending' ? 'font-medium text-amber-800 dark:text-warning' : undefined}>{formatDay(deal.closeDate, lang)}</span>
          {deal.status === 'pending' && <span className="block text-xs text-muted-foreground">{t('detail.closePassed')}</span>}
        </Fact>
        {deal.actualCloseAt && <Fact label={t('fields.actualCloseAt')}>{formatMoment(deal.actualCloseAt, lang)}</Fact>}
        <Fact label={t('fields.assignedRep')}>{deal.assignedRep?.name ?? t('form.repNone')}</Fact>
        <Fact label={t('fields.contact')}>{contact ?? none}</Fact>
        <Fact label={t('fields.company')}>{deal.company ?? deal.contact?.company ?? none}</Fact>
        <Fact label={t('fields.followUpAt')}>{deal.followUpAt ? formatMoment(deal.followUpAt, lang) : none}</Fact>
        <Fact label={t('fields.tags')} wide>
          {deal.tags.length === 0 ? none : <DealTags tags={deal.tags} className="pt-0.5" />}
        </Fact>
        <Fact label={t('fields.notes')} wide>
          {deal.notes ? <span className="whitespace-pre-wrap">{deal.notes}</span> : none}
        </Fact>
        <Fact label={t('fields.createdAt')}>{formatMoment(deal.createdAt, lang)}</Fact>
        <Fact label={t('fields.updatedAt')}>{formatMoment(deal.updatedAt, lang)}</Fact>
      </dl>

      <DealHistory dealId={deal.id} />
    </div>
  );
}
