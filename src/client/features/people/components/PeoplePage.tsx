import { SearchX, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PERSON_TYPES, type TPersonType } from '@shared/people/people.schema';
import { Button } from '../../../components/ui/button';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePeople } from '../api/people.api';
import { PEOPLE_PAGE_SIZES, usePeopleParams } from '../hooks/use-people-params';
import { PeopleList } from './PeopleList';

export function PeoplePage() {
  const { t, i18n } = useTranslation('people');
  const { params, setFilters, setPage, filtered } = usePeopleParams();
  const query = usePeople(params);
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="people-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
        subtitleTestId="people-total"
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={params.q}
          onSearch={(q) => setFilters({ q })}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          data-testid="people-search"
          maxLength={100}
          className="sm:max-w-xs sm:flex-1"
        />
        <NativeSelect
          value={params.type}
          onChange={(e) => setFilters({ type: e.target.value as TPersonType | '' })}
          aria-label={t('filters.type')}
          data-testid="people-type"
          className="sm:w-48"
        >
          <option value="">{t('filters.allTypes')}</option>
          {PERSON_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`filters.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters({ q: '', type: '' })}>
            <X /> {t('filters.clear')}
          </Button>
        )}
        <label className="flex items-center gap-2 text-sm text-muted-foreground sm:ml-auto">
          <span className="whitespace-nowrap">{t('filters.pageSize')}</span>
          <NativeSelect
            value={params.pageSize}
            onChange={(e) => setFilters({ pageSize: Number(e.target.value) })}
            data-testid="people-page-size"
            className="w-20"
          >
            {PEOPLE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>

      <section aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError ? (
          <ListError message={t('loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <div className="grid gap-2 rounded-lg border bg-card p-3" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <ListEmpty
            icon={filtered ? SearchX : Users}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            text={filtered ? t('empty.filteredText') : t('empty.text')}
            testId="people-empty"
          />
        ) : (
          <PeopleList people={data.items} offset={(data.page - 1) * data.pageSize} total={data.total} label={t('title')} />
        )}
      </section>

      {data && (
        <Pagination
          page={params.page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={{ status: t('pagination.status', { page: params.page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
        />
      )}
    </div>
  );
}
