import { useId, useState, type KeyboardEvent } from 'react';
import { Popover as P } from 'radix-ui';
import { ChevronsUpDown, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMemberOptions, type TMemberOption } from '../api/team.api';
import { useDebouncedValue } from '../lib/hooks';

interface TMemberComboboxProps {
  id: string;
  value: TMemberOption | null;
  onChange: (value: TMemberOption | null) => void;
  /** A member that may not be picked (a member cannot sponsor themself). */
  excludeId?: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  testId?: string;
}

/** Searchable picker over the seller's team members (`GET /api/team-members/options?q=`). */
export function MemberCombobox({ id, value, onChange, excludeId, placeholder, invalid, describedBy, onBlur, testId }: TMemberComboboxProps) {
  const { t } = useTranslation('team');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text ?? '', SETTINGS_DEFAULTS.searchDebounceMs);
  const options = useMemberOptions(query.trim(), open);
  const items = (options.data ?? []).filter((option) => option.id !== excludeId);

  const pick = (option: TMemberOption) => {
    onChange(option);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length === 0 ? 0 : (i + step + items.length) % items.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (items[active]) pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const activeId = open && items[active] ? `${listId}-${items[active].id}` : undefined;

  return (
    <P.Root open={open} onOpenChange={setOpen}>
      <P.Anchor asChild>
        <div className="relative">
          <Input
            id={id}
            data-testid={testId}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder={placeholder ?? t('combobox.placeholder')}
            value={text ?? value?.name ?? ''}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setText(null);
              onBlur?.();
            }}
            className="pr-16"
          />
          <div className="absolute inset-y-0 right-2 flex items-center gap-1 text-muted-foreground">
            {value && (
              <button
                type="button"
                className="grid size-6 place-items-center rounded hover:bg-accent hover:text-foreground"
                aria-label={t('combobox.clear')}
                onClick={() => onChange(null)}
              >
                <X className="size-3.5" />
              </button>
            )}
            <ChevronsUpDown className="size-4" aria-hidden="true" />
          </div>
        </div>
      </P.Anchor>
      <P.Portal>
        <P.Content
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && document.getElementById(id)?.parentElement?.contains(event.target)) event.preventDefault();
          }}
          className="z-50 max-h-64 w-[var(--radix-popper-anchor-width)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <ul id={listId} role="listbox" aria-label={placeholder ?? t('combobox.placeholder')}>
            {items.map((option, i) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={value?.id === option.id}
                className={cn('cursor-pointer truncate rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-accent text-accent-foreground')}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(option)}
              >
                {option.name}
              </li>
            ))}
          </ul>
          {options.isFetching && items.length === 0 ? (
            <div className="flex justify-center py-2">
              <Spinner className="size-4" label={t('combobox.loading')} />
            </div>
          ) : (
            items.length === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">{options.isError ? t('combobox.error') : t('combobox.empty')}</p>
          )}
        </P.Content>
      </P.Portal>
    </P.Root>
  );
}
