import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardSummary } from '../../dashboard/api/summary';
import { useProfile } from '../../profile/api/profile';
import { Initials } from './MemberCard';

/** The seller's own details next to their upline's, so either can be reached from the team page. */
export function OwnInfoCard() {
  const { t } = useTranslation('team');
  const profile = useProfile();
  const summary = useDashboardSummary();
  const me = profile.data;
  const sponsor = summary.data?.sponsor;

  return (
    <Card className="grid gap-0 divide-y sm:grid-cols-2 sm:divide-x sm:divide-y-0" data-testid="team-own-info">
      <section className="p-5" aria-labelledby="team-own-info-title">
        <h2 id="team-own-info-title" className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('ownInfo.you')}
        </h2>
        {!me ? (
          <PersonSkeleton />
        ) : (
          <Person name={me.name || [me.firstName, me.lastName].filter(Boolean).join(' ') || me.email} email={me.email} phone={me.phone} />
        )}
      </section>
      <section className="p-5" aria-labelledby="team-upline-title">
        <h2 id="team-upline-title" className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('ownInfo.upline')}
        </h2>
        {summary.isPending ? (
          <PersonSkeleton />
        ) : summary.isError ? (
          <p className="text-sm text-muted-foreground">{t('ownInfo.uplineError')}</p>
        ) : sponsor ? (
          <Person name={sponsor.name} email={sponsor.email} phone={sponsor.phone} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('ownInfo.noUpline')}</p>
        )}
      </section>
    </Card>
  );
}

function Person({ name, email, phone }: { name: string; email: string; phone: string | null }) {
  return (
    <div className="flex items-start gap-3">
      <Initials name={name} />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="truncate font-medium">{name}</p>
        <a href={`mailto:${email}`} className="flex items-center gap-2 text-muted-foreground hover:text-foreground">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{email}</span>
        </a>
        {phone && (
          <a href={`tel:${phone}`} className="flex items-center gap-2 text-muted-foreground hover:text-foreground">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {phone}
          </a>
        )}
      </div>
    </div>
  );
}

function PersonSkeleton() {
  return (
    <div className="flex items-center gap-3">
      <Skeleton className="size-10 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-3 w-48" />
      </div>
    </div>
  );
}
