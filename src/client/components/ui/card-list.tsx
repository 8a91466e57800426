import { Fragment, type ReactNode } from 'react';
import { SearchX, type LucideIcon } from 'lucide-react';
import { Card } from './card';
import { FilterableListEmpty, ListError } from './list-states';

/** Translated texts of the list and of each of its states. */
interface TCardListTexts {
  label: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  emptyText: string;
  noMatches: string;
  noMatchesText: string;
  clear: string;
  add: string;
}

/** What a page of a filterable list shows and what its empty and error states offer to do. */
export interface TFilterableListState<T> {
  /** The rows of the page; undefined while the first answer is awaited. */
  items: T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Whether filters are applied, so that an empty page means "no matches" rather than "none yet". */
  filtered: boolean;
  onAdd: () => void;
  onClearFilters: () => void;
}

interface TFilterableCardListProps<T extends { id: string }> extends TFilterableListState<T> {
  texts: TCardListTexts;
  emptyIcon: LucideIcon;
  emptyTestId: string;
  /** One placeholder row, repeated while loading. */
  skeletonRow: ReactNode;
  /** One row, an `<li>`. */
  renderRow: (item: T) => ReactNode;
}

const SKELETON_ROWS = [0, 1, 2, 3, 4];

/**
 * The rows of one page of a filterable list in a card, or its loading, error or empty state. An
 * error with rows already shown keeps them, stale rather than gone.
 */
export function FilterableCardList<T extends { id: string }>(props: TFilterableCardListProps<T>) {
  const { items, isError, onRetry, filtered, onAdd, onClearFilters, texts, emptyIcon, emptyTestId, skeletonRow, renderRow } = props;

  if (isError && !items) return <ListError message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;

  if (!items) {
    return (
      <Card className="divide-y" aria-busy="true" aria-label={texts.loading}>
        {SKELETON_ROWS.map((i) => (
          <Fragment key={i}>{skeletonRow}</Fragment>
        ))}
      </Card>
    );
  }

  if (items.length === 0) {
    return <FilterableListEmpty filtered={filtered} icon={emptyIcon} filteredIcon={SearchX} texts={texts} onClear={onClearFilters} onAdd={onAdd} testId={emptyTestId} />;
  }

  return (
    <Card>
      <ul className="divide-y" aria-label={texts.label}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderRow(item)}</Fragment>
        ))}
      </ul>
    </Card>
  );
}
