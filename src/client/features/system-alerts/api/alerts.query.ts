import type { QueryFunctionContext } from '@tanstack/react-query';
import type { TSystemAlert } from '@shared/alerts/alerts.constants';
import { api } from '../../../lib/api';

export const SYSTEM_ALERTS_KEY = ['system-alerts'] as const;

/**
 * The active system alerts, newest first: the query the banners read (alerts.api.ts), also
 * fetched ahead by the app's start on a signed-in page (app/App.tsx). Kept apart from the hook so
 * that the start does not load the realtime client with it.
 */
export const systemAlertsQuery = {
  queryKey: SYSTEM_ALERTS_KEY,
  queryFn: ({ signal }: QueryFunctionContext) => api<TSystemAlert[]>('GET', '/api/alerts', undefined, { signal }),
};
