import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { Crown, Loader2, Settings2, Sparkles, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TProductKey, TRedirectAnswer } from '@shared/billing/billing.schema';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCheckout, usePortal, useStartTrial } from '../api/billing.api';
import { billingErrorText, billingMessageOf } from '../lib/billing-errors';
import { followUrl } from '../lib/follow-url';

type TActionButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & { testId?: string };

/** Says why a billing call failed; a refused session also offers the way to log in. */
function useBillingErrorToast() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (error: unknown) =>
    toast.error(billingErrorText(error, t), {
      action: billingMessageOf(error) === 'signInToUpgrade' ? { label: t('actions.logIn'), onClick: () => void navigate('/login') } : undefined,
    });
}

/** Runs a call that answers where to go (a checkout, the portal) and goes there; errors become a toast. */
function useRedirectCall<TVariables>(mutation: UseMutationResult<TRedirectAnswer, Error, TVariables>) {
  const navigate = useNavigate();
  const showError = useBillingErrorToast();
  return {
    // Still busy once the answer is in: the page is about to change.
    busy: mutation.isPending || mutation.isSuccess,
    run: (variables: TVariables) => mutation.mutate(variables, { onSuccess: ({ url }) => followUrl(url, navigate), onError: showError }),
  };
}

function ActionButton({ busy, icon: Icon, onClick, children, variant, size, className, testId }: TActionButtonProps & { busy: boolean; icon: LucideIcon; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant={variant}
      size={size}
      // Long translations wrap instead of running out of a phone's card.
      className={cn(size === undefined && 'h-auto min-h-10 whitespace-normal', className)}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
      onClick={onClick}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** Starts a checkout for a plan or a pack and goes to pay (Stripe, or the offline test checkout). */
export function CheckoutButton({ product, children, ...props }: TActionButtonProps & { product: TProductKey; children: ReactNode }) {
  const { busy, run } = useRedirectCall(useCheckout());
  return (
    <ActionButton {...props} busy={busy} icon={Crown} onClick={() => run(product)}>
      {children}
    </ActionButton>
  );
}

/** The customer portal: cancel, resume, change plan or card (Stripe's, or the offline test portal). */
export function ManageSubscriptionButton({ variant = 'outline', testId = 'manage-subscription', ...props }: TActionButtonProps) {
  const { t } = useTranslation('billing');
  const { busy, run } = useRedirectCall(usePortal());
  return (
    <ActionButton {...props} variant={variant} testId={testId} busy={busy} icon={Settings2} onClick={() => run(undefined)}>
      {t('actions.manage')}
    </ActionButton>
  );
}

/** The one free trial of an account. */
export function StartTrialButton({ variant = 'outline', testId = 'start-trial', ...props }: TActionButtonProps) {
  const { t } = useTranslation('billing');
  const trial = useStartTrial();
  const showError = useBillingErrorToast();
  return (
    <ActionButton
      {...props}
      variant={variant}
      testId={testId}
      busy={trial.isPending}
      icon={Sparkles}
      onClick={() => trial.mutate(undefined, { onSuccess: () => toast.success(t('toasts.trialStarted')), onError: showError })}
    >
      {t('actions.startTrial')}
    </ActionButton>
  );
}
