import { useTranslation } from 'react-i18next';
import { isClosedStage } from '@shared/deals/deals.rules';
import type { TDeal } from '@shared/deals/deals.schema';
import { Card } from '../../../components/ui/card';
import { useStageLabel } from '../../../lib/stage-label';
import { formatMoney } from '../lib/money';
import { DealCloseDate, DealMoney, DealStatusBadge, DealTags, DealWho } from './DealBits';
import { DealTitleButton } from './DealCard';
import { DealMenu, type TDealHandlers } from './DealMenu';

/** One deal as a card of the grid (and of the list on a phone): its stage and status, money, dates and tags. */
export function DealGridCard({ deal, handlers }: { deal: TDeal; handlers: TDealHandlers }) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  return (
    <Card className="flex h-full flex-col gap-2 p-3" data-testid="deal-row" data-deal-id={deal.id}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <DealTitleButton deal={deal} onOpen={handlers.onOpen} className="break-words leading-snug" />
          <DealWho deal={deal} />
        </div>
        <DealMenu deal={deal} handlers={handlers} />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {/* A closed deal's status (won, lost) names its stage already. */}
        {!isClosedStage(deal.stage) && (
          <span className="max-w-full truncate rounded-full border px-2 py-0.5 text-xs font-medium" data-testid="deal-stage">
            {label(deal.stage)}
          </span>
        )}
        <DealStatusBadge status={deal.status} />
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <DealMoney deal={deal} />
        <p className="text-xs text-muted-foreground">
          {t('figures.weighted')} <span className="font-medium tabular-nums text-foreground">{formatMoney(deal.weightedCents, i18n.language)}</span>
        </p>
      </div>
      <DealCloseDate deal={deal} />
      <DealTags tags={deal.tags} className="mt-auto pt-1" />
    </Card>
  );
}

export function DealGrid({ deals, handlers }: { deals: TDeal[]; handlers: TDealHandlers }) {
  const { t } = useTranslation('pipeline');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label={t('list.label')} data-testid="deal-grid">
      {deals.map((deal) => (
        <li key={deal.id}>
          <DealGridCard deal={deal} handlers={handlers} />
        </li>
      ))}
    </ul>
  );
}
