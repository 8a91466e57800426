import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { useTrialDuration } from '../../lib/use-trial-duration';
import { LEGAL_FACTS } from '../../public.constants';
import { FaqList } from '../FaqList';

const QUESTIONS = ['free', 'trial', 'payment', 'cancel', 'refunds', 'launch', 'changes'] as const;

export function PricingFaq() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const trial = useTrialDuration();
  const values = { duration: trial?.label, coolingOff: formatDuration(LEGAL_FACTS.coolingOffDays, 'day', locale) };
  const items = QUESTIONS.map((id) => ({
    id,
    question: t(`pricing.faq.${id}.question`),
    // Until the configured trial length arrives, the answer is given without a number.
    answer: id === 'trial' && !trial ? t('pricing.faq.trial.answerPending') : t(`pricing.faq.${id}.answer`, values),
  }));
  return <FaqList items={items} />;
}
