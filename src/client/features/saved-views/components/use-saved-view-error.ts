import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEWS_PER_SCOPE_MAX } from '@shared/saved-views/saved-views.schema';
import { ApiError } from '../../../lib/api';
import { SAVED_VIEWS_KEY } from '../api/saved-views.api';

interface TReportOptions {
  /** The failed action's own toast, a `savedViews` key. */
  fallback: 'toasts.saveFailed' | 'toasts.deleteFailed';
  /** Field errors of the answer (a duplicate name): shown under the form's field. */
  onFields?: (fields: Record<string, string>) => void;
  /** The view is gone (deleted in another tab): whatever showed it closes, and the list reloads. */
  onGone?: () => void;
}

/** Reports a failed saved-view request: inline for a field, else one toast in the interface language. */
export function useSavedViewError() {
  const { t } = useTranslation('savedViews');
  const queryClient = useQueryClient();
  return useCallback(
    (failure: unknown, { fallback, onFields, onGone }: TReportOptions) => {
      if (failure instanceof ApiError && failure.fields && onFields) {
        onFields(failure.fields);
        toast.error(t('toasts.fixErrors'));
      } else if (failure instanceof ApiError && failure.reason === 'saved_views_full') {
        toast.error(t('toasts.full', { max: SAVED_VIEWS_PER_SCOPE_MAX }));
      } else if (failure instanceof ApiError && failure.status === 404) {
        toast.error(t('toasts.notFound'));
        void queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_KEY });
        onGone?.();
      } else {
        toast.error(t(fallback));
      }
    },
    [t, queryClient],
  );
}
