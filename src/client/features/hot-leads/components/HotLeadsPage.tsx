import { Link } from 'react-router';
import { Flame, RefreshCw, SearchX } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { HOT_LEAD_HOT, HOT_LEAD_WARM } from '@shared/hot-leads/hot-leads.rules';
import { hasFeature } from '@shared/membership/features';
import { isPremiumRequired, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { ListEmpty } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useListUrlParams } from '../../../lib/use-list-url-params';
import { useProfile } from '../../profile/api/profile';
import { useHotLeads, useRefreshHotLeads, type THotLeadListParams } from '../api/hot-leads.api';
import { MIN_SCORE_OPTIONS } from '../lib/hot-lead-display';
import { HotLeadsLocked } from './HotLeadsLocked';
import { HotLeadsTable, HotLeadsTableSkeleton } from './HotLeadsTable';

const PAGE_SIZE = 20;

type TFilters = { q: string; minScore: number };
const readFilters = (params: URLSearchParams): TFilters => {
  const minScore = Number(params.get('minScore'));
  return { q: params.get('q') ?? '', minScore: (MIN_SCORE_OPTIONS as readonly number[]).includes(minScore) ? minScore : 0 };
};

/**
 * `/hot-leads` (premium): the seller's prospects ranked by their hot-lead score, each score
 * explained, with a refresh and the filters kept in the address. Without premium access the page
 * says what the feature does and how to unlock it.
 */
export function HotLeadsPage() {
  const { t, i18n } = useTranslation('hotLeads');
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const premium = profile.data ? hasFeature(profile.data, 'SMART_LEAD_SCORING') : false;
  const { params, setFilters, setPage } = useListUrlParams<TFilters & { page: number }>(readFilters);
  const query: THotLeadListParams = { q: params.q, minScore: params.minScore, page: params.page, pageSize: PAGE_SIZE };
  const list = useHotLeads(query, premium);
  const refresh = useRefreshHotLeads();
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  const filtered = !!params.q || params.minScore > 0;
  const openUpgrade = () => upgrade.open({ feature: t('title') });

  useClampedPage(params.page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const runRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (result) => toast.success(t('toasts.refreshed', { count: result.refreshed })),
      onError: (error) => {
        if (isPremiumRequired(error)) return openUpgrade();
        const message = error instanceof ApiError && error.status !== 0 ? error.message : t('toasts.unreachable');
        toast.error(t('toasts.refreshFailed', { message }));
      },
    });

  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const refreshing = refresh.isPending;
  const header = (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        premium && (
          <Button onClick={runRefresh} disabled={refreshing} data-testid="hot-leads-refresh">
            <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
            {refreshing ? t('refreshing') : t('refresh')}
          </Button>
        )
      }
    />
  );

  if (!premium || isPremiumRequired(list.error)) {
    return (
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="hot-leads-page">
        {header}
        <HotLeadsLocked onUpgrade={openUpgrade} />
      </div>
    );
  }

  const refreshedAt = list.data?.refreshedAt;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4" data-testid="hot-leads-page">
      {header}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="hot-leads-refreshed">
            {list.data && (refreshedAt ? t('lastRefreshed', { when: formatRelativeTime(refreshedAt, Date.now(), i18n.language) }) : t('neverRefreshed'))}
          </p>
          <p className="text-xs">{t('legend', { hot: HOT_LEAD_HOT, warm: HOT_LEAD_WARM })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="hot-leads-min-score" className="text-sm font-medium">
              {t('minScore.label')}
            </label>
            <OptionSelect
              id="hot-leads-min-score"
              options={MIN_SCORE_OPTIONS}
              labelOf={(value) => (value === 0 ? t('minScore.any') : t('minScore.atLeast', { score: value }))}
              value={params.minScore}
              onChange={(event) => setFilters({ minScore: Number(event.target.value) })}
              className="sm:w-44"
              data-testid="hot-leads-min-score"
            />
          </div>
          <SearchInput value={params.q} onSearch={(q) => setFilters({ q })} placeholder={t('search')} aria-label={t('search')} className="sm:w-64" data-testid="hot-leads-search" />
        </div>
      </div>
      <PagedResults
        query={list}
        errorTexts={{ message: t('loadError'), retry: t('retry') }}
        skeleton={<HotLeadsTableSkeleton />}
        empty={
          filtered ? (
            <ListEmpty
              icon={SearchX}
              title={t('empty.noMatches')}
              text={t('empty.noMatchesText')}
              action={
                <Button variant="outline" onClick={() => setFilters({ q: '', minScore: 0 })}>
                  {t('empty.clear')}
                </Button>
              }
              testId="hot-leads-empty"
            />
          ) : (
            <ListEmpty
              icon={Flame}
              title={t('empty.title')}
              text={t('empty.text')}
              action={
                <Button variant="outline" asChild>
                  <Link to="/prospects">{t('empty.toProspects')}</Link>
                </Button>
              }
              testId="hot-leads-empty"
            />
          )
        }
        pagination={{ page: params.page, pageCount, onPageChange: setPage, labels: { status: t('pagination.status', { page: params.page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') } }}
      >
        {(data) => <HotLeadsTable leads={data.items} />}
      </PagedResults>
    </div>
  );
}
