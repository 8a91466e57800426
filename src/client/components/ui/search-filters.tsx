import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from './button';
import { SearchInput } from './search-input';

interface TSearchFiltersProps {
  /** The applied search. */
  search: string;
  onSearch: (search: string) => void;
  /** The search box's placeholder and accessible name. */
  searchLabel: string;
  searchTestId: string;
  searchMaxLength?: number;
  /** Whether a search or a filter applies, which shows the clear button. */
  filtered: boolean;
  onClear: () => void;
  clearLabel: string;
  /** The filters, after the search box. */
  children: ReactNode;
  /** What comes after the clear button, such as a page size. */
  trailing?: ReactNode;
}

/** A list's search box and filters in one row (stacked on phones), with a button that clears them. */
export function SearchFilters({ search, onSearch, searchLabel, searchTestId, searchMaxLength, filtered, onClear, clearLabel, children, trailing }: TSearchFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        value={search}
        onSearch={onSearch}
        placeholder={searchLabel}
        aria-label={searchLabel}
        data-testid={searchTestId}
        maxLength={searchMaxLength}
        className="sm:max-w-xs sm:flex-1"
      />
      {children}
      {filtered && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X /> {clearLabel}
        </Button>
      )}
      {trailing}
    </div>
  );
}
