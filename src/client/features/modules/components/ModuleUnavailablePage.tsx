import { Link } from 'react-router';
import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TModuleNameKey } from '../modules';

/** Says plainly that a module is not in this version, instead of showing an empty or fake screen. */
export function ModuleUnavailablePage({ nameKey }: { nameKey: TModuleNameKey }) {
  const { t } = useTranslation('shell');
  const module = t(`common:nav.${nameKey}`);
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4" data-testid="module-unavailable" data-module={nameKey}>
      <div className="w-full max-w-lg rounded-lg border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mb-2 text-xl font-semibold">{t('modules.unavailableTitle', { module })}</h1>
        <p className="text-sm text-muted-foreground">{t('modules.unavailableText')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/dashboard" data-testid="back-to-dashboard">
            <ArrowLeft /> {t('common:actions.backToDashboard')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
