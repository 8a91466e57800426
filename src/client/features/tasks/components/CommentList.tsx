import { useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTaskComment } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useAddComment, useDeleteComment } from '../api/task-detail.api';
import { formatDueDate } from '../lib/format';

/** The conversation on a task: author, how long ago, the text; add and delete. */
export function CommentList({ taskId, comments }: { taskId: string; comments: TTaskComment[] }) {
  const { t, i18n } = useTranslation('tasks');
  const add = useAddComment(taskId);
  const remove = useDeleteComment(taskId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('comments.empty'));
      return;
    }
    add.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setError(null);
      },
      onError: () => toast.error(t('toasts.actionFailed')),
    });
  };

  return (
    <section aria-labelledby="task-comments-heading" className="space-y-3" data-testid="task-comments">
      <h3 id="task-comments-heading" className="text-sm font-semibold">
        {t('comments.title')} {comments.length > 0 && <span className="font-normal text-muted-foreground">({comments.length})</span>}
      </h3>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('comments.none')}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md border bg-card p-3" data-testid="comment">
              <div className="mb-1 flex items-center gap-2 text-xs">
                <span className="font-semibold">{comment.author.name}</span>
                <time dateTime={comment.createdAt} title={formatDueDate(comment.createdAt, i18n.language)} className="text-muted-foreground">
                  {formatRelativeTime(comment.createdAt, now, i18n.language)}
                </time>
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto size-7 text-destructive hover:text-destructive"
                  onClick={() => remove.mutate(comment.id, { onError: () => toast.error(t('toasts.actionFailed')) })}
                  aria-label={t('comments.delete', { author: comment.author.name })}
                  data-testid="comment-delete"
                >
                  <Trash2 />
                </Button>
              </div>
              <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <Textarea
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            if (error) setError(null);
          }}
          placeholder={t('comments.placeholder')}
          aria-label={t('comments.placeholder')}
          aria-invalid={!!error}
          aria-describedby={error ? 'task-comment-error' : undefined}
          rows={2}
          maxLength={5000}
          data-testid="comment-new"
        />
        {error && (
          <p id="task-comment-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={add.isPending} data-testid="comment-add">
            <Send aria-hidden="true" />
            {t('comments.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
