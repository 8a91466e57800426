import { useId, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { SearchInput } from './search-input';
import { Spinner } from './spinner';

export interface TComboOption {
  id: string;
  name: string;
}

interface TComboboxProps {
  id?: string;
  value: TComboOption | null;
  onChange: (option: TComboOption | null) => void;
  /** The matches of the current search; the caller fetches them (debounced by this box). */
  options: TComboOption[] | undefined;
  loading?: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  /** Translated texts. `clear` is the name of the clear button; without it the choice cannot be emptied. */
  labels: { placeholder: string; search: string; empty: string; clear?: string };
  invalid?: boolean;
  describedBy?: string;
  /** Called when the list opens: callers fetch options only from then on. */
  onOpen?: () => void;
  /** Called when the list closes, which is when the field counts as visited. */
  onBlur?: () => void;
  testId?: string;
}

/** A button that opens a searchable list of server-side matches; keyboard: arrows, Enter, Escape. */
export function Combobox({ id, value, onChange, options, loading, query, onQueryChange, labels, invalid, describedBy, onOpen, onBlur, testId }: TComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const items = options ?? [];

  const choose = (option: TComboOption) => {
    onChange(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = items[Math.min(active, items.length - 1)];
      if (option) choose(option);
    }
  };

  return (
    // Modal, so the list scrolls and keeps focus even inside a dialog (which blocks outside scrolling).
    <Popover
      modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setActive(0);
        if (next) onOpen?.();
        else onBlur?.();
      }}
    >
      <div className="relative">
        <PopoverTrigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            className={cn(
              'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive',
              value && labels.clear && 'pr-16',
            )}
          >
            <span className={cn('truncate', !value && 'text-muted-foreground')}>{value?.name ?? labels.placeholder}</span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </PopoverTrigger>
        {value && labels.clear && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={labels.clear}
            className="absolute right-9 top-1/2 grid size-6 -translate-y-1/2 place-items-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-2">
        <SearchInput
          value={query}
          onSearch={(q) => {
            setActive(0);
            onQueryChange(q);
          }}
          aria-label={labels.search}
          placeholder={labels.search}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? `${listId}-${items[active].id}` : undefined}
          onKeyDown={onKeyDown}
          className="mb-2"
        />
        <ul id={listId} role="listbox" aria-label={labels.placeholder} className="max-h-60 overflow-y-auto">
          {loading && items.length === 0 ? (
            <li className="flex justify-center py-4">
              <Spinner className="size-5" />
            </li>
          ) : items.length === 0 ? (
            <li className="px-2 py-3 text-center text-sm text-muted-foreground">{labels.empty}</li>
          ) : (
            items.map((option, index) => {
              const selected = option.id === value?.id;
              return (
                <li
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={selected}
                  onMouseEnter={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={cn('flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm', index === active && 'bg-accent text-accent-foreground')}
                >
                  <Check className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="truncate">{option.name}</span>
                </li>
              );
            })
          )}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
