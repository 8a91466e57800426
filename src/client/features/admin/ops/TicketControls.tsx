import { useId } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TSupportTicket, type TTicketUpdate } from '@shared/support/support.schema';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { useUpdateTicket } from './api/ops.api';

/** Support's status and priority of the open ticket, saved as soon as one is chosen. */
export function TicketControls({ ticket }: { ticket: Pick<TSupportTicket, 'id' | 'status' | 'priority'> }) {
  const { t } = useTranslation('adminOps');
  const id = useId();
  const update = useUpdateTicket();
  // The choice shows at once; the thread reloads before the mutation settles.
  const shown = update.isPending && update.variables ? { ...ticket, ...update.variables.body } : ticket;

  const save = (body: TTicketUpdate) =>
    update.mutate(
      { id: ticket.id, body },
      {
        onSuccess: () => toast.success(t('tickets.updated')),
        onError: () => toast.error(body.status ? t('tickets.statusFailed') : t('tickets.priorityFailed')),
      },
    );

  return (
    <div className="grid grid-cols-2 gap-3 pt-2" data-testid="admin-ticket-controls">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('tickets.status')}</Label>
        <OptionSelect
          id={`${id}-status`}
          options={TICKET_STATUSES}
          labelOf={(value) => t(`support:status.${value}`)}
          value={shown.status}
          disabled={update.isPending}
          onChange={(event) => save({ status: event.target.value as TSupportTicket['status'] })}
          data-testid="admin-ticket-status"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-priority`}>{t('tickets.priority')}</Label>
        <OptionSelect
          id={`${id}-priority`}
          options={TICKET_PRIORITIES}
          labelOf={(value) => t(`support:priority.${value}`)}
          value={shown.priority}
          disabled={update.isPending}
          onChange={(event) => save({ priority: event.target.value as TSupportTicket['priority'] })}
          data-testid="admin-ticket-priority"
        />
      </div>
    </div>
  );
}
