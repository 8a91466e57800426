import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TTaskColumn } from '@shared/tasks/tasks.constants';
import { statusForColumn } from '@shared/tasks/tasks.rules';
import type { TTaskBoard, TTaskUpdateResult } from '@shared/tasks/tasks.schema';
import { api } from '../../../lib/api';
import { moveOnBoard } from '../lib/board';
import { invalidateTasks, taskKeys, useNextOccurrenceToast, type TTaskFilters } from './tasks.api';

/**
 * A kanban drop: the card moves at once, the PATCH stores the column's status, and a refusal puts
 * the card back where it was with an error toast.
 */
export function useMoveTask(filters: TTaskFilters) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('tasks');
  const announce = useNextOccurrenceToast();
  const key = taskKeys.board(filters);
  return useMutation({
    mutationFn: ({ id, column }: { id: string; column: TTaskColumn }) => api<TTaskUpdateResult>('PATCH', `/api/tasks/${id}`, { status: statusForColumn(column) }),
    onMutate: async ({ id, column }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TTaskBoard>(key);
      if (previous) queryClient.setQueryData(key, moveOnBoard(previous, id, column));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('toasts.moveFailed'));
    },
    onSuccess: announce,
    onSettled: () => invalidateTasks(queryClient),
  });
}
