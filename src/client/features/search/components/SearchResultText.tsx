import type { TSearchResult } from '@shared/search/search.schema';

/** A result's label and its one-line description. */
export function SearchResultText({ result }: { result: TSearchResult }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate text-sm font-medium">{result.label}</span>
      {result.description && <span className="truncate text-xs text-muted-foreground">{result.description}</span>}
    </span>
  );
}
