import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isImportDataType } from '@shared/import/import.constants';
import { hasFeature } from '@shared/membership/features';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfile } from '../../profile/api/profile';
import { DataTypeSwitcher } from './DataTypeSwitcher';
import { ImportLocked } from './ImportLocked';
import { ImportWizard } from './ImportWizard';

/**
 * `/import-data/:dataType` (premium: DATA_IMPORT): the CSV import wizard for prospects, contacts,
 * team members or activities, with a switch between them. Without premium access the page says
 * what the import does and how to unlock it.
 */
export function ImportPage() {
  const { t } = useTranslation('importData');
  const { dataType } = useParams();
  const profile = useProfile();
  const upgrade = useUpgradePrompt();

  if (!isImportDataType(dataType)) return <Navigate to="/import-data/prospects" replace />;
  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const premium = profile.data ? hasFeature(profile.data, 'DATA_IMPORT') : false;

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl grid-cols-1 gap-5" data-testid="import-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {premium ? (
        <>
          <DataTypeSwitcher />
          {/* A new data type starts a new wizard. */}
          <ImportWizard key={dataType} dataType={dataType} />
        </>
      ) : (
        <ImportLocked onUpgrade={() => upgrade.open({ feature: t('title') })} />
      )}
    </div>
  );
}
