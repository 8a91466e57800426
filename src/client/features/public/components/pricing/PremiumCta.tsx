import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Crown, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api';
import { useSession } from '../../../auth/api/session';
import { requestCheckout } from '../../../billing/api/plans.api';
import { followUrl } from '../../../billing/lib/follow-url';
import { PRODUCT_OF_PERIOD, type TBillingPeriod } from '../../../billing/lib/plans';

/** Where a visitor who signs in to upgrade lands: the plans again, with their checkout buttons. */
const AFTER_SIGN_IN = '/compare-plans';

type TCheckoutError = 'signInToUpgrade' | 'alreadySubscribed' | 'pricingUnavailable' | 'unreachable';

/**
 * What a refused checkout means, by the contract's status codes (the server's English texts are
 * BILLING_MESSAGES, whose module would bring zod into this page); null: say the server's words.
 */
function checkoutErrorOf(error: unknown): TCheckoutError | null {
  if (!(error instanceof ApiError) || error.status === 0) return 'unreachable';
  if (error.status === 401) return 'signInToUpgrade';
  if (error.status === 409) return 'alreadySubscribed';
  if (error.status === 503) return 'pricingUnavailable';
  return null;
}

/** Said on the login page; sonner is loaded on this press only, so the public page does not carry it. */
function sayOnLoginPage(message: string) {
  void import('sonner').then(({ toast }) => toast.info(message, { id: 'sign-in-to-upgrade' }));
}

/**
 * Premium Pro's call to action on the public pages: a signed-in user goes to the checkout of the
 * chosen period; a visitor is sent to log in, and told why.
 */
export function PremiumCta({ period }: { period: TBillingPeriod }) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const session = useSession();
  // Stays busy once the checkout answered: the page is about to change.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const signedIn = !!session.data?.user.emailVerified;

  const start = () => {
    if (!signedIn) {
      sayOnLoginPage(t('pricing.errors.signInToUpgrade'));
      void navigate('/login', { state: { from: AFTER_SIGN_IN } });
      return;
    }
    setBusy(true);
    setError(null);
    requestCheckout(PRODUCT_OF_PERIOD[period]).then(
      ({ url }) => followUrl(url, navigate),
      (refused: unknown) => {
        setBusy(false);
        setError(refused);
      },
    );
  };

  const key = error ? checkoutErrorOf(error) : null;
  return (
    <>
      <Button onClick={start} disabled={busy} data-testid="pricing-premium-cta">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Crown aria-hidden="true" />}
        {t('pricing.plans.premium.cta')}
      </Button>
      {!!error && (
        <p role="alert" className="text-sm text-destructive" data-testid="pricing-premium-error">
          {key ? t(`pricing.errors.${key}`) : (error as ApiError).message}{' '}
          {key === 'signInToUpgrade' && (
            <Link to="/login" state={{ from: AFTER_SIGN_IN }} className="font-medium underline">
              {t('nav.login')}
            </Link>
          )}
          {key === 'alreadySubscribed' && (
            <Link to="/membership" className="font-medium underline">
              {t('pricing.errors.toMembership')}
            </Link>
          )}
        </p>
      )}
    </>
  );
}
