import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ExternalLink, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TRAINING_ACADEMY_URL } from '../modules';

/**
 * /training opens the external academy in a new tab. Browsers may block a tab not opened by a
 * click, so the page also offers the link as a button.
 */
export function TrainingRedirectPage() {
  const { t } = useTranslation('shell');
  // Effects run twice in development (StrictMode): open one tab, not two.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    window.open(TRAINING_ACADEMY_URL, '_blank', 'noopener,noreferrer');
  }, []);
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4" data-testid="training-redirect">
      <div className="w-full max-w-lg rounded-lg border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <GraduationCap className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mb-2 text-xl font-semibold">{t('common:nav.trainingAcademy')}</h1>
        <p className="text-sm text-muted-foreground">{t('training.text')}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t('training.blocked')}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <a href={TRAINING_ACADEMY_URL} target="_blank" rel="noopener noreferrer" data-testid="training-open">
              <ExternalLink /> {t('training.open')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeft /> {t('common:actions.backToDashboard')}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
