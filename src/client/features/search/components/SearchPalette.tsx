import { Command } from 'cmdk';
import { Dialog } from 'radix-ui';
import { Loader2, Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { SEARCH_CATEGORIES } from '@shared/search/search.schema';
import { SEARCH_QUERY_MAX, useSearch } from '../api/search.api';
import { searchError, type TSearchError } from '../lib/search-error';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CATEGORY_ICONS } from './category-icons';
import { SearchResultText } from './SearchResultText';
import { SearchErrorText } from './SearchStatus';

interface Props {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (url: string) => void;
  onAdvanced: () => void;
}

/** The Ctrl/Cmd+K quick search: every category, searched 300 ms after typing stops. */
export function SearchPalette({ open, onClose, query, onQueryChange, onSelect, onAdvanced }: Props) {
  const { t } = useTranslation('search');
  const returnFocus = useReturnFocus();
  const debounced = useDebouncedValue(query, SETTINGS_DEFAULTS.searchDebounceMs);
  // A blank box clears the results at once, without waiting for the pause.
  const search = useSearch(query.trim() ? debounced : '', SEARCH_CATEGORIES);
  const results = search.text ? search.data : undefined;
  const groups = SEARCH_CATEGORIES.map((category) => ({ category, items: results?.[category] ?? [] })).filter((group) => group.items.length > 0);
  const error: TSearchError | null = !search.signedIn ? { key: 'errors.notSignedIn' } : search.error && search.text ? searchError(search.error, 'quick') : null;
  const busy = search.isFetching || (query.trim() !== '' && query !== debounced);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <Dialog.Content
          className="fixed left-1/2 top-[12dvh] z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-2xl"
          data-testid="search-palette"
          aria-describedby={undefined}
          {...returnFocus}
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <Command shouldFilter={false} loop label={t('title')}>
            <div className="flex items-center gap-2 border-b px-3">
              <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Command.Input
                value={query}
                onValueChange={onQueryChange}
                maxLength={SEARCH_QUERY_MAX}
                placeholder={t('placeholder')}
                className="my-1.5 h-9 w-full min-w-0 rounded-md bg-transparent px-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="search-input"
              />
              {busy && <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" aria-label={t('searching')} />}
            </div>
            <Command.List className="max-h-[min(60dvh,420px)] overflow-y-auto overscroll-contain p-1">
              {error ? (
                <SearchErrorText error={error} />
              ) : !search.text ? (
                <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('hint')}</p>
              ) : results && groups.length === 0 && !busy ? (
                <p className="px-4 py-6 text-center text-sm text-muted-foreground" data-testid="search-empty">
                  {t('noResults')}
                </p>
              ) : (
                groups.map(({ category, items }) => {
                  const Icon = CATEGORY_ICONS[category];
                  return (
                    <Command.Group
                      key={category}
                      heading={t(`categories.${category}`)}
                      className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                    >
                      {items.map((result) => (
                        <Command.Item
                          key={result.id}
                          value={`${category}:${result.id}`}
                          onSelect={() => onSelect(result.url)}
                          className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                          data-testid="search-result"
                          data-category={category}
                        >
                          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                          <SearchResultText result={result} />
                        </Command.Item>
                      ))}
                    </Command.Group>
                  );
                })
              )}
            </Command.List>
          </Command>
          <div className="flex items-center justify-between gap-2 border-t bg-muted/40 px-3 py-2">
            <Button variant="ghost" size="sm" onClick={onAdvanced} data-testid="advanced-search-open">
              <SlidersHorizontal aria-hidden="true" />
              {t('advanced.open')}
            </Button>
            <span className="hidden text-xs text-muted-foreground sm:inline">{t('keys')}</span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
