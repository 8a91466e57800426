import { useTranslation } from 'react-i18next';
import type { TPerson } from '@shared/people/people.schema';
import type { TTaskLinkType } from '@shared/tasks/tasks.constants';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { usePeopleOptions, type TPersonOption } from '../api/people.api';

type TComboControl = Pick<Parameters<typeof QueryCombobox>[0], 'id' | 'data-testid' | 'aria-invalid' | 'aria-describedby' | 'onBlur'>;

/** "Maria Diaz · Prospect": a name with the kind of person, where every kind is offered. */
export function useLinkLabel() {
  const { t } = useTranslation('tasks');
  return (type: TTaskLinkType, name: string) => t('link.option', { name, type: t(`link.type.${type}`) });
}

function useLinkOptions(q: string, enabled: boolean) {
  const label = useLinkLabel();
  return usePeopleOptions(q, enabled, null, (person: TPerson) => label(person.type, person.name));
}

function useAssigneeOptions(q: string, enabled: boolean) {
  return usePeopleOptions(q, enabled, 'teamMember', (person: TPerson) => person.name);
}

/** The one prospect, contact or team member a task is about, searched among all of them. */
export function LinkPicker({ value, onChange, placeholder, ...control }: TComboControl & { value: TPersonOption | null; onChange: (person: TPersonOption | null) => void; placeholder?: string }) {
  const { t } = useTranslation('tasks');
  return (
    <QueryCombobox
      {...control}
      value={value}
      onChange={(option) => onChange(option as TPersonOption | null)}
      useOptions={useLinkOptions}
      labels={{ placeholder: placeholder ?? t('link.placeholder'), search: t('link.search'), empty: t('link.none'), clear: t('link.clear') }}
    />
  );
}

/** Who does the task: a team member, or the owner when none is chosen. */
export function AssigneePicker({ value, onChange, ...control }: TComboControl & { value: TPersonOption | { id: string; name: string } | null; onChange: (person: { id: string; name: string } | null) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <QueryCombobox
      {...control}
      value={value}
      onChange={onChange}
      useOptions={useAssigneeOptions}
      labels={{ placeholder: t('assignee.me'), search: t('assignee.search'), empty: t('assignee.none'), clear: t('assignee.clear') }}
    />
  );
}
