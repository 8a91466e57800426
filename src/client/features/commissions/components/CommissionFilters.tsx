import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES, COMMISSION_TYPES } from '@shared/commissions/commissions.constants';
import { Button } from '../../../components/ui/button';
import { OptionSelect } from '../../../components/ui/option-select';
import { COMMISSION_SORTS, type TCommissionFilters } from '../api/commissions.api';

export const DEFAULT_COMMISSION_FILTERS: TCommissionFilters = { status: '', type: '', sort: 'date:desc' };

export function hasCommissionFilters(filters: TCommissionFilters): boolean {
  return filters.status !== '' || filters.type !== '';
}

export function CommissionFilters({ filters, onChange }: { filters: TCommissionFilters; onChange: (filters: TCommissionFilters) => void }) {
  const { t } = useTranslation('commissions');
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <OptionSelect
        options={COMMISSION_STATUSES}
        labelOf={(status) => t(`status.${status}`)}
        emptyLabel={t('filters.allStatuses')}
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as TCommissionFilters['status'] })}
        aria-label={t('filters.status')}
        className="sm:w-44"
        data-testid="commission-filter-status"
      />
      <OptionSelect
        options={COMMISSION_TYPES}
        labelOf={(type) => t(`type.${type}`)}
        emptyLabel={t('filters.allTypes')}
        value={filters.type}
        onChange={(e) => onChange({ ...filters, type: e.target.value as TCommissionFilters['type'] })}
        aria-label={t('filters.type')}
        className="sm:w-52"
        data-testid="commission-filter-type"
      />
      {hasCommissionFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange({ ...DEFAULT_COMMISSION_FILTERS, sort: filters.sort })} className="col-span-2 justify-self-start">
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
      <OptionSelect
        options={COMMISSION_SORTS}
        labelOf={(sort) => t(`sort.${sort.replace(':', '_')}`)}
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as TCommissionFilters['sort'] })}
        aria-label={t('filters.sort')}
        className="col-span-2 sm:ml-auto sm:w-56"
        data-testid="commission-sort"
      />
    </div>
  );
}
