import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export const WIZARD_STEPS = ['upload', 'map', 'validate', 'summary'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

/** Where the wizard stands: the four steps of spec 02 §2, done ones ticked. */
export function ImportStepper({ current }: { current: TWizardStep }) {
  const { t } = useTranslation('importData');
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={t('steps.label')}>
      {WIZARD_STEPS.map((step, i) => (
        <li key={step} aria-current={i === index ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:text-left">
          <span
            className={cn(
              'grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold',
              i < index && 'border-primary bg-primary text-primary-foreground',
              i === index && 'border-primary text-primary',
              i > index && 'text-muted-foreground',
            )}
            aria-hidden="true"
          >
            {i < index ? <Check className="size-4" /> : i + 1}
          </span>
          <span className={cn('text-xs sm:text-sm', i === index ? 'font-semibold' : 'text-muted-foreground')}>{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
