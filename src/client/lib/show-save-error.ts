import { toast } from 'sonner';
import { ApiError } from './api';

/** A failed save: field errors of the answer go under their fields; otherwise the toast carries the server's text. */
export function showSaveError(error: unknown, setServerErrors: (fields: Record<string, string>) => void, fallback: string) {
  if (error instanceof ApiError && error.fields) {
    setServerErrors(error.fields);
    toast.error(fallback);
    return;
  }
  toast.error(fallback, { description: error instanceof ApiError && error.status !== 0 ? error.message : undefined });
}
