import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SECURITY_EVENT_KINDS, type TSecurityEvent, type TSecurityEventKind } from '@shared/admin/security-events.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OptionSelect } from '../../../components/ui/option-select';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchFilters } from '../../../components/ui/search-filters';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useSecurityEvents } from './api/ops.api';
import { FilteredEmpty } from './FilteredEmpty';
import { OpsSection } from './OpsSection';
import { countryName, securityEventSentence } from './security-sentence';
import { usePagerLabels } from './use-pager-labels';

const PAGE_SIZE = 25;
const CELL = 'px-3 py-2.5 text-left align-top first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';

function Who({ event }: { event: TSecurityEvent }) {
  const { t } = useTranslation('adminOps');
  if (!event.email) return <span className="text-muted-foreground">{t('security.noAccount')}</span>;
  return (
    <span className="grid min-w-0">
      {event.userName && <span className="truncate font-medium">{event.userName}</span>}
      <span className={cn('truncate', event.userName && 'text-xs text-muted-foreground')}>{event.email}</span>
    </span>
  );
}

function EventRows({ items }: { items: TSecurityEvent[] }) {
  const { t, i18n } = useTranslation('adminOps');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const place = (event: TSecurityEvent) => (event.country ? countryName(event.country, i18n.language) : '—');
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="security-table">
          <caption className="sr-only">{t('security.caption')}</caption>
          <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className={cn(CELL, 'font-medium')}>
                {t('security.columns.when')}
              </th>
              <th scope="col" className={cn(CELL, 'font-medium')}>
                {t('security.columns.what')}
              </th>
              <th scope="col" className={cn(CELL, 'hidden font-medium md:table-cell')}>
                {t('security.columns.who')}
              </th>
              <th scope="col" className={cn(CELL, 'hidden font-medium lg:table-cell')}>
                {t('security.columns.address')}
              </th>
              <th scope="col" className={cn(CELL, 'hidden font-medium lg:table-cell')}>
                {t('security.columns.country')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((event) => (
              <tr key={event.id} data-testid="security-row" data-kind={event.kind}>
                <td className={cn(CELL, 'w-24 text-xs text-muted-foreground md:w-auto md:whitespace-nowrap md:text-sm')}>
                  <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
                </td>
                <td className={CELL}>
                  <span className="block" data-testid="security-sentence">
                    {securityEventSentence(event, t, i18n.language)}
                  </span>
                  {/* Narrow screens: who, address and country under the sentence. */}
                  <span className="mt-1 grid gap-0.5 text-xs text-muted-foreground md:hidden">
                    <Who event={event} />
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground lg:hidden">
                    {[event.ipAddress, event.country ? place(event) : null].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className={cn(CELL, 'hidden max-w-64 md:table-cell')}>
                  <Who event={event} />
                </td>
                <td className={cn(CELL, 'hidden whitespace-nowrap font-mono text-xs lg:table-cell')}>{event.ipAddress ?? '—'}</td>
                <td className={cn(CELL, 'hidden whitespace-nowrap lg:table-cell')}>{place(event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The suspicious-activity log: failed sign-ins, sign-ins from new places, mass deletions; newest first. */
export function SecurityTab() {
  const { t } = useTranslation('adminOps');
  const [kind, setKind] = useState<TSecurityEventKind | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useSecurityEvents({ kind, q, page, pageSize: PAGE_SIZE });
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);
  const pagerLabels = usePagerLabels(page, pageCount);
  const filtered = !!kind || !!q;
  const filter = (change: { kind?: TSecurityEventKind | ''; q?: string }) => {
    if (change.kind !== undefined) setKind(change.kind);
    if (change.q !== undefined) setQ(change.q);
    setPage(1);
  };

  return (
    <OpsSection
      title={t('security.title')}
      description={t('security.description')}
      action={
        <Button asChild variant="outline">
          <Link to="?tab=settings" data-testid="security-thresholds-link">
            <SlidersHorizontal aria-hidden="true" />
            {t('security.thresholdsLink')}
          </Link>
        </Button>
      }
      testId="admin-security"
    >
      <SearchFilters
        search={q}
        onSearch={(value) => filter({ q: value })}
        searchLabel={t('security.search')}
        searchTestId="security-search"
        searchMaxLength={200}
        filtered={filtered}
        onClear={() => filter({ kind: '', q: '' })}
        clearLabel={t('common.clearFilters')}
      >
        <OptionSelect
          options={SECURITY_EVENT_KINDS}
          emptyLabel={t('security.allKinds')}
          labelOf={(value) => t(`security.kinds.${value}`)}
          value={kind}
          onChange={(event) => filter({ kind: event.target.value as TSecurityEventKind | '' })}
          aria-label={t('security.kindFilter')}
          className="sm:w-64"
          data-testid="security-kind"
        />
      </SearchFilters>
      <PagedResults
        query={list}
        errorTexts={{ message: t('security.loadError'), retry: t('common.retry') }}
        skeleton={
          <div className="grid gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        }
        empty={<FilteredEmpty filtered={filtered} icon={ShieldCheck} title={t('security.empty')} text={t('security.emptyText')} onClear={() => filter({ kind: '', q: '' })} testId="security-empty" />}
        pagination={{ page, pageCount, onPageChange: setPage, labels: pagerLabels }}
      >
        {(data) => <EventRows items={data.items} />}
      </PagedResults>
    </OpsSection>
  );
}
