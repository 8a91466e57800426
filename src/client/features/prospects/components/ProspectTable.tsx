import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Skeleton } from '../../../components/ui/skeleton';
import { SortHeader } from '../../../components/ui/sort-header';
import { cn } from '../../../lib/cn';
import { formatDate } from '../lib/format';
import { LeadScoreBar } from './LeadScoreBar';
import { ProspectActions, type TProspectActionHandlers } from './ProspectActions';
import { ProspectStatusBadge } from './ProspectStatusBadge';

interface TProspectTableProps extends TProspectActionHandlers {
  prospects: TProspect[];
  sort: string;
  onSort: (sort: string) => void;
}

const CELL = 'px-3 py-2.5 text-left align-middle';

export function ProspectTable({ prospects, sort, onSort, ...handlers }: TProspectTableProps) {
  const { t, i18n } = useTranslation('prospects');
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm">
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            <SortHeader field="lastName" label={t('columns.name')} sort={sort} onSort={onSort} />
            <th scope="col" className={cn(CELL, 'hidden font-medium sm:table-cell')}>
              {t('columns.status')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium md:table-cell')}>
              {t('columns.source')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium xl:table-cell')}>
              {t('columns.company')}
            </th>
            <SortHeader field="leadScore" label={t('columns.leadScore')} sort={sort} onSort={onSort} className="hidden md:table-cell" />
            <SortHeader field="lastContacted" label={t('columns.lastContacted')} sort={sort} onSort={onSort} className="hidden xl:table-cell" />
            <th scope="col" className={cn(CELL, 'w-12')}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prospects.map((prospect) => (
            <tr key={prospect.id} className="border-b last:border-0 hover:bg-muted/40" data-testid="prospect-row">
              <td className={cn(CELL, 'max-w-56 sm:max-w-64')}>
                <Link to={`/prospects/${prospect.id}`} className="block truncate font-medium hover:underline focus-visible:underline">
                  {prospect.name}
                </Link>
                <span className="block truncate text-xs text-muted-foreground">{prospect.email}</span>
                {/* On a phone the status sits under the name, so the row fits without scrolling. */}
                <ProspectStatusBadge status={prospect.status} className="mt-1 sm:hidden" />
              </td>
              <td className={cn(CELL, 'hidden sm:table-cell')}>
                <ProspectStatusBadge status={prospect.status} />
              </td>
              <td className={cn(CELL, 'hidden text-muted-foreground md:table-cell')}>{prospect.source ? t(`sources.${prospect.source}`) : '—'}</td>
              <td className={cn(CELL, 'hidden max-w-44 truncate text-muted-foreground xl:table-cell')}>{prospect.companyName ?? '—'}</td>
              <td className={cn(CELL, 'hidden w-36 md:table-cell')}>
                <LeadScoreBar score={prospect.leadScore} />
              </td>
              <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground xl:table-cell')}>
                {prospect.lastContacted ? formatDate(prospect.lastContacted, i18n.language) : t('detail.never')}
              </td>
              <td className={cn(CELL, 'text-right')}>
                <ProspectActions prospect={prospect} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProspectTableSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
