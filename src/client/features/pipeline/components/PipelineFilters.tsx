import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEAL_STATUSES } from '@shared/deals/deals.constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { SearchFilters } from '../../../components/ui/search-filters';
import { SearchInput } from '../../../components/ui/search-input';
import { useStageLabel } from '../../../lib/stage-label';
import { usePipelineStages } from '../lib/stages';
import { dateFilterCount, hasDealFilters, NO_DEAL_FILTERS, type TDealFilterParams } from '../lib/use-pipeline-params';

interface TPipelineFiltersProps {
  filters: TDealFilterParams;
  onChange: (change: Partial<TDealFilterParams>) => void;
}

const DATE_FIELDS = [
  ['createdFrom', 'createdTo', 'created'],
  ['closeFrom', 'closeTo', 'close'],
] as const;

/** The created and close-date ranges, in a popover so the row stays one line on a laptop. */
function DateRanges({ filters, onChange }: TPipelineFiltersProps) {
  const { t } = useTranslation('pipeline');
  const count = dateFilterCount(filters);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" className="justify-start sm:w-auto" data-testid="deal-filter-dates">
          <CalendarDays aria-hidden="true" />
          {t('filters.dates')}
          {count > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{t('filters.datesSet', { count })}</span>
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-[min(22rem,calc(100vw-2rem))] gap-4">
        {DATE_FIELDS.map(([from, to, name]) => (
          <fieldset key={name} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t(`filters.${name}Range`)}</legend>
            <div className="grid grid-cols-2 gap-2">
              {([from, to] as const).map((field) => (
                <div key={field} className="grid gap-1">
                  <Label htmlFor={`deal-filter-${field}`} className="text-xs text-muted-foreground">
                    {t(field.endsWith('From') ? 'filters.from' : 'filters.to')}
                  </Label>
                  <Input
                    id={`deal-filter-${field}`}
                    type="date"
                    value={filters[field]}
                    onChange={(e) => onChange({ [field]: e.target.value })}
                    max={field.endsWith('From') && filters[to] ? filters[to] : undefined}
                    min={field.endsWith('To') && filters[from] ? filters[from] : undefined}
                    data-testid={`deal-filter-${field}`}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        ))}
        {count > 0 && (
          <Button variant="ghost" size="sm" className="justify-self-end" onClick={() => onChange({ createdFrom: '', createdTo: '', closeFrom: '', closeTo: '' })}>
            {t('filters.clearDates')}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}

/** Search, stage, status, tags and date ranges: the same filters for the four views. */
export function PipelineFilters({ filters, onChange }: TPipelineFiltersProps) {
  const { t } = useTranslation('pipeline');
  const label = useStageLabel();
  const stages = usePipelineStages();
  // A stage in the address that the pipeline no longer has still shows as chosen.
  const options = filters.stage && !stages.includes(filters.stage) ? [...stages, filters.stage] : stages;
  return (
    <SearchFilters
      search={filters.q}
      onSearch={(q) => onChange({ q })}
      searchLabel={t('filters.search')}
      searchTestId="deal-search"
      searchMaxLength={200}
      filtered={hasDealFilters(filters)}
      onClear={() => onChange(NO_DEAL_FILTERS)}
      clearLabel={t('filters.clear')}
    >
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <OptionSelect
          options={options}
          labelOf={label}
          emptyLabel={t('filters.allStages')}
          value={filters.stage}
          onChange={(e) => onChange({ stage: e.target.value })}
          aria-label={t('filters.stage')}
          className="sm:w-44"
          data-testid="deal-filter-stage"
        />
        <OptionSelect
          options={DEAL_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          emptyLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as TDealFilterParams['status'] })}
          aria-label={t('filters.status')}
          className="sm:w-40"
          data-testid="deal-filter-status"
        />
        <SearchInput
          value={filters.tags}
          onSearch={(tags) => onChange({ tags })}
          placeholder={t('filters.tags')}
          aria-label={t('filters.tagsLabel')}
          maxLength={400}
          className="sm:w-40"
          data-testid="deal-filter-tags"
        />
        <DateRanges filters={filters} onChange={onChange} />
      </div>
    </SearchFilters>
  );
}
