import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiErrorBody } from '@shared/common/errors';
import type { TSubtask, TTaskAttachment, TTaskComment, TTaskDetail } from '@shared/tasks/tasks.schema';
import { ApiError, api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { invalidateTasks, taskKeys } from './tasks.api';

/**
 * The parts of one task (subtasks, comments, attachments). Each change refreshes the task and
 * the lists, whose rows count those parts.
 */
function usePartMutation<TVariables, TAnswer>(taskId: string, mutationFn: (variables: TVariables) => Promise<TAnswer>, optimistic?: (detail: TTaskDetail, variables: TVariables) => TTaskDetail) {
  const queryClient = useQueryClient();
  const key = taskKeys.detail(taskId);
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TTaskDetail>(key);
      if (previous) queryClient.setQueryData(key, optimistic(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateTasks(queryClient),
  });
}

const base = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

export function useAddSubtask(taskId: string) {
  return usePartMutation(taskId, (title: string) => api<TSubtask>('POST', `${base(taskId)}/subtasks`, { title }));
}

export type TSubtaskChange = { id: string; title?: string; done?: boolean };

/** Ticking or renaming shows at once; a refusal restores the list. */
export function useUpdateSubtask(taskId: string) {
  return usePartMutation(
    taskId,
    ({ id, ...body }: TSubtaskChange) => api<TSubtask>('PATCH', `${base(taskId)}/subtasks/${id}`, body),
    (detail, { id, ...change }) => ({ ...detail, subtasks: detail.subtasks.map((s) => (s.id === id ? { ...s, ...change } : s)) }),
  );
}

export function useDeleteSubtask(taskId: string) {
  return usePartMutation(
    taskId,
    (id: string) => api<void>('DELETE', `${base(taskId)}/subtasks/${id}`),
    (detail, id) => ({ ...detail, subtasks: detail.subtasks.filter((s) => s.id !== id) }),
  );
}

export function useAddComment(taskId: string) {
  return usePartMutation(taskId, (body: string) => api<TTaskComment>('POST', `${base(taskId)}/comments`, { body }));
}

export function useDeleteComment(taskId: string) {
  return usePartMutation(
    taskId,
    (id: string) => api<void>('DELETE', `${base(taskId)}/comments/${id}`),
    (detail, id) => ({ ...detail, comments: detail.comments.filter((c) => c.id !== id) }),
  );
}

/** Sends one file as `multipart/form-data` (field `file`); the browser sets the boundary. */
async function uploadAttachment(taskId: string, file: File): Promise<TTaskAttachment> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${base(taskId)}/attachments`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'accept-language': i18n.resolvedLanguage ?? 'en' },
      body: form,
    });
  } catch {
    throw new ApiError(0, { code: 'unavailable', message: 'network_error' });
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (data as TApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, error?.message ? error : { code: 'internal', message: response.statusText || 'Upload failed' });
  }
  return data as TTaskAttachment;
}

export function useUploadAttachment(taskId: string) {
  return usePartMutation(taskId, (file: File) => uploadAttachment(taskId, file));
}

export function useDeleteAttachment(taskId: string) {
  return usePartMutation(
    taskId,
    (id: string) => api<void>('DELETE', `${base(taskId)}/attachments/${id}`),
    (detail, id) => ({ ...detail, attachments: detail.attachments.filter((a) => a.id !== id) }),
  );
}
