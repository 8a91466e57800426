import { useState } from 'react';
import { Check, MessageSquare, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AI_LIMITS, ZChatSessionRename, type TChatSessionSummary } from '@shared/ai/chat.schema';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useChatSessions, useDeleteChatSession, useRenameChatSession } from '../api/ai.api';

interface TChatSessionsListProps {
  activeId: string | undefined;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** The open chat was deleted. */
  onDeleted: (id: string) => void;
}

/** The stored chats, newest first (at most 10: the server drops the oldest when another starts). */
export function ChatSessionsList({ activeId, onOpen, onNew, onDeleted }: TChatSessionsListProps) {
  const { t, i18n } = useTranslation('ai');
  const sessions = useChatSessions();
  const rename = useRenameChatSession();
  const remove = useDeleteChatSession();
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<TChatSessionSummary | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

  const saveTitle = () => {
    if (!editing) return;
    const parsed = ZChatSessionRename.safeParse({ title: editing.title });
    if (!parsed.success) return toast.error(t('sessions.titleRequired'));
    rename.mutate({ id: editing.id, title: parsed.data.title }, { onSuccess: () => setEditing(null), onError: () => toast.error(t('sessions.renameFailed')) });
  };

  return (
    <section className="flex min-h-0 flex-col gap-3" aria-labelledby="ai-sessions-title" data-testid="ai-sessions">
      <div className="flex items-center justify-between gap-2">
        <h2 id="ai-sessions-title" className="text-sm font-semibold">
          {t('sessions.title')}
          <span className="ml-1 font-normal text-muted-foreground">
            ({sessions.data?.length ?? 0}/{AI_LIMITS.storedChats})
          </span>
        </h2>
        <Button size="sm" onClick={onNew} data-testid="ai-sessions-new">
          <Plus aria-hidden="true" />
          {t('sessions.new')}
        </Button>
      </div>
      {sessions.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <p className="text-sm text-destructive">{t('sessions.loadFailed')}</p>
      ) : sessions.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{t('sessions.empty')}</p>
      ) : (
        <ul className="space-y-1 overflow-y-auto">
          {sessions.data.map((session) => (
            <li key={session.id} className={cn('group rounded-md border border-transparent', session.id === activeId && 'border-primary/40 bg-primary/5')} data-testid="ai-session">
              {editing?.id === session.id ? (
                <form
                  className="flex items-center gap-1 p-1"
                  onSubmit={(e) => {
                    e.preventDefault();
                    saveTitle();
                  }}
                >
                  <Input
                    autoFocus
                    value={editing.title}
                    maxLength={120}
                    aria-label={t('sessions.renameLabel')}
                    onChange={(e) => setEditing({ id: session.id, title: e.target.value })}
                    onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                    className="h-8"
                    data-testid="ai-session-title-input"
                  />
                  <Button type="submit" variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('sessions.save')} disabled={rename.isPending}>
                    <Check aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('actions.cancel')} onClick={() => setEditing(null)}>
                    <X aria-hidden="true" />
                  </Button>
                </form>
              ) : (
                <div className="flex items-center gap-1 pr-1">
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 cursor-pointer items-start gap-2 rounded-md p-2 text-left hover:bg-accent"
                    onClick={() => onOpen(session.id)}
                    aria-current={session.id === activeId ? 'true' : undefined}
                    data-testid="ai-session-open"
                  >
                    <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{session.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {t('sessions.meta', { count: session.messageCount, date: date.format(new Date(session.updatedAt)) })}
                      </span>
                    </span>
                  </button>
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('sessions.rename', { title: session.title })} onClick={() => setEditing({ id: session.id, title: session.title })} data-testid="ai-session-rename">
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t('sessions.delete', { title: session.title })} onClick={() => setDeleting(session)} data-testid="ai-session-delete">
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        closeOnError
        onDeleted={(item) => onDeleted(item.id)}
        texts={{
          title: t('sessions.deleteTitle'),
          description: t('sessions.deleteText', { title: deleting?.title ?? '' }),
          confirm: t('sessions.deleteConfirm'),
          cancel: t('actions.cancel'),
          deleted: t('sessions.deleted'),
          failed: () => t('sessions.deleteFailed'),
        }}
      />
    </section>
  );
}
