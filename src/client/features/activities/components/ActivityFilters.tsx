import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@shared/activities/activities.constants';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { OptionSelect } from '../../../components/ui/option-select';
import type { TActivityFilters } from '../api/activities.api';

export const NO_ACTIVITY_FILTERS: TActivityFilters = { q: '', type: '', status: '' };

export function hasActivityFilters(filters: TActivityFilters): boolean {
  return filters.q !== '' || filters.type !== '' || filters.status !== '';
}

export function ActivityFilters({ filters, onChange }: { filters: TActivityFilters; onChange: (filters: TActivityFilters) => void }) {
  const { t } = useTranslation('activities');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        className="sm:min-w-64 sm:flex-1"
        data-testid="activity-search"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <OptionSelect
          options={ACTIVITY_TYPES}
          labelOf={(type) => t(`type.${type}`)}
          emptyLabel={t('filters.allTypes')}
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value as TActivityFilters['type'] })}
          aria-label={t('filters.type')}
          className="sm:w-48"
          data-testid="activity-filter-type"
        />
        <OptionSelect
          options={ACTIVITY_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          emptyLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as TActivityFilters['status'] })}
          aria-label={t('filters.status')}
          className="sm:w-44"
          data-testid="activity-filter-status"
        />
      </div>
      {hasActivityFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_ACTIVITY_FILTERS)} className="self-start sm:self-auto">
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
