import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Combobox, type TComboOption } from './combobox';

interface TQueryComboboxProps {
  id: string;
  'data-testid'?: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  value: TComboOption | null;
  onChange: (option: TComboOption | null) => void;
  onBlur: () => void;
  /** The server search behind the list, enabled once the list has been opened. */
  useOptions: (q: string, enabled: boolean) => UseQueryResult<TComboOption[]>;
  labels: { placeholder: string; search: string; empty: string; clear?: string };
}

/** A form-field combobox whose options come from a server search (a TanStack Query hook). */
export function QueryCombobox({ id, value, onChange, onBlur, useOptions, labels, ...aria }: TQueryComboboxProps) {
  const [query, setQuery] = useState('');
  // Nothing is fetched until the list is first opened.
  const [opened, setOpened] = useState(false);
  const { data, isFetching } = useOptions(query, opened);
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
      labels={labels}
      testId={aria['data-testid']}
    />
  );
}
