import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BellRing, Plus, SearchX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TFollowUp } from '@shared/follow-ups/follow-ups.schema';
import { hasFeature } from '@shared/membership/features';
import { isPremiumRequired, useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { ListEmpty } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { recordDeleteTexts } from '../../../lib/record-texts';
import { browserTimeZone } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';
import { useDeleteFollowUp, useFollowUps, useUpdateFollowUp } from '../api/follow-ups.api';
import { FOLLOW_UP_TABS, isFollowUpTab, tabQuery, type TFollowUpTab } from '../lib/follow-up-tabs';
import { FocusedFollowUp } from './FocusedFollowUp';
import { FollowUpFormDialog } from './FollowUpFormDialog';
import { FollowUpRow, type TFollowUpRowHandlers } from './FollowUpRow';
import { FollowUpsLocked } from './FollowUpsLocked';

const PAGE_SIZE = 20;

/**
 * `/follow-ups` (premium): reminders by Overdue / Today / Upcoming / Done (`?tab=`), manual or made
 * by a rule; `?reminder=<id>` (a notification's link) shows that one first. Without premium
 * access the page says what the feature does and how to unlock it.
 */
export function FollowUpsPage() {
  const { t } = useTranslation('followUps');
  const profile = useProfile();
  const upgrade = useUpgradePrompt();
  const zone = profile.data?.timeZone ?? browserTimeZone();
  const premium = profile.data ? hasFeature(profile.data, 'AUTOMATED_FOLLOW_UPS') : false;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TFollowUpTab = isFollowUpTab(requested) ? requested : 'today';
  const reminderId = params.get('reminder');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; followUp: TFollowUp | null }>({ open: false, followUp: null });
  const [deleting, setDeleting] = useState<TFollowUp | null>(null);
  const list = useFollowUps({ ...tabQuery(tab, zone), q, page, pageSize: PAGE_SIZE }, premium);
  const overdue = useFollowUps({ ...tabQuery('overdue', zone), page: 1, pageSize: 1 }, premium);
  const update = useUpdateFollowUp();
  const remove = useDeleteFollowUp();
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  const openUpgrade = () => upgrade.open({ feature: t('title') });

  useClampedPage(page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const handlers: TFollowUpRowHandlers = {
    onToggleDone: (followUp) => {
      const status = followUp.status === 'done' ? 'pending' : 'done';
      update.mutate(
        { id: followUp.id, body: { status } },
        {
          onSuccess: () => toast.success(t(status === 'done' ? 'toasts.done' : 'toasts.reopened')),
          onError: (error) => (isPremiumRequired(error) ? openUpgrade() : toast.error(t('toasts.statusFailed'), { description: error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined })),
        },
      );
    },
    onEdit: (followUp) => setDialog({ open: true, followUp }),
    onDelete: setDeleting,
  };
  const busyId = update.isPending ? update.variables?.id : undefined;

  if (profile.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" aria-busy="true">
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const header = (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        premium && (
          <Button onClick={() => setDialog({ open: true, followUp: null })} data-testid="follow-up-add">
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        )
      }
    />
  );

  if (!premium || isPremiumRequired(list.error)) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" data-testid="follow-ups-page">
        {header}
        <FollowUpsLocked onUpgrade={openUpgrade} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6" data-testid="follow-ups-page">
      {header}
      {reminderId && <FocusedFollowUp id={reminderId} zone={zone} handlers={handlers} busyId={busyId} onClose={() => setParam('reminder', null)} />}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setParam('tab', value);
          setPage(1);
        }}
        className="grid gap-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Tabs.List className="flex rounded-lg bg-muted p-1 sm:inline-flex" aria-label={t('tabs.label')}>
            {FOLLOW_UP_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`follow-up-tab-${value}`}
                className="flex flex-auto cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-3"
              >
                {t(`tabs.${value}`)}
                {value === 'overdue' && !!overdue.data?.total && (
                  <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground" data-testid="follow-up-overdue-count">
                    {overdue.data.total}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SearchInput
            value={q}
            onSearch={(next) => {
              setQ(next);
              setPage(1);
            }}
            placeholder={t('search')}
            aria-label={t('search')}
            className="sm:w-64"
          />
        </div>
        <Tabs.Content value={tab} className="focus-visible:outline-none">
          <PagedResults
            query={list}
            errorTexts={{ message: t('loadError'), retry: t('retry') }}
            skeleton={
              <div className="grid gap-3">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-24 w-full" />
                ))}
              </div>
            }
            empty={
              <ListEmpty
                icon={q ? SearchX : BellRing}
                title={q ? t('empty.noMatches') : t(`empty.${tab}.title`)}
                text={q ? t('empty.noMatchesText') : t(`empty.${tab}.text`)}
                testId="follow-ups-empty"
              />
            }
            pagination={{ page, pageCount, onPageChange: setPage, labels: { status: t('pagination.status', { page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') } }}
          >
            {(data) => (
              <ul className="grid gap-3" aria-label={t(`tabs.${tab}`)} data-testid="follow-up-list">
                {data.items.map((followUp) => (
                  <FollowUpRow key={followUp.id} followUp={followUp} zone={zone} busy={busyId === followUp.id} {...handlers} />
                ))}
              </ul>
            )}
          </PagedResults>
        </Tabs.Content>
      </Tabs.Root>

      <FollowUpFormDialog open={dialog.open} followUp={dialog.followUp} zone={zone} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} onPremiumRequired={openUpgrade} />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        closeOnError
        onDeleted={(followUp) => followUp.id === reminderId && setParam('reminder', null)}
        texts={{ ...recordDeleteTexts(t, remove.isPending), description: t('delete.text', { name: deleting?.prospect?.name ?? deleting?.contact?.name ?? t('noPerson') }) }}
      />
    </div>
  );
}
