import { LayoutGrid, List, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCES, PROSPECT_STATUSES, type TLeadSource, type TProspectStatus } from '@shared/prospects/prospects.constants';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { TProspectListParams } from '../api/prospects.api';
import { PROSPECT_SORTS } from '../hooks/use-prospect-list-params';
import type { TProspectView } from '../hooks/use-view-mode';

interface TToolbarProps {
  params: TProspectListParams;
  filtered: boolean;
  onFilters: (change: Partial<Pick<TProspectListParams, 'q' | 'status' | 'source' | 'sort'>>) => void;
  view: TProspectView;
  onView: (view: TProspectView) => void;
}

export function ProspectsToolbar({ params, filtered, onFilters, view, onView }: TToolbarProps) {
  const { t } = useTranslation('prospects');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        value={params.q}
        onSearch={(q) => onFilters({ q })}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        data-testid="prospects-search"
        className="lg:max-w-xs lg:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <NativeSelect
          value={params.status}
          onChange={(e) => onFilters({ status: e.target.value as TProspectStatus | '' })}
          aria-label={t('filters.status')}
          data-testid="prospects-status-filter"
          className="sm:w-44"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {PROSPECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common:statuses.prospect.${status}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          value={params.source}
          onChange={(e) => onFilters({ source: e.target.value as TLeadSource | '' })}
          aria-label={t('filters.source')}
          data-testid="prospects-source-filter"
          className="sm:w-44"
        >
          <option value="">{t('filters.allSources')}</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`sources.${source}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          value={params.sort}
          onChange={(e) => onFilters({ sort: e.target.value })}
          aria-label={t('filters.sort')}
          data-testid="prospects-sort"
          className="col-span-2 sm:w-52"
        >
          {PROSPECT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort.replace(':', '_')}`)}
            </option>
          ))}
        </NativeSelect>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => onFilters({ q: '', status: '', source: '' })} className="col-span-2 sm:col-span-1">
            <X /> {t('filters.clear')}
          </Button>
        )}
      </div>
      <div className="flex gap-1 rounded-md border bg-card p-1 lg:ml-auto" role="group" aria-label={t('view.label')}>
        {(['cards', 'list'] as const).map((mode) => {
          const Icon = mode === 'cards' ? LayoutGrid : List;
          return (
            <Button
              key={mode}
              variant="ghost"
              size="sm"
              aria-pressed={view === mode}
              onClick={() => onView(mode)}
              data-testid={`prospects-view-${mode}`}
              className={cn('flex-1', view === mode && 'bg-accent text-accent-foreground')}
            >
              <Icon /> {t(`view.${mode}`)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
