import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_DATA_TYPES } from '@shared/import/import.constants';
import { cn } from '../../../lib/cn';

/** What to import: one link per data type, the current one marked. */
export function DataTypeSwitcher() {
  const { t } = useTranslation('importData');
  return (
    <nav aria-label={t('dataTypes.label')}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg border bg-card p-1 sm:flex sm:w-max">
        {IMPORT_DATA_TYPES.map((type) => (
          <li key={type}>
            <NavLink
              to={`/import-data/${type}`}
              data-testid={`import-type-${type}`}
              className={({ isActive }) =>
                cn(
                  'block whitespace-nowrap rounded-md px-3 py-1.5 text-center text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              {t(`dataTypes.${type}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
