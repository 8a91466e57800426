import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TICKET_MESSAGE_MAX, ZTicketReply, type TTicketStatus } from '@shared/support/support.schema';
import { Button } from '../../../components/ui/button';
import { FormField, controlProps } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { useReplyToTicket } from '../api/support.api';
import { useSupportText } from './use-support-text';

const FIELD_ID = 'ticket-reply';
const validate = (values: { message: string }) => validateWith(ZTicketReply, values);

/** The reply box under a thread; the owner's reply to a resolved ticket reopens it (the server decides), support's does not. */
export function TicketReplyForm({ ticketId, status, staff = false }: { ticketId: string; status: TTicketStatus; staff?: boolean }) {
  const { t } = useTranslation('support');
  const text = useSupportText();
  const reply = useReplyToTicket(ticketId);
  const form = useSchemaForm({ message: '' }, validate);
  const error = text(form.errorOf('message'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    reply.mutate(body, {
      onSuccess: () => form.reset({ message: '' }),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields?.message) form.setServerErrors({ message: failure.fields.message });
        else if (failure instanceof ApiError && failure.status === 401) toast.error(t('toasts.loginRequired'));
        else toast.error(t('toasts.replyFailed'), failure instanceof ApiError && failure.status === 0 ? { description: t('toasts.unreachable') } : undefined);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 border-t p-4 sm:p-6" data-testid="ticket-reply-form">
      {status === 'resolved' && !staff && <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t('thread.resolvedNote')}</p>}
      <FormField id={FIELD_ID} label={t('thread.replyLabel')} error={error}>
        <Textarea
          {...controlProps(FIELD_ID, error, () => form.blur('message'))}
          value={form.values.message}
          onChange={(event) => form.set('message', event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter (⌘+Enter) sends, as in most chat boxes.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
          }}
          maxLength={TICKET_MESSAGE_MAX}
          rows={3}
          placeholder={t('thread.replyPlaceholder')}
        />
      </FormField>
      <Button type="submit" disabled={reply.isPending} className="justify-self-end max-sm:w-full" data-testid="ticket-reply-send">
        {reply.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
        {reply.isPending ? t('thread.sending') : t('thread.send')}
      </Button>
    </form>
  );
}
