import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink, RotateCw, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { funnelStageOf, type TFunnelStage } from '@shared/funnel/funnel.rules';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { formatRelativeTime } from '../../../lib/relative-time';
import { LeadScoreBar } from '../../prospects/components/LeadScoreBar';
import { ProspectStatusBadge } from '../../prospects/components/ProspectStatusBadge';
import { useProspect } from '../../prospects/api/prospects.api';
import { formatDateTime } from '../lib/board';
import { useFunnelStageLabel } from '../lib/use-stage-label';
import { FunnelTimeline } from './FunnelTimeline';
import { MoveMenu } from './MoveMenu';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

interface TProspectDrawerProps {
  /** The prospect shown, or null when the drawer is closed. */
  id: string | null;
  onClose: () => void;
  onMove: (prospect: TProspect, stage: TFunnelStage, to: TFunnelStage) => void;
}

/** The prospect profile drawer of the board: who they are, where they stand, and how they got there. */
export function ProspectDrawer({ id, onClose, onMove }: TProspectDrawerProps) {
  const { t } = useTranslation('funnel');
  return (
    <Sheet open={id !== null} onClose={onClose} label={t('drawer.label')} testId="funnel-drawer" closeTestId="funnel-drawer-close">
      {id && <DrawerContent id={id} onMove={onMove} />}
    </Sheet>
  );
}

function DrawerContent({ id, onMove }: { id: string; onMove: TProspectDrawerProps['onMove'] }) {
  const { t, i18n } = useTranslation('funnel');
  const label = useFunnelStageLabel();
  const prospect = useProspect(id);

  if (prospect.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
        <SheetTitle className="sr-only">{t('drawer.label')}</SheetTitle>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (prospect.isError) {
    const missing = prospect.error instanceof ApiError && prospect.error.status === 404;
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center" role="alert" data-testid="funnel-drawer-error">
        <UserX className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <SheetTitle className="font-semibold">{missing ? t('drawer.notFound') : t('drawer.loadError')}</SheetTitle>
        {missing ? (
          <p className="max-w-sm text-sm text-muted-foreground">{t('drawer.notFoundText')}</p>
        ) : (
          <Button variant="outline" onClick={() => void prospect.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }

  const p = prospect.data;
  const stage = funnelStageOf(p.funnelStage);
  const since = p.stageUpdatedAt ?? p.createdAt;
  const notSet = <span className="text-muted-foreground">{t('drawer.notSet')}</span>;
  return (
    <div className="grid gap-6" data-testid="funnel-drawer-content">
      <div className="grid gap-2">
        <SheetTitle className="text-xl font-bold tracking-tight">{p.name}</SheetTitle>
        {p.companyName && <p className="text-sm text-muted-foreground">{p.companyName}</p>}
      </div>

      <section aria-labelledby="funnel-drawer-contact" className="grid gap-3">
        <h3 id="funnel-drawer-contact" className="text-sm font-semibold">
          {t('drawer.contact')}
        </h3>
        <dl className="grid gap-2.5">
          <Item label={t('drawer.email')}>
            <a href={`mailto:${p.email}`} className="text-primary hover:underline">
              {p.email}
            </a>
          </Item>
          <Item label={t('drawer.phone')}>
            {p.phone ? (
              <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
                {p.phone}
              </a>
            ) : (
              notSet
            )}
          </Item>
          <Item label={t('drawer.status')}>
            <ProspectStatusBadge status={p.status} />
          </Item>
          <Item label={t('drawer.leadScore')}>
            <LeadScoreBar score={p.leadScore} className="max-w-56" />
          </Item>
          <Item label={t('drawer.stage')}>
            <span className="font-medium" data-testid="funnel-drawer-stage">
              {label(stage)}
            </span>
            <span className="block text-xs text-muted-foreground">
              {formatRelativeTime(since, Date.now(), i18n.language)} · <time dateTime={since}>{t('drawer.stageSince', { date: formatDateTime(since, i18n.language) })}</time>
            </span>
          </Item>
        </dl>
        <div className="flex flex-wrap gap-2">
          <MoveMenu name={p.name} stage={stage} onMove={(to) => onMove(p, stage, to)} variant="button" />
          <Button variant="outline" size="sm" asChild>
            <Link to={`/prospects/${p.id}`} data-testid="funnel-drawer-profile">
              <ExternalLink aria-hidden="true" />
              {t('drawer.openProfile')}
            </Link>
          </Button>
        </div>
      </section>

      <FunnelTimeline prospectId={p.id} />
    </div>
  );
}
