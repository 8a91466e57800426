import { useTranslation } from 'react-i18next';
import { PRIORITIES, TASK_STATUSES } from '@shared/tasks/tasks.constants';
import { OptionSelect } from '../../../components/ui/option-select';
import { SearchFilters } from '../../../components/ui/search-filters';
import { SearchInput } from '../../../components/ui/search-input';
import { usePersonName, type TPersonOption } from '../api/people.api';
import type { TTaskFilters } from '../api/tasks.api';
import { LINK_PARAMS, NO_TASK_FILTERS, hasTaskFilters, linkFilterOf } from '../lib/use-task-params';
import { LinkPicker, useLinkLabel } from './PeoplePickers';

interface TTaskFiltersProps {
  filters: TTaskFilters;
  onChange: (change: Partial<TTaskFilters>) => void;
}

/** Search, status, priority, tag and linked person: the same filters for the three views. */
export function TaskFilters({ filters, onChange }: TTaskFiltersProps) {
  const { t } = useTranslation('tasks');
  const link = linkFilterOf(filters);
  const linkLabel = useLinkLabel();
  const name = usePersonName(link?.type ?? null, link?.id ?? '');
  const person: TPersonOption | null = link ? { ...link, personName: name.data ?? '', name: linkLabel(link.type, name.data ?? t('filters.personLoading')) } : null;

  const choosePerson = (option: TPersonOption | null) =>
    onChange({ prospectId: '', contactId: '', teamMemberId: '', ...(option && { [LINK_PARAMS[option.type]]: option.id }) });

  return (
    <SearchFilters
      search={filters.q}
      onSearch={(q) => onChange({ q })}
      searchLabel={t('filters.search')}
      searchTestId="task-search"
      searchMaxLength={200}
      filtered={hasTaskFilters(filters)}
      onClear={() => onChange(NO_TASK_FILTERS)}
      clearLabel={t('filters.clear')}
    >
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <OptionSelect
          options={TASK_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          emptyLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as TTaskFilters['status'] })}
          aria-label={t('filters.status')}
          className="sm:w-40"
          data-testid="task-filter-status"
        />
        <OptionSelect
          options={PRIORITIES}
          labelOf={(priority) => t(`priority.${priority}`)}
          emptyLabel={t('filters.allPriorities')}
          value={filters.priority}
          onChange={(e) => onChange({ priority: e.target.value as TTaskFilters['priority'] })}
          aria-label={t('filters.priority')}
          className="sm:w-40"
          data-testid="task-filter-priority"
        />
        <SearchInput
          value={filters.tag}
          onSearch={(tag) => onChange({ tag })}
          placeholder={t('filters.tag')}
          aria-label={t('filters.tag')}
          maxLength={40}
          className="sm:w-36"
          data-testid="task-filter-tag"
        />
        <div className="sm:w-56">
          <label htmlFor="task-filter-person" className="sr-only">
            {t('filters.person')}
          </label>
          <LinkPicker
            id="task-filter-person"
            data-testid="task-filter-person"
            aria-invalid={false}
            aria-describedby={undefined}
            onBlur={() => undefined}
            value={person}
            onChange={choosePerson}
            placeholder={t('filters.anyPerson')}
          />
        </div>
      </div>
    </SearchFilters>
  );
}
