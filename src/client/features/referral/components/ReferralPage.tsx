import { Gift, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useReferralOverview } from '../api/referral.api';
import { formatPercent } from '../lib/referral-format';
import { EarningsTable } from './EarningsTable';
import { HowItWorks } from './HowItWorks';
import { ReferralLinkCard } from './ReferralLinkCard';
import { ReferralSection, TableSkeleton } from './ReferralSection';
import { ReferralStats } from './ReferralStats';
import { ReferredMembersTable } from './ReferredMembersTable';

/**
 * `/referral`: the seller's code and link to share, how the programme pays, the members who
 * joined with the link and the commissions their premium purchases earned.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation('referral');
  const overview = useReferralOverview();
  const data = overview.data;
  const percent = data && formatPercent(data.commissionPercent, i18n.language);
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="referral-page">
      <PageHeader title={t('title')} subtitle={percent ? t('subtitle', { percent }) : t('intro')} />
      {overview.isError && !data ? (
        <ListError message={t('loadError')} retryLabel={t('common:actions.retry')} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ReferralLinkCard code={data?.code} link={data?.link} />
            <HowItWorks percent={percent} />
          </div>
          <ReferralStats overview={data} />
          <ReferralSection
            title={t('members.title')}
            note={data && data.referredTotal > data.referred.length ? t('shown', { shown: count(data.referred.length), total: count(data.referredTotal) }) : undefined}
            testId="referred-members"
          >
            {!data ? (
              <TableSkeleton />
            ) : data.referred.length === 0 ? (
              <ListEmpty icon={Gift} title={t('members.empty')} text={t('members.emptyText')} testId="referred-empty" />
            ) : (
              <ReferredMembersTable members={data.referred} />
            )}
          </ReferralSection>
          <ReferralSection
            title={t('earnings.title')}
            note={data && data.earnings.count > data.earnings.items.length ? t('shown', { shown: count(data.earnings.items.length), total: count(data.earnings.count) }) : undefined}
            testId="referral-earnings"
          >
            {!data ? (
              <TableSkeleton />
            ) : data.earnings.items.length === 0 ? (
              <ListEmpty icon={Wallet} title={t('earnings.empty')} text={t('earnings.emptyText', { percent })} testId="earnings-empty" />
            ) : (
              <EarningsTable earnings={data.earnings.items} />
            )}
          </ReferralSection>
        </>
      )}
    </div>
  );
}
