import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Plus } from 'lucide-react';
import { Switch } from 'radix-ui';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { ALERTS_CHANGED_EVENT, type TSystemAlert } from '@shared/alerts/alerts.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { ListEmpty, ListError } from '../../../components/ui/list-states';
import { RowActions } from '../../../components/ui/row-actions';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useRealtimeEvent } from '../../../lib/realtime';
import { ADMIN_ALERTS_KEY, alertMutations, useAdminAlerts } from './api/ops.api';
import { ALERT_TYPE_STYLES } from './alert-display';
import { OpsSection } from './OpsSection';
import { SystemAlertDialog } from './SystemAlertDialog';

/** Turns one alert's banner on or off right from the list. */
function ActiveSwitch({ alert }: { alert: TSystemAlert }) {
  const { t } = useTranslation('adminOps');
  const id = useId();
  const update = alertMutations.useUpdate();
  const checked = update.isPending && update.variables?.body.active !== undefined ? update.variables.body.active : alert.active;
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(active) =>
          update.mutate(
            { id: alert.id, body: { active } },
            {
              onSuccess: () => toast.success(active ? t('alerts.activated') : t('alerts.deactivated')),
              onError: () => toast.error(t('alerts.updateFailed')),
            },
          )
        }
        aria-label={t('alerts.activeNamed', { content: alert.content })}
        data-testid="alert-row-active"
        className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-wait disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none ml-0.5 block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4" />
      </Switch.Root>
      <label htmlFor={id} className={cn('min-w-12 text-xs font-medium', !checked && 'text-muted-foreground')} aria-hidden="true">
        {checked ? t('alerts.active') : t('alerts.inactive')}
      </label>
    </div>
  );
}

function AlertRow({ alert, onEdit, onDelete }: { alert: TSystemAlert; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('adminOps');
  const { badge, icon: Icon } = ALERT_TYPE_STYLES[alert.type];
  return (
    <li className="grid gap-3 p-4 sm:flex sm:items-start sm:px-6" data-testid="admin-alert-row" data-id={alert.id} data-active={alert.active}>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className={cn('gap-1 whitespace-nowrap', badge)} data-testid="alert-type">
            <Icon className="size-3.5" aria-hidden="true" />
            {t(`alerts.types.${alert.type}`)}
          </Badge>
          <span className="text-xs text-muted-foreground">
            <time dateTime={alert.createdAt}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(alert.createdAt))}</time>
          </span>
        </div>
        <p className={cn('whitespace-pre-wrap break-words text-sm', !alert.active && 'text-muted-foreground')}>{alert.content}</p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 sm:justify-end">
        <ActiveSwitch alert={alert} />
        <div className="flex">
          <RowActions
            editLabel={t('alerts.editNamed', { content: alert.content })}
            deleteLabel={t('alerts.deleteNamed', { content: alert.content })}
            onEdit={onEdit}
            onDelete={onDelete}
            editTestId="alert-edit"
            deleteTestId="alert-delete"
          />
        </div>
      </div>
    </li>
  );
}

/** The admin dashboard's system alerts: banners shown to every signed-in user while active. */
export function AlertsTab() {
  const { t } = useTranslation('adminOps');
  const queryClient = useQueryClient();
  const list = useAdminAlerts();
  const remove = alertMutations.useDelete();
  // Another administrator's change shows here too.
  useRealtimeEvent(ALERTS_CHANGED_EVENT, () => void queryClient.invalidateQueries({ queryKey: ADMIN_ALERTS_KEY }));
  const [editing, setEditing] = useState<TSystemAlert | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TSystemAlert | null>(null);
  const activeCount = list.data?.filter((alert) => alert.active).length ?? 0;

  const openDialog = (alert: TSystemAlert | null) => {
    setEditing(alert);
    setDialogOpen(true);
  };

  return (
    <OpsSection
      title={t('alerts.title')}
      description={t('alerts.description')}
      action={
        <Button onClick={() => openDialog(null)} data-testid="alert-create">
          <Plus aria-hidden="true" />
          {t('alerts.create')}
        </Button>
      }
      testId="admin-alerts"
    >
      {list.isError ? (
        <ListError message={t('alerts.loadError')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <ListEmpty icon={BellRing} title={t('alerts.empty')} text={t('alerts.emptyText')} testId="admin-alerts-empty" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="alerts-active-count">
            {t('alerts.activeCount', { count: activeCount })}
          </p>
          <Card>
            <ul className="divide-y" aria-label={t('alerts.title')}>
              {list.data.map((alert) => (
                <AlertRow key={alert.id} alert={alert} onEdit={() => openDialog(alert)} onDelete={() => setDeleting(alert)} />
              ))}
            </ul>
          </Card>
        </>
      )}
      <SystemAlertDialog open={dialogOpen} onOpenChange={setDialogOpen} alert={editing} />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        texts={{
          title: t('alerts.deleteTitle'),
          description: t('alerts.deleteText'),
          confirm: t('common.delete'),
          cancel: t('common.cancel'),
          deleted: t('alerts.deleted'),
          failed: () => t('alerts.deleteFailed'),
        }}
      />
    </OpsSection>
  );
}
