import { useRecordError } from '../../../components/premium/use-record-error';

/** Reports a failed task request: the upgrade prompt at the free-plan limit, else a toast. */
export const useTaskError = () => useRecordError('tasks');
