import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@shared/profile/profile.schema';
import { hasPremiumAccess } from '@shared/membership/membership.rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMembershipStatus } from '../membership-status';

export function MembershipCard({ profile }: { profile: TProfile | undefined }) {
  const { t } = useTranslation('shell');
  const status = useMembershipStatus(profile);
  const premium = profile ? hasPremiumAccess(profile) : false;
  return (
    <Card data-testid="dashboard-membership">
      <CardHeader>
        <CardTitle>{t('dashboard.membership.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!status ? (
          <Skeleton className="h-14 w-full" />
        ) : (
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <Crown className={premium ? 'size-5 text-warning' : 'size-5 text-muted-foreground'} aria-hidden="true" />
              <span className="text-lg font-semibold">{status.tier}</span>
              {status.timeLeft && <Badge variant="secondary">{status.timeLeft}</Badge>}
              {status.ended && <Badge variant="destructive">{status.summary}</Badge>}
            </div>
            <p className="text-sm text-muted-foreground">{t(premium ? 'dashboard.membership.premiumActive' : 'dashboard.membership.premiumLocked')}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/membership">{t('dashboard.membership.manage')}</Link>
          </Button>
          {profile && !premium && (
            <Button asChild size="sm">
              <Link to="/pricing">{t('dashboard.membership.seePlans')}</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
