import { useState } from 'react';
import { ArrowLeft, Pencil, Trash2, UserX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useProspect } from '../api/prospects.api';
import { initialsOf } from '../lib/format';
import { DeleteProspectDialog } from './DeleteProspectDialog';
import { ProspectFormDialog } from './ProspectFormDialog';
import { ProspectContactCard, ProspectNotesCard, ProspectPipelineCard, ProspectSocialCard } from './ProspectInfoCards';
import { ProspectStatusBadge } from './ProspectStatusBadge';
import { ProspectTimeline } from './ProspectTimeline';

/** An id that is not a uuid is answered 400 by the API; for the person it is just as missing. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function ProspectDetailPage() {
  const { t } = useTranslation('prospects');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useProspect(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const prospect = query.data;

  const back = (
    <Link to="/prospects" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (query.isError && isMissing(query.error)) {
    return (
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6" data-testid="prospect-not-found">
        {back}
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <UserX className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-lg font-semibold">{t('detail.notFound')}</h1>
          <p className="max-w-sm text-sm text-muted-foreground">{t('detail.notFoundText')}</p>
          <Button asChild variant="outline">
            <Link to="/prospects">{t('detail.back')}</Link>
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6" data-testid="prospect-detail-page">
      {back}
      {query.isError ? (
        <ListError message={t('detail.loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void query.refetch()} />
      ) : !prospect ? (
        <DetailSkeleton />
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-4">
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-accent text-lg font-semibold text-accent-foreground" aria-hidden="true">
              {initialsOf(prospect.firstName, prospect.lastName)}
            </span>
            <div className="min-w-0 flex-1 basis-52">
              <h1 className="truncate text-2xl font-semibold tracking-tight" data-testid="prospect-name">
                {prospect.name}
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ProspectStatusBadge status={prospect.status} />
                {prospect.companyName && <span className="truncate">{prospect.companyName}</span>}
              </div>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setEditing(true)} data-testid="prospect-detail-edit">
                <Pencil /> {t('actions.edit')}
              </Button>
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)} data-testid="prospect-detail-delete">
                <Trash2 /> {t('actions.delete')}
              </Button>
            </div>
          </header>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ProspectContactCard prospect={prospect} />
            <ProspectPipelineCard prospect={prospect} />
            <ProspectSocialCard prospect={prospect} />
            <ProspectNotesCard prospect={prospect} />
          </div>
          <ProspectTimeline prospect={prospect} />
          <ProspectFormDialog open={editing} onOpenChange={setEditing} prospect={prospect} />
          <DeleteProspectDialog
            prospect={deleting ? prospect : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate('/prospects', { replace: true })}
          />
        </>
      )}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    </div>
  );
}
