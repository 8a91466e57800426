import { useTranslation } from 'react-i18next';
import { PaymentLinks } from './PaymentLinks';
import { PaymentResult } from './PaymentResult';

/** A payment page opened without its `session_id`: nothing to confirm. */
export function MissingSession() {
  const { t } = useTranslation('billing');
  return (
    <PaymentResult tone="error" title={t('result.missingTitle')} actions={<PaymentLinks />} testId="payment-missing-session">
      <p>{t('messages.missingSession')}</p>
    </PaymentResult>
  );
}
