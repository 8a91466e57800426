import { useTranslation } from 'react-i18next';
import type { TDeal } from '@shared/deals/deals.schema';
import { SortHeader } from '../../../components/ui/sort-header';
import { cn } from '../../../lib/cn';
import { useStageLabel } from '../../../lib/stage-label';
import { formatMoney, formatPercent } from '../lib/money';
import { DealCloseDate, DealStatusBadge } from './DealBits';
import { DealTitleButton } from './DealCard';
import { DealMenu, type TDealHandlers } from './DealMenu';

const CELL = 'px-2.5 py-2.5 text-left align-middle';
const NUMBER = 'whitespace-nowrap px-2.5 py-2.5 text-right align-middle tabular-nums';
const none = <span className="text-muted-foreground">—</span>;

interface TDealTableProps {
  deals: TDeal[];
  sort: string;
  onSort: (sort: string) => void;
  handlers: TDealHandlers;
}

/** The list view from the medium breakpoint up: one row a deal, sortable by the columns the API sorts by. */
export function DealTable({ deals, sort, onSort, handlers }: TDealTableProps) {
  const { t, i18n } = useTranslation('pipeline');
  const label = useStageLabel();
  const lang = i18n.language;
  const plain = (text: string, className?: string) => (
    <th scope="col" className={cn(CELL, 'font-medium', className)}>
      {text}
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm" data-testid="deal-table">
        <caption className="sr-only">{t('list.label')}</caption>
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            <SortHeader field="title" label={t('fields.title')} sort={sort} onSort={onSort} className="px-2.5" data-testid="deal-sort-title" />
            {plain(t('fields.contact'), 'hidden xl:table-cell')}
            {plain(t('fields.company'), 'hidden lg:table-cell')}
            <SortHeader field="stage" label={t('fields.stage')} sort={sort} onSort={onSort} className="px-2.5" data-testid="deal-sort-stage" />
            {plain(t('fields.status'))}
            <SortHeader field="value" label={t('fields.value')} sort={sort} onSort={onSort} className="px-2.5 text-right" data-testid="deal-sort-value" />
            <SortHeader field="probability" label={t('fields.probabilityShort')} sort={sort} onSort={onSort} className="px-2.5 text-right" data-testid="deal-sort-probability" />
            {plain(t('fields.weighted'), 'text-right')}
            <SortHeader field="closeDate" label={t('fields.closeDate')} sort={sort} onSort={onSort} className="px-2.5" data-testid="deal-sort-closeDate" />
            <th scope="col" className={cn(CELL, 'w-12')}>
              <span className="sr-only">{t('fields.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id} className="border-b last:border-0 hover:bg-muted/40" data-testid="deal-row" data-deal-id={deal.id}>
              <td className={cn(CELL, 'max-w-56 2xl:max-w-80')}>
                <DealTitleButton deal={deal} onOpen={handlers.onOpen} className="truncate" />
              </td>
              <td className={cn(CELL, 'hidden max-w-36 truncate xl:table-cell')}>{deal.contact ? `${deal.contact.firstName} ${deal.contact.lastName}` : none}</td>
              <td className={cn(CELL, 'hidden max-w-36 truncate lg:table-cell')}>{deal.company ?? deal.contact?.company ?? none}</td>
              <td className={cn(CELL, 'max-w-36 truncate')}>{label(deal.stage)}</td>
              <td className={CELL}>
                <DealStatusBadge status={deal.status} />
              </td>
              <td className={cn(NUMBER, 'font-medium')}>{formatMoney(deal.valueCents, lang)}</td>
              <td className={NUMBER}>{formatPercent(deal.probability, lang)}</td>
              <td className={NUMBER}>{formatMoney(deal.weightedCents, lang)}</td>
              <td className={CELL}>
                <DealCloseDate deal={deal} compact />
              </td>
              <td className={cn(CELL, 'text-right')}>
                <DealMenu deal={deal} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
