import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MissingSession } from './MissingSession';
import { PaymentLinks } from './PaymentLinks';
import { PaymentResult } from './PaymentResult';

/** `/stripe/cancel?session_id=…`: the person left the checkout; nothing was charged. */
export function PaymentCancelPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  if (!params.get('session_id')) return <MissingSession />;
  return (
    <PaymentResult tone="cancelled" title={t('result.cancelledTitle')} actions={<PaymentLinks />} testId="payment-cancelled">
      <p>{t('result.cancelledText')}</p>
    </PaymentResult>
  );
}
