import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ALERTS_CHANGED_EVENT } from '@shared/alerts/alerts.constants';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { SYSTEM_ALERTS_KEY, systemAlertsQuery } from './alerts.query';

/**
 * The active system alerts, newest first, kept current: reloaded when an admin changes any alert,
 * after the socket reconnects (a change may have been missed) and whenever the window regains focus.
 */
export function useSystemAlerts() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: SYSTEM_ALERTS_KEY });
  useRealtimeEvent(ALERTS_CHANGED_EVENT, reload);
  useRealtimeReconnect(reload);
  return useQuery({ ...systemAlertsQuery, refetchOnWindowFocus: 'always' });
}
