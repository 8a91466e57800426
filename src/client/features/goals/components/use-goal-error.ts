import { useRecordError } from '../../../components/premium/use-record-error';

/** Reports a failed goal request: the upgrade prompt for a free-plan limit, else a toast. */
export const useGoalError = () => useRecordError('goals');
