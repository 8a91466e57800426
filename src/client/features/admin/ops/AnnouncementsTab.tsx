import { useMemo, useState } from 'react';
import { Megaphone, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement, TAnnouncementAudience } from '@shared/announcements/announcements.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { ANNOUNCEMENT_CONTENT_STYLES } from '../../announcements/lib/content-styles';
import { sanitizeAnnouncementHtml } from '../../announcements/lib/sanitize';
import { announcementMutations, useAdminAnnouncements } from './api/ops.api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { OpsSection } from './OpsSection';

const AUDIENCE_STYLES: Record<TAnnouncementAudience, string> = {
  all_users: 'bg-secondary text-secondary-foreground',
  premium_users: 'bg-primary/10 text-primary',
  free_users: 'bg-success/15 text-success',
};

function AnnouncementRow({ announcement, onEdit, onDelete }: { announcement: TAnnouncement; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('adminOps');
  const html = useMemo(() => sanitizeAnnouncementHtml(announcement.content), [announcement.content]);
  return (
    <li className="flex items-start gap-3 p-4 sm:px-6" data-testid="admin-announcement-row" data-id={announcement.id}>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-medium">{announcement.title}</h3>
          <Badge variant="secondary" className={cn('whitespace-nowrap', AUDIENCE_STYLES[announcement.targetAudience])} data-testid="announcement-audience">
            {t(`announcements.audiences.${announcement.targetAudience}`)}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={announcement.createdAt}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(announcement.createdAt))}</time>
        </p>
        <div className={cn(ANNOUNCEMENT_CONTENT_STYLES, 'line-clamp-3 text-muted-foreground')} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <div className="flex shrink-0">
        <RowActions
          editLabel={t('announcements.editNamed', { title: announcement.title })}
          deleteLabel={t('announcements.deleteNamed', { title: announcement.title })}
          onEdit={onEdit}
          onDelete={onDelete}
          editTestId="announcement-edit"
          deleteTestId="announcement-delete"
        />
      </div>
    </li>
  );
}

/** The admin dashboard's announcements: every one, newest first, written, edited and deleted here. */
export function AnnouncementsTab() {
  const { t } = useTranslation('adminOps');
  const list = useAdminAnnouncements();
  const remove = announcementMutations.useDelete();
  const [editing, setEditing] = useState<TAnnouncement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);

  const openDialog = (announcement: TAnnouncement | null) => {
    setEditing(announcement);
    setDialogOpen(true);
  };
  const createButton = (
    <Button onClick={() => openDialog(null)} data-testid="announcement-create">
      <Plus aria-hidden="true" />
      {t('announcements.create')}
    </Button>
  );

  return (
    <OpsSection title={t('announcements.title')} description={t('announcements.description')} action={createButton} testId="admin-announcements">
      {list.isError ? (
        <ListError message={t('announcements.loadError')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <ListEmpty icon={Megaphone} title={t('announcements.empty')} text={t('announcements.emptyText')} testId="admin-announcements-empty" />
      ) : (
        <Card>
          <ul className="divide-y" aria-label={t('announcements.title')}>
            {list.data.map((announcement) => (
              <AnnouncementRow key={announcement.id} announcement={announcement} onEdit={() => openDialog(announcement)} onDelete={() => setDeleting(announcement)} />
            ))}
          </ul>
        </Card>
      )}
      <AnnouncementDialog open={dialogOpen} onOpenChange={setDialogOpen} announcement={editing} />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        texts={{
          title: t('announcements.deleteTitle'),
          description: t('announcements.deleteText', { title: deleting?.title ?? '' }),
          confirm: t('common.delete'),
          cancel: t('common.cancel'),
          deleted: t('announcements.deleted'),
          failed: () => t('announcements.deleteFailed'),
        }}
      />
    </OpsSection>
  );
}
