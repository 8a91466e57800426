import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MessageSquare, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZCommentCreate, type TProspectComment } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useAddComment, useDeleteComment, useProspectComments } from '../api/prospects.api';
import { useValidationText } from '../../../lib/use-validation-text';
import { formatDateTime } from '../lib/format';
import { CommentBody } from './CommentBody';

export function ProspectComments({ prospectId }: { prospectId: string }) {
  const { t, i18n } = useTranslation('prospects');
  const comments = useProspectComments(prospectId);
  const [deleting, setDeleting] = useState<TProspectComment | null>(null);
  const remove = useDeleteComment(prospectId);

  return (
    <Card data-testid="prospect-comments">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageSquare className="size-4" aria-hidden="true" />
          {t('comments.title')}
          {comments.data && comments.data.length > 0 && <span className="text-sm font-normal text-muted-foreground">({comments.data.length})</span>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CommentForm prospectId={prospectId} />
        {comments.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('comments.loadError')}
          </p>
        ) : !comments.data ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : comments.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('comments.empty')}</p>
        ) : (
          <ol className="grid gap-3">
            {comments.data.map((comment) => (
              <li key={comment.id} className="group grid gap-1 rounded-md border bg-background/60 p-3" data-testid="prospect-comment">
                <div className="flex items-center justify-between gap-2">
                  <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(comment.createdAt, i18n.language)}
                  </time>
                  <Button variant="ghost" size="icon" className="size-7" aria-label={t('comments.delete')} onClick={() => setDeleting(comment)}>
                    <Trash2 className="size-3.5" />
                  </Button>
                </div>
                <CommentBody body={comment.body} mentions={comment.mentions} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
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
          remove.mutate(deleting.id, {
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

function CommentForm({ prospectId }: { prospectId: string }) {
  const { t } = useTranslation('prospects');
  const message = useValidationText('prospects');
  const add = useAddComment(prospectId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ZCommentCreate.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        toast.success(t('comments.added'));
      },
      onError: (e) => {
        if (e instanceof ApiError && e.fields?.body) setError(e.fields.body);
        else toast.error(t('comments.addFailed'));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor="prospect-comment-body" className="sr-only">
        {t('comments.label')}
      </label>
      <Textarea
        id="prospect-comment-body"
        data-testid="prospect-comment-body"
        value={body}
        rows={3}
        maxLength={5000}
        placeholder={t('comments.placeholder')}
        onChange={(e) => {
          setBody(e.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={!!error}
        aria-describedby={error ? 'prospect-comment-error' : 'prospect-comment-hint'}
      />
      <FieldError id="prospect-comment-error" message={message(error)} />
      <div className="flex items-center justify-between gap-2">
        <span id="prospect-comment-hint" className="text-xs text-muted-foreground">
          {t('comments.shortcut')}
        </span>
        <Button type="submit" size="sm" disabled={add.isPending} data-testid="prospect-comment-submit">
          {add.isPending ? <Spinner className="size-4 text-primary-foreground" /> : <Send />}
          {t('comments.add')}
        </Button>
      </div>
    </form>
  );
}
