import type { SelectHTMLAttributes } from 'react';
import { NativeSelect } from './select';

interface TOptionSelectProps<T extends string | number> extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The values offered, in order. */
  options: readonly T[];
  /** The translated text of each value. */
  labelOf: (value: T) => string;
  /** The text of a first, empty option ("All statuses", "None"); without it a value is required. */
  emptyLabel?: string;
}

/** A native select over a fixed list of values, such as a schema's statuses or a page size. */
export function OptionSelect<T extends string | number>({ options, labelOf, emptyLabel, ...props }: TOptionSelectProps<T>) {
  return (
    <NativeSelect {...props}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </NativeSelect>
  );
}
