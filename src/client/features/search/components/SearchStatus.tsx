import { useTranslation } from 'react-i18next';
import type { TSearchError } from '../lib/search-error';

/** A failed search, said where the results would be. */
export function SearchErrorText({ error }: { error: TSearchError }) {
  const { t } = useTranslation('search');
  return (
    <p className="px-4 py-6 text-center text-sm text-destructive" role="alert" data-testid="search-error">
      {'message' in error ? error.message : t(error.key)}
    </p>
  );
}
