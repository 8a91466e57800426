import { Building2, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { initialsOf } from '../lib/format';
import { LeadScoreBar } from './LeadScoreBar';
import { ProspectActions, type TProspectActionHandlers } from './ProspectActions';
import { ProspectStatusBadge } from './ProspectStatusBadge';

// grid-cols-1 on phones: an implicit column would grow to the longest unbroken email and push the cards off screen.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function ProspectCards({ prospects, ...handlers }: TProspectActionHandlers & { prospects: TProspect[] }) {
  const { t } = useTranslation('prospects');
  return (
    <ul className={GRID}>
      {prospects.map((prospect) => (
        <li key={prospect.id}>
          <Card className="flex h-full flex-col gap-3 p-4 transition-shadow hover:shadow-md" data-testid="prospect-card">
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground" aria-hidden="true">
                {initialsOf(prospect.firstName, prospect.lastName)}
              </span>
              <div className="min-w-0 flex-1">
                <Link to={`/prospects/${prospect.id}`} className="block truncate font-semibold hover:underline focus-visible:underline">
                  {prospect.name}
                </Link>
                <ProspectStatusBadge status={prospect.status} className="mt-1" />
              </div>
              <ProspectActions prospect={prospect} {...handlers} />
            </div>
            <dl className="grid grid-cols-1 gap-1.5 text-sm text-muted-foreground">
              <div className="flex items-center gap-2">
                <dt className="sr-only">{t('fields.email')}</dt>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <dd className="truncate">{prospect.email}</dd>
              </div>
              {prospect.phone && (
                <div className="flex items-center gap-2">
                  <dt className="sr-only">{t('fields.phone')}</dt>
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  <dd className="truncate">{prospect.phone}</dd>
                </div>
              )}
              {prospect.companyName && (
                <div className="flex items-center gap-2">
                  <dt className="sr-only">{t('fields.companyName')}</dt>
                  <Building2 className="size-4 shrink-0" aria-hidden="true" />
                  <dd className="truncate">{prospect.companyName}</dd>
                </div>
              )}
            </dl>
            <div className="mt-auto grid gap-1">
              <span className="text-xs text-muted-foreground">{t('fields.leadScore')}</span>
              <LeadScoreBar score={prospect.leadScore} />
            </div>
            {prospect.tags.length > 0 && (
              <ul className="flex flex-wrap gap-1" aria-label={t('fields.tags')}>
                {prospect.tags.slice(0, 4).map((tag) => (
                  <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                    {tag}
                  </li>
                ))}
                {prospect.tags.length > 4 && <li className="px-1 text-xs text-muted-foreground">+{prospect.tags.length - 4}</li>}
              </ul>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function ProspectCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="grid gap-3 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full" />
        </Card>
      ))}
    </div>
  );
}
