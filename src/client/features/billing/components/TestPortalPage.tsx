import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Ban, CalendarClock, CircleX, Loader2, Play, Repeat, RotateCcw, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { isSubscriptionProduct, type TSubscriptionState, type TTestPortalAction } from '@shared/billing/billing.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubscription, useTestPortalAction } from '../api/billing.api';
import { billingErrorText } from '../lib/billing-errors';
import { productLabel } from '../lib/products';
import { TestModeBanner } from './TestModeBanner';

type TSubscription = NonNullable<TSubscriptionState['subscription']>;
type TActionKey = TTestPortalAction['action'];

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const ICONS: Record<TActionKey, LucideIcon> = {
  cancel_at_period_end: CalendarClock,
  resume: Play,
  switch_plan: Repeat,
  renew_now: RotateCcw,
  fail_renewal: CircleX,
  end_now: Ban,
};

function PortalActions({ subscription }: { subscription: TSubscription }) {
  const { t, i18n } = useTranslation('billing');
  const run = useTestPortalAction();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const other = subscription.product === 'premium_yearly' ? 'premium_monthly' : 'premium_yearly';
  const ended = subscription.status === 'canceled';

  const perform = (request: TTestPortalAction) =>
    run.mutate(request, {
      onSuccess: () => {
        setConfirmEnd(false);
        toast.success(t(`test.portal.done.${request.action}`));
      },
      onError: (error) => toast.error(billingErrorText(error, t)),
    });

  const actions: { key: TActionKey; label: string; shown: boolean; request: TTestPortalAction; variant?: 'outline' | 'destructive' }[] = [
    { key: 'cancel_at_period_end', label: t('test.portal.cancelAtPeriodEnd'), shown: !subscription.cancelAtPeriodEnd, request: { action: 'cancel_at_period_end' } },
    { key: 'resume', label: t('test.portal.resume'), shown: subscription.cancelAtPeriodEnd, request: { action: 'resume' } },
    {
      key: 'switch_plan',
      label: t(other === 'premium_yearly' ? 'test.portal.switchToYearly' : 'test.portal.switchToMonthly'),
      shown: isSubscriptionProduct(subscription.product) && subscription.pendingProduct !== other,
      request: { action: 'switch_plan', product: other },
    },
    { key: 'renew_now', label: t('test.portal.renewNow'), shown: true, request: { action: 'renew_now' } },
    { key: 'fail_renewal', label: t('test.portal.failRenewal'), shown: true, request: { action: 'fail_renewal' } },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('test.portal.actionsTitle')}</CardTitle>
        <CardDescription>{t('test.portal.actionsText')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        {!ended &&
          actions
            .filter((a) => a.shown)
            .map(({ key, label, request }) => {
              const Icon = run.isPending && run.variables?.action === key ? Loader2 : ICONS[key];
              return (
                <Button
                  key={key}
                  variant="outline"
                  className="h-auto min-h-10 justify-start whitespace-normal py-2 text-left"
                  disabled={run.isPending}
                  onClick={() => perform(request)}
                  data-testid={`test-portal-${key}`}
                >
                  <Icon className={run.isPending && run.variables?.action === key ? 'animate-spin' : undefined} aria-hidden="true" />
                  {label}
                </Button>
              );
            })}
        {!ended && (
          <Button
            variant="destructive"
            className="h-auto min-h-10 justify-start whitespace-normal py-2 text-left"
            disabled={run.isPending}
            onClick={() => setConfirmEnd(true)}
            data-testid="test-portal-end_now"
          >
            <Ban aria-hidden="true" />
            {t('test.portal.endNow')}
          </Button>
        )}
        {ended && <p className="text-sm text-muted-foreground sm:col-span-2">{t('test.portal.endedText')}</p>}
      </CardContent>
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t('test.portal.endConfirmTitle')}
        description={t('test.portal.endConfirmText', { product: productLabel(subscription.product, t, i18n.language) })}
        confirmLabel={t('test.portal.endNow')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => perform({ action: 'end_now' })}
        pending={run.isPending}
      />
    </Card>
  );
}

/**
 * `/billing/test-portal`: the offline stand-in for Stripe's customer portal. Each button sends the
 * event Stripe would, so the membership changes exactly as it would with real payments.
 */
export function TestPortalPage() {
  const { t, i18n } = useTranslation('billing');
  const state = useSubscription();
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso)) : t('test.portal.none'));
  const subscription = state.data?.subscription ?? null;

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6" data-testid="test-portal">
      <PageHeader
        title={t('test.portal.title')}
        subtitle={t('test.portal.subtitle')}
        actions={
          <Button asChild variant="outline">
            <Link to="/membership" data-testid="test-portal-back">
              <ArrowLeft aria-hidden="true" />
              {t('links.backToMembership')}
            </Link>
          </Button>
        }
      />
      <TestModeBanner title={t('test.portalBannerTitle')} text={t('test.portalText')} />
      {state.isError ? (
        <ListError message={t('membershipLoadError')} retryLabel={t('actions.retry')} onRetry={() => void state.refetch()} />
      ) : !state.data ? (
        <Skeleton className="h-48 w-full" />
      ) : !subscription ? (
        <Card className="p-6 text-sm text-muted-foreground" data-testid="test-portal-empty">
          {t('test.portal.noSubscription')}
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('test.portal.currentTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Fact label={t('test.portal.plan')} testId="test-portal-plan">
                  {productLabel(subscription.product, t, i18n.language)}
                </Fact>
                <Fact label={t('test.portal.status')} testId="test-portal-status">
                  {t(`subscriptionStatus.${subscription.status}`, { defaultValue: subscription.status })}
                </Fact>
                <Fact
                  label={t(subscription.status === 'canceled' ? 'test.portal.endedOn' : subscription.cancelAtPeriodEnd ? 'test.portal.endsOn' : 'test.portal.renewsOn')}
                  testId="test-portal-period-end"
                >
                  {date(subscription.currentPeriodEnd)}
                </Fact>
                <Fact label={t('test.portal.pending')} testId="test-portal-pending">
                  {subscription.pendingProduct ? productLabel(subscription.pendingProduct, t, i18n.language) : t('test.portal.none')}
                </Fact>
              </dl>
            </CardContent>
          </Card>
          <PortalActions subscription={subscription} />
        </>
      )}
    </div>
  );
}
