import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES, COMMISSION_TYPES } from '@shared/commissions/commissions.constants';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/select';
import { COMMISSION_SORTS, type TCommissionFilters } from '../api/commissions.api';

export const DEFAULT_COMMISSION_FILTERS: TCommissionFilters = { status: '', type: '', sort: 'date:desc' };

export function hasCommissionFilters(filters: TCommissionFilters): boolean {
  return filters.status !== '' || filters.type !== '';
}

export function CommissionFilters({ filters, onChange }: { filters: TCommissionFilters; onChange: (filters: TCommissionFilters) => void }) {
  const { t } = useTranslation('commissions');
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <NativeSelect
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as TCommissionFilters['status'] })}
        aria-label={t('filters.status')}
        className="sm:w-44"
        data-testid="commission-filter-status"
      >
        <option value="">{t('filters.allStatuses')}</option>
        {COMMISSION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        value={filters.type}
        onChange={(e) => onChange({ ...filters, type: e.target.value as TCommissionFilters['type'] })}
        aria-label={t('filters.type')}
        className="sm:w-52"
        data-testid="commission-filter-type"
      >
        <option value="">{t('filters.allTypes')}</option>
        {COMMISSION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </NativeSelect>
      {hasCommissionFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange({ ...DEFAULT_COMMISSION_FILTERS, sort: filters.sort })} className="col-span-2 justify-self-start">
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
      <NativeSelect
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as TCommissionFilters['sort'] })}
        aria-label={t('filters.sort')}
        className="col-span-2 sm:ml-auto sm:w-56"
        data-testid="commission-sort"
      >
        {COMMISSION_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort.replace(':', '_')}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
