import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isApplePlatform } from '../lib/shortcut';
import { useOpenSearch } from './GlobalSearchProvider';

/** The header's search: an input-like button on desktop, an icon on small screens. */
export function SearchTrigger({ compact }: { compact: boolean }) {
  const { t } = useTranslation('search');
  const open = useOpenSearch();
  const shortcut = isApplePlatform() ? '⌘K' : t('ctrlK');

  if (compact) {
    return (
      <Button variant="ghost" size="icon" onClick={open} aria-label={t('open')} title={t('open')} data-testid="search-trigger">
        <Search />
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={open}
      className="flex h-9 w-full max-w-sm cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm text-muted-foreground shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      title={t('open')}
      aria-keyshortcuts="Control+K Meta+K"
      data-testid="search-trigger"
    >
      <Search className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1 truncate text-left">{t('triggerLabel')}</span>
      <kbd className="pointer-events-none hidden rounded border bg-muted px-1.5 font-mono text-[11px] font-medium lg:inline">{shortcut}</kbd>
    </button>
  );
}
