import { useState } from 'react';
import { History, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ActivityFormDialog } from '../../activities/components/ActivityFormDialog';
import { useDeleteComment, useProspectTimeline } from '../api/prospects.api';
import { CommentForm } from './CommentForm';
import { TimelineEntry } from './TimelineEntry';

/** The prospect's story on one line: activities, comments and stage changes, newest first. */
export function ProspectTimeline({ prospect }: { prospect: TProspect }) {
  const { t } = useTranslation('prospects');
  const timeline = useProspectTimeline(prospect.id);
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteComment(prospect.id);

  return (
    <Card data-testid="prospect-timeline">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" aria-hidden="true" />
          {t('timeline.title')}
        </CardTitle>
        <Button size="sm" onClick={() => setLogging(true)} data-testid="prospect-log-activity">
          <Plus /> {t('timeline.logActivity')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CommentForm prospectId={prospect.id} />
        {timeline.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('timeline.loadError')}
          </p>
        ) : !timeline.data ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : (
          <>
            {!timeline.data.items.some((item) => item.kind !== 'created') && <p className="text-sm text-muted-foreground">{t('timeline.empty')}</p>}
            <ol className="ml-4 grid gap-6 border-l pl-5" aria-label={t('timeline.title')}>
              {timeline.data.items.map((item) => (
                <TimelineEntry key={`${item.kind}:${item.id}`} item={item} onDeleteComment={setDeleting} />
              ))}
            </ol>
            {timeline.data.truncated && <p className="text-xs text-muted-foreground">{t('timeline.truncated')}</p>}
          </>
        )}
      </CardContent>
      <ActivityFormDialog open={logging} onOpenChange={setLogging} activity={null} prospect={{ id: prospect.id, name: prospect.name }} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteText')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(t('comments.deleted'));
              setDeleting(null);
            },
            onError: () => toast.error(t('comments.deleteFailed')),
          })
        }
      />
    </Card>
  );
}
