import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSubscription } from '../../billing/api/billing.api';
import { usePlans } from '../../billing/api/plans.api';
import { MembershipStatusCard } from './MembershipStatusCard';
import { MessagePacks } from './MessagePacks';
import { PurchaseHistory } from './PurchaseHistory';
import { QuickActions } from './QuickActions';

/**
 * `/membership`: the plan and its dates, the trial or an upgrade, the customer portal, AI message
 * packs, the payments made, and where to go next.
 */
export function MembershipPage() {
  const { t } = useTranslation('membership');
  const subscription = useSubscription();
  const plans = usePlans();
  const state = subscription.data;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="membership-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-3">
        {subscription.isError ? (
          <div className="lg:col-span-2">
            <ListError message={t('billing:membershipLoadError')} retryLabel={t('billing:actions.retry')} onRetry={() => void subscription.refetch()} />
          </div>
        ) : state ? (
          <MembershipStatusCard state={state} plans={plans.data} className="lg:col-span-2" />
        ) : (
          <Skeleton className="h-64 w-full lg:col-span-2" />
        )}
        <QuickActions />
      </div>
      <MessagePacks plans={plans.data} additionalMessages={state?.additionalMessages} />
      <PurchaseHistory />
    </div>
  );
}
