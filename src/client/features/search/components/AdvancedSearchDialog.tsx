import { useState } from 'react';
import { ArrowLeft, Loader2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { SEARCH_CATEGORIES, type TSearchCategory } from '@shared/search/search.schema';
import { SEARCH_QUERY_MAX, useSearch } from '../api/search.api';
import { searchError, type TSearchError } from '../lib/search-error';
import { CATEGORY_ICONS } from './category-icons';
import { SearchResultText } from './SearchResultText';
import { SearchErrorText } from './SearchStatus';

interface Props {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (url: string) => void;
  onBack: () => void;
}

/** Advanced Search: chosen categories only, searched on every keystroke (spec 01 §2.7, §7.5). */
export function AdvancedSearchDialog({ open, onClose, query, onQueryChange, onSelect, onBack }: Props) {
  const { t } = useTranslation('search');
  const [enabled, setEnabled] = useState<ReadonlySet<TSearchCategory>>(() => new Set(SEARCH_CATEGORIES));
  const filters = SEARCH_CATEGORIES.filter((category) => enabled.has(category));
  // The dialog stays mounted to keep its filters; it searches only while shown.
  const search = useSearch(open ? query : '', filters);
  const results = search.text && filters.length > 0 ? search.data : undefined;
  const error: TSearchError | null = !search.signedIn ? { key: 'errors.notSignedIn' } : search.error && search.text ? searchError(search.error, 'advanced') : null;

  const toggle = (category: TSearchCategory, on: boolean) =>
    setEnabled((old) => {
      const next = new Set(old);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="top-[8dvh] flex max-h-[84dvh] max-w-2xl translate-y-0 flex-col" data-testid="advanced-search">
        <DialogHeader className="pr-6">
          <DialogTitle>{t('advanced.title')}</DialogTitle>
          <DialogDescription>{t('advanced.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('placeholder')}
            aria-label={t('advanced.queryLabel')}
            className="pl-9 pr-9"
            autoFocus
            data-testid="advanced-search-input"
          />
          {search.isFetching && <Loader2 className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label={t('searching')} />}
        </div>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="mb-2 text-sm font-medium">{t('advanced.categories')}</legend>
          {SEARCH_CATEGORIES.map((category) => (
            <label key={category} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={enabled.has(category)}
                onChange={(event) => toggle(category, event.target.checked)}
                data-testid={`advanced-filter-${category}`}
              />
              {t(`categories.${category}`)}
            </label>
          ))}
        </fieldset>
        <div className="min-h-24 flex-1 overflow-y-auto rounded-md border" aria-live="polite">
          {filters.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('advanced.noCategory')}</p>
          ) : error ? (
            <SearchErrorText error={error} />
          ) : !results ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('hint')}</p>
          ) : (
            filters.map((category) => {
              const items = results[category] ?? [];
              const Icon = CATEGORY_ICONS[category];
              return (
                <section key={category} className="border-b px-2 py-2 last:border-b-0" data-testid={`advanced-group-${category}`}>
                  <h3 className="px-2 pb-1 text-xs font-medium text-muted-foreground">{t(`categories.${category}`)}</h3>
                  {items.length === 0 ? (
                    <p className="px-2 py-1 text-sm text-muted-foreground">{t(`empty.${category}`)}</p>
                  ) : (
                    <ul>
                      {items.map((result) => (
                        <li key={result.id}>
                          <button
                            type="button"
                            className="flex w-full cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                            onClick={() => onSelect(result.url)}
                            data-testid="search-result"
                            data-category={category}
                          >
                            <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                            <SearchResultText result={result} />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          )}
        </div>
        <DialogFooter className="sm:justify-start">
          <Button variant="outline" onClick={onBack} data-testid="back-to-quick-search">
            <ArrowLeft aria-hidden="true" />
            {t('advanced.back')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
