import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZCommentCreate } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useValidationText } from '../../../lib/use-validation-text';
import { useAddComment } from '../api/prospects.api';

/** A new comment on the prospect; @name mentions are found by the server. */
export function CommentForm({ prospectId }: { prospectId: string }) {
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
