import { SearchX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PERSON_TYPES, type TPersonType } from '@shared/people/people.schema';
import { ListEmpty } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf } from '../../../components/ui/pagination';
import { SearchFilters } from '../../../components/ui/search-filters';
import { Skeleton } from '../../../components/ui/skeleton';
import { peopleListTexts } from '../../../lib/record-texts';
import { SavedViewsMenu } from '../../saved-views/components/SavedViewsMenu';
import { usePeople } from '../api/people.api';
import { PEOPLE_PAGE_SIZES, usePeopleParams } from '../hooks/use-people-params';
import { PeopleList } from './PeopleList';

export function PeoplePage() {
  const { t, i18n } = useTranslation('people');
  const { params, setFilters, setPage, filtered } = usePeopleParams();
  const query = usePeople(params);
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;
  const texts = peopleListTexts(t, params.page, pageCount);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="people-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
        subtitleTestId="people-total"
        actions={<SavedViewsMenu scope="people" />}
      />

      <SearchFilters
        search={params.q}
        onSearch={(q) => setFilters({ q })}
        searchLabel={t('filters.search')}
        searchTestId="people-search"
        searchMaxLength={100}
        filtered={filtered}
        onClear={() => setFilters({ q: '', type: '' })}
        clearLabel={t('filters.clear')}
        trailing={
          <label className="flex items-center gap-2 text-sm text-muted-foreground sm:ml-auto">
            <span className="whitespace-nowrap">{t('filters.pageSize')}</span>
            <OptionSelect
              options={PEOPLE_PAGE_SIZES}
              labelOf={String}
              value={params.pageSize}
              onChange={(e) => setFilters({ pageSize: Number(e.target.value) })}
              data-testid="people-page-size"
              className="w-20"
            />
          </label>
        }
      >
        <OptionSelect
          options={PERSON_TYPES}
          labelOf={(type) => t(`filters.types.${type}`)}
          emptyLabel={t('filters.allTypes')}
          value={params.type}
          onChange={(e) => setFilters({ type: e.target.value as TPersonType | '' })}
          aria-label={t('filters.type')}
          data-testid="people-type"
          className="sm:w-48"
        />
      </SearchFilters>

      <PagedResults
        query={query}
        errorTexts={texts.error}
        skeleton={
          <div className="grid gap-2 rounded-lg border bg-card p-3" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        }
        empty={
          <ListEmpty
            icon={filtered ? SearchX : Users}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            text={filtered ? t('empty.filteredText') : t('empty.text')}
            testId="people-empty"
          />
        }
        pagination={{ page: params.page, pageCount, onPageChange: setPage, labels: texts.pagination }}
      >
        {(page) => <PeopleList people={page.items} offset={(page.page - 1) * page.pageSize} total={page.total} label={t('title')} />}
      </PagedResults>
    </div>
  );
}
