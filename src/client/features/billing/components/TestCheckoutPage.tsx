import { Link, useNavigate, useParams } from 'react-router';
import { CreditCard, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTestCheckout } from '@shared/billing/billing.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { formatCents } from '../../dashboard/format';
import { useTestCheckout, useTestCheckoutAction } from '../api/billing.api';
import { billingErrorText } from '../lib/billing-errors';
import { followUrl } from '../lib/follow-url';
import { productLabel } from '../lib/products';
import { PaymentLinks } from './PaymentLinks';
import { PaymentResult } from './PaymentResult';
import { TestModeBanner } from './TestModeBanner';

/** The test card: shown as Stripe's test mode shows it, never typed, never sent. */
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

function OpenCheckout({ session }: { session: TTestCheckout }) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const action = useTestCheckoutAction(session.sessionId);
  const amount = formatCents(session.amountCents, i18n.language);
  const busy = action.isPending || action.isSuccess;
  const run = (kind: 'pay' | 'cancel') =>
    action.mutate(kind, {
      onSuccess: ({ url }) => followUrl(url, navigate),
      onError: (error) => toast.error(billingErrorText(error, t)),
    });
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 py-2" data-testid="test-checkout">
      <TestModeBanner title={t('test.bannerTitle')} text={t('test.checkoutText')} />
      <Card className="grid gap-5 p-5 sm:p-6">
        <div>
          <h1 className="text-xl font-bold tracking-tight">{t('test.checkoutTitle')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('test.checkoutSubtitle')}</p>
        </div>
        <div className="rounded-lg bg-muted/50 px-4 py-3">
          <p className="text-sm font-medium" data-testid="test-checkout-product">
            {productLabel(session.product, t, i18n.language)}
          </p>
          <p className="text-3xl font-bold tracking-tight" data-testid="test-checkout-amount">
            {amount}
          </p>
        </div>
        <dl className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-sm text-muted-foreground">{t('test.email')}</dt>
          <dd className="min-w-0 break-all text-sm font-medium" data-testid="test-checkout-email">
            {session.email}
          </dd>
        </dl>
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('test.card')}</p>
          <div className="flex items-center gap-2 rounded-md border border-dashed bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground">
            <CreditCard className="size-4 shrink-0" aria-hidden="true" />
            <span className="font-mono tracking-wider" data-testid="test-checkout-card">
              {TEST_CARD.number}
            </span>
            <span className="ml-auto hidden gap-4 font-mono sm:flex">
              <span>{TEST_CARD.expiry}</span>
              <span>{TEST_CARD.cvc}</span>
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{t('test.cardNote')}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={() => run('cancel')} data-testid="test-checkout-cancel">
            {t('test.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => run('pay')} data-testid="test-checkout-pay">
            {action.isPending && action.variables === 'pay' && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t('test.pay', { amount })}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/**
 * `/billing/test-checkout/:sessionId`: the offline provider's checkout (no Stripe key), marked as a
 * test everywhere. Paying or cancelling goes where the server says: the success or cancel page.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('billing');
  const { sessionId = '' } = useParams();
  const session = useTestCheckout(sessionId);

  if (session.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-lg gap-4 py-2" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (session.isError) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <PaymentResult tone="error" title={t(notFound ? 'test.notFoundTitle' : 'result.checkFailedTitle')} actions={<PaymentLinks />} testId="test-checkout-error">
        <p>{notFound ? t('test.notFoundText') : billingErrorText(session.error, t)}</p>
      </PaymentResult>
    );
  }
  const data = session.data;
  if (data.status === 'expired') {
    return (
      <PaymentResult tone="cancelled" title={t('test.expiredTitle')} actions={<PaymentLinks />} testId="test-checkout-expired">
        <p>{t('test.expiredText')}</p>
      </PaymentResult>
    );
  }
  if (data.status === 'complete') {
    return (
      <PaymentResult
        tone="success"
        title={t('test.completeTitle')}
        testId="test-checkout-complete"
        actions={
          <Button asChild>
            <Link to="/membership">{t('links.membership')}</Link>
          </Button>
        }
      >
        <p>{t('test.completeText')}</p>
      </PaymentResult>
    );
  }
  return <OpenCheckout session={data} />;
}
