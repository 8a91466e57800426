import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox, type TComboOption } from '../../../components/ui/combobox';
import { useProspectOptions } from '../api/activities.api';

interface TProspectComboboxProps {
  id: string;
  'data-testid'?: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  value: TComboOption | null;
  onChange: (prospect: TComboOption | null) => void;
  onBlur: () => void;
}

/** Picks one of the user's prospects by name; searching asks the server, ten at a time. */
export function ProspectCombobox({ id, value, onChange, onBlur, ...aria }: TProspectComboboxProps) {
  const { t } = useTranslation('activities');
  const [query, setQuery] = useState('');
  // Nothing is fetched until the list is first opened.
  const [opened, setOpened] = useState(false);
  const { data, isFetching } = useProspectOptions(query, opened);
  return (
    <Combobox
      id={id}
      value={value}
      onChange={onChange}
      options={data}
      loading={isFetching}
      query={query}
      onQueryChange={setQuery}
      onOpen={() => setOpened(true)}
      onBlur={onBlur}
      invalid={aria['aria-invalid']}
      describedBy={aria['aria-describedby']}
      labels={{ placeholder: t('form.prospectPlaceholder'), search: t('form.prospectSearch'), empty: t('form.prospectNone'), clear: t('form.prospectClear') }}
      testId={aria['data-testid']}
    />
  );
}
