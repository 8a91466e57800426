import { useRef, useState, type ChangeEvent } from 'react';
import { Download, FileText, Paperclip, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { TASK_ATTACHMENT_MAX_BYTES } from '@shared/tasks/tasks.constants';
import type { TTaskAttachment } from '@shared/tasks/tasks.schema';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useDeleteAttachment, useUploadAttachment } from '../api/task-detail.api';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../lib/attachment-check';
import { formatBytes } from '../lib/format';

/** The files of a task: download, delete, and upload one more (checked here first, then by the server). */
export function AttachmentList({ taskId, attachments }: { taskId: string; attachments: TTaskAttachment[] }) {
  const { t, i18n } = useTranslation('tasks');
  const upload = useUploadAttachment(taskId);
  const remove = useDeleteAttachment(taskId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxSize = formatBytes(TASK_ATTACHMENT_MAX_BYTES, i18n.language);

  const refuse = (message: string, detail?: string) => {
    setProblem(message);
    toast.error(message, { description: detail });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const check = attachmentProblem(file);
    if (check) {
      refuse(t(`attachments.${check}`, { name: file.name, max: maxSize }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('attachments.uploaded', { name: file.name })),
      onError: (error) => {
        // The server's word on the file: too large (413) or not an accepted type (415).
        const detail = error instanceof ApiError && error.status !== 0 ? error.message : undefined;
        if (error instanceof ApiError && error.status === 413) refuse(t('attachments.tooLarge', { name: file.name, max: maxSize }), detail);
        else if (error instanceof ApiError && error.status === 415) refuse(t('attachments.badType', { name: file.name }), detail);
        else refuse(t('attachments.failed', { name: file.name }), detail);
      },
    });
  };

  return (
    <section aria-labelledby="task-attachments-heading" className="space-y-3" data-testid="task-attachments">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="task-attachments-heading" className="text-sm font-semibold">
          {t('attachments.title')} {attachments.length > 0 && <span className="font-normal text-muted-foreground">({attachments.length})</span>}
        </h3>
        <input ref={input} type="file" className="sr-only" accept={ATTACHMENT_ACCEPT} onChange={onFile} tabIndex={-1} aria-hidden="true" data-testid="attachment-input" />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending} data-testid="attachment-upload">
          {upload.isPending ? <Spinner className="size-4" /> : <Paperclip aria-hidden="true" />}
          {upload.isPending ? t('attachments.uploading') : t('attachments.add')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('attachments.hint', { max: maxSize })}</p>
      {problem && (
        <p className="text-sm text-destructive" role="alert" data-testid="attachment-problem">
          {problem}
        </p>
      )}
      {attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('attachments.none')}</p>
      ) : (
        <ul className="divide-y rounded-md border bg-card">
          {attachments.map((file) => (
            <li key={file.id} className="flex items-center gap-2 p-2" data-testid="attachment">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <a href={file.url} download={file.fileName} className="block truncate text-sm font-medium hover:underline focus-visible:underline focus-visible:outline-none">
                  {file.fileName}
                </a>
                <span className="text-xs text-muted-foreground">{formatBytes(file.sizeBytes, i18n.language)}</span>
              </div>
              <Button variant="ghost" size="icon" className="size-8" asChild>
                <a href={file.url} download={file.fileName} aria-label={t('attachments.download', { name: file.fileName })}>
                  <Download />
                </a>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:text-destructive"
                onClick={() => remove.mutate(file.id, { onError: () => toast.error(t('toasts.actionFailed')) })}
                aria-label={t('attachments.delete', { name: file.fileName })}
                data-testid="attachment-delete"
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
