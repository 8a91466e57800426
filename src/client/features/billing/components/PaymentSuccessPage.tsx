import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messagePackSize, type TCheckoutStatus } from '@shared/billing/billing.schema';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../dashboard/format';
import { refreshMembership, useCheckoutStatus } from '../api/billing.api';
import { useCountdown, useElapsed } from '../lib/use-countdown';
import { productLabel } from '../lib/products';
import { MissingSession } from './MissingSession';
import { PaymentLinks } from './PaymentLinks';
import { PaymentResult } from './PaymentResult';

/** How long the page waits for the payment to be confirmed (the webhook may come after the redirect). */
const CONFIRM_WAIT_MS = 20_000;
const REDIRECT_SECONDS = 5;

function formatSeconds(seconds: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}

/** The paid state: what was bought, the refreshed plan, and a countdown to the dashboard. */
function Paid({ checkout }: { checkout: TCheckoutStatus }) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goOn = useCallback(() => void navigate('/dashboard', { replace: true }), [navigate]);
  const left = useCountdown(REDIRECT_SECONDS, goOn);
  const messages = messagePackSize(checkout.product);

  useEffect(() => {
    void refreshMembership(queryClient);
  }, [queryClient]);

  return (
    <PaymentResult
      tone="success"
      title={t('result.paidTitle')}
      testId="payment-success"
      actions={
        <Button onClick={goOn} data-testid="payment-go-now">
          {t('result.goNow')}
        </Button>
      }
    >
      <p className="text-base font-medium text-foreground" data-testid="payment-success-message">
        {messages !== null
          ? t('result.messagesPurchased', { count: messages, formatted: messages.toLocaleString(i18n.language) })
          : t('result.premiumActive')}
      </p>
      <p>{t('result.paidFor', { product: productLabel(checkout.product, t, i18n.language), amount: formatCents(checkout.amountCents, i18n.language) })}</p>
      <p role="timer" data-testid="payment-countdown">
        {t('result.redirecting', { duration: formatSeconds(left, i18n.language) })}
      </p>
    </PaymentResult>
  );
}

/**
 * `/stripe/success?session_id=…`: confirms the payment with the server, polling while it is still
 * pending (up to about 20 seconds), then says what was bought and moves on to the dashboard.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const gaveUp = useElapsed(!!sessionId, CONFIRM_WAIT_MS);
  const status = useCheckoutStatus(sessionId, !gaveUp);

  if (!sessionId) return <MissingSession />;

  if (status.isError) {
    const notFound = status.error instanceof ApiError && status.error.status === 404;
    return (
      <PaymentResult
        tone="error"
        title={t(notFound ? 'result.notFoundTitle' : 'result.checkFailedTitle')}
        testId="payment-check-failed"
        actions={
          <>
            {!notFound && (
              <Button variant="outline" onClick={() => void status.refetch()}>
                {t('actions.retry')}
              </Button>
            )}
            <PaymentLinks />
          </>
        }
      >
        <p>{t(notFound ? 'result.notFoundText' : 'result.checkFailedText')}</p>
      </PaymentResult>
    );
  }

  const checkout = status.data;
  if (!checkout || checkout.status === 'pending') {
    if (gaveUp) {
      return (
        <PaymentResult tone="info" title={t('result.slowTitle')} testId="payment-slow" actions={<PaymentLinks />}>
          <p>{t('result.slowText')}</p>
        </PaymentResult>
      );
    }
    return (
      <PaymentResult tone="pending" title={t('result.processingTitle')} testId="payment-processing">
        <p aria-live="polite">{t('result.processingText')}</p>
      </PaymentResult>
    );
  }

  if (checkout.status === 'paid') return <Paid checkout={checkout} />;

  if (checkout.status === 'cancelled') {
    return (
      <PaymentResult tone="cancelled" title={t('result.cancelledTitle')} actions={<PaymentLinks />} testId="payment-cancelled">
        <p>{t('result.cancelledText')}</p>
      </PaymentResult>
    );
  }

  return (
    <PaymentResult tone="error" title={t('result.failedTitle')} actions={<PaymentLinks />} testId="payment-failed">
      <p>{t('result.failedText')}</p>
    </PaymentResult>
  );
}
