import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SearchX, UserPlus, UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STAGES } from '@shared/prospects/prospects.schema';
import type { TFunnelCard } from '@shared/funnel/funnel.schema';
import type { TProspect } from '@shared/prospects/prospects.schema';
import type { TFunnelStage } from '@shared/funnel/funnel.rules';
import { hasFeature } from '@shared/membership/features';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useProfile } from '../../profile/api/profile';
import { invalidateFunnelViews, useFunnelBoard } from '../api/funnel.api';
import { boardTotal } from '../lib/board';
import { FunnelBoard } from './FunnelBoard';
import { FunnelLocked } from './FunnelLocked';
import { ProspectDrawer } from './ProspectDrawer';
import { useStageMove } from './use-stage-move';

const isPremiumRequired = (error: unknown) => error instanceof ApiError && error.code === 'premium_required';

/** The card a prospect's drawer moves (the board's own card may be out of sight). */
const cardOf = (p: TProspect): TFunnelCard => ({
  id: p.id,
  name: p.name,
  email: p.email,
  companyName: p.companyName,
  status: p.status,
  leadScore: p.leadScore,
  stageUpdatedAt: p.stageUpdatedAt ?? p.createdAt,
  lastActivityAt: p.lastActivityAt,
});

function BoardSkeleton({ label }: { label: string }) {
  return (
    <div className="-mx-4 flex gap-3 overflow-hidden px-4 md:mx-0 md:px-0" aria-busy="true" aria-label={label} data-testid="funnel-loading">
      {FUNNEL_STAGES.slice(0, 5).map((stage) => (
        <div key={stage} className="w-64 shrink-0 space-y-2 rounded-lg border bg-muted/40 p-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * `/funnel-tracker` (premium): the seller's prospects in a column per funnel stage, moved by drag
 * and drop or a menu, `?q=` a name search and `?prospect=<id>` the open profile drawer. Without
 * premium access the page says what the feature does and how to unlock it.
 */
export function FunnelTrackerPage() {
  const { t, i18n } = useTranslation('funnel');
  const queryClient = useQueryClient();
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const premium = profile.data ? hasFeature(profile.data, 'SMART_LEAD_SCORING') : false;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const openId = params.get('prospect');
  const board = useFunnelBoard(q, premium);
  const moves = useStageMove(q);

  // Another tab or device moved a prospect.
  useRealtimeEvent('prospect.updated', () => void invalidateFunnelViews(queryClient));

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' },
    );

  if (profile.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <BoardSkeleton label={t('loading')} />
      </div>
    );
  }

  const total = board.data ? boardTotal(board.data) : null;
  const header = <PageHeader title={t('title')} subtitle={total !== null && !q ? t('total', { count: total, formatted: total.toLocaleString(i18n.language) }) : t('subtitle')} subtitleTestId="funnel-total" />;

  if (!premium || isPremiumRequired(board.error)) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" data-testid="funnel-page">
        {header}
        <FunnelLocked onUpgrade={() => upgrade.open({ feature: t('title') })} />
      </div>
    );
  }

  const content = () => {
    if (board.isError && !board.data) return <ListError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void board.refetch()} />;
    if (!board.data) return <BoardSkeleton label={t('loading')} />;
    if (total === 0 && q) {
      return (
        <ListEmpty
          icon={SearchX}
          title={t('empty.noMatches', { q })}
          text={t('empty.noMatchesText')}
          action={
            <Button variant="outline" onClick={() => setParam('q', null)}>
              {t('empty.clear')}
            </Button>
          }
          testId="funnel-empty"
        />
      );
    }
    if (total === 0) {
      return (
        <ListEmpty
          icon={UserSearch}
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <Button asChild>
              <Link to="/prospects">
                <UserPlus aria-hidden="true" />
                {t('empty.action')}
              </Link>
            </Button>
          }
          testId="funnel-empty"
        />
      );
    }
    return <FunnelBoard board={board.data} q={q} busyId={moves.busyId} onOpen={(card) => setParam('prospect', card.id)} onMove={moves.request} />;
  };

  return (
    <div className="grid min-w-0 gap-4" data-testid="funnel-page">
      {header}
      <SearchInput value={q} onSearch={(next) => setParam('q', next || null)} placeholder={t('search')} aria-label={t('search')} className="sm:w-72" data-testid="funnel-search" />
      {content()}
      <ProspectDrawer
        id={openId}
        onClose={() => setParam('prospect', null)}
        onMove={(prospect, stage: TFunnelStage, to: TFunnelStage) => moves.request({ card: cardOf(prospect), stage, to })}
      />
      {moves.dialog}
    </div>
  );
}
