import { Link } from 'react-router';
import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TImportDataType } from '@shared/import/import.constants';
import type { TImportResult } from '@shared/import/import.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';

/** Where the imported records are listed. */
const LIST_PATHS: Record<TImportDataType, string> = { prospects: '/prospects', contacts: '/contacts', 'team-members': '/team', activities: '/activities' };

/** Step 4: what was imported and skipped, and where to see it. */
export function SummaryStep({ dataType, result, onRestart }: { dataType: TImportDataType; result: TImportResult; onRestart: () => void }) {
  const { t, i18n } = useTranslation('importData');
  const number = new Intl.NumberFormat(i18n.language);
  const lines = [
    { key: 'imported', value: result.imported },
    { key: 'skipped', value: result.skipped },
    ...(result.contactsUpserted > 0 ? [{ key: 'contacts', value: result.contactsUpserted }] : []),
  ];
  return (
    <Card data-testid="import-summary">
      <CardHeader className="items-center text-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-emerald-500/15 text-emerald-700 dark:text-emerald-400">
          <CircleCheckBig className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>{t('summary.title', { count: result.imported, rows: number.format(result.imported), type: t(`dataTypes.${dataType}`) })}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="mx-auto grid max-w-md gap-2">
          {lines.map(({ key, value }) => (
            <div key={key} className="flex items-center justify-between rounded-md border px-3 py-2 text-sm">
              <dt>{t(`summary.${key}`)}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`import-summary-${key}`}>{number.format(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={LIST_PATHS[dataType]}>{t(`summary.open.${dataType}`)}</Link>
        </Button>
        <Button variant="outline" onClick={onRestart} data-testid="import-again">
          {t('summary.again')}
        </Button>
      </CardFooter>
    </Card>
  );
}
