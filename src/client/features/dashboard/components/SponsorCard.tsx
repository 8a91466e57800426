import { Mail, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TDashboardSummary } from '../api/summary';
import { EmptyState } from './EmptyState';

/** The user's upline: whoever referred them, with a way to reach them. */
export function SponsorCard({ sponsor, loading }: { sponsor: TDashboardSummary['sponsor'] | undefined; loading: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Card data-testid="dashboard-sponsor">
      <CardHeader>
        <CardTitle>{t('dashboard.sponsor.title')}</CardTitle>
        <CardDescription>{t('dashboard.sponsor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-16 w-full" />
        ) : !sponsor ? (
          <EmptyState icon={UserRound} title={t('dashboard.sponsor.empty')} text={t('dashboard.sponsor.emptyText')} />
        ) : (
          <div className="space-y-2 text-sm">
            <p className="font-medium">{sponsor.name}</p>
            <a href={`mailto:${sponsor.email}`} className="flex items-center gap-2 text-muted-foreground hover:text-foreground">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{sponsor.email}</span>
            </a>
            {sponsor.phone && (
              <a href={`tel:${sponsor.phone}`} className="flex items-center gap-2 text-muted-foreground hover:text-foreground">
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {sponsor.phone}
              </a>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
