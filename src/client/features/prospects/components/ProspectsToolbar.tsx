import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCES, PROSPECT_STATUSES, type TLeadSource, type TProspectStatus } from '@shared/prospects/prospects.constants';
import { Button } from '../../../components/ui/button';
import { OptionSelect } from '../../../components/ui/option-select';
import { SearchInput } from '../../../components/ui/search-input';
import type { TProspectListParams } from '../api/prospects.api';
import { PROSPECT_SORTS } from '../hooks/use-prospect-list-params';

interface TToolbarProps {
  params: TProspectListParams;
  filtered: boolean;
  onFilters: (change: Partial<Pick<TProspectListParams, 'q' | 'status' | 'source' | 'sort'>>) => void;
}

export function ProspectsToolbar({ params, filtered, onFilters }: TToolbarProps) {
  const { t } = useTranslation('prospects');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchInput
        value={params.q}
        onSearch={(q) => onFilters({ q })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        data-testid="prospects-search"
        className="w-full sm:w-auto sm:min-w-64 sm:flex-1"
      />
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-center">
        <OptionSelect
          options={PROSPECT_STATUSES}
          labelOf={(status) => t(`common:statuses.prospect.${status}`)}
          emptyLabel={t('filters.allStatuses')}
          value={params.status}
          onChange={(e) => onFilters({ status: e.target.value as TProspectStatus | '' })}
          aria-label={t('filters.status')}
          data-testid="prospects-status-filter"
          className="sm:w-44"
        />
        <OptionSelect
          options={LEAD_SOURCES}
          labelOf={(source) => t(`sources.${source}`)}
          emptyLabel={t('filters.allSources')}
          value={params.source}
          onChange={(e) => onFilters({ source: e.target.value as TLeadSource | '' })}
          aria-label={t('filters.source')}
          data-testid="prospects-source-filter"
          className="sm:w-44"
        />
        <OptionSelect
          options={PROSPECT_SORTS}
          labelOf={(sort) => t(`sort.${sort.replace(':', '_')}`)}
          value={params.sort}
          onChange={(e) => onFilters({ sort: e.target.value })}
          aria-label={t('filters.sort')}
          data-testid="prospects-sort"
          className="col-span-2 sm:w-52"
        />
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => onFilters({ q: '', status: '', source: '' })} className="col-span-2 sm:col-span-1">
            <X /> {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
