import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAINTENANCE_CHANGED_EVENT, type TMaintenanceState } from '@shared/admin/maintenance';
import { api, isMaintenanceError, onMaintenanceAnswer } from '../../../lib/api';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';

export const MAINTENANCE_KEY = ['maintenance'] as const;

function isMaintenanceState(value: unknown): value is TMaintenanceState {
  const state = value as TMaintenanceState | null;
  return typeof state?.maintenanceMode === 'boolean' && typeof state.maintenanceMessage === 'string';
}

/** Maintenance mode as anyone may read it (no session needed), checked again whenever the window regains focus. */
export function useMaintenanceState(enabled = true) {
  return useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => api<TMaintenanceState>('GET', '/api/maintenance', undefined, { signal }),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * Maintenance mode for the signed-in area, kept current three ways: the server's push when an
 * admin changes it, any call refused with 503 `maintenance`, and a fresh check after the socket
 * reconnects. When it ends, the calls it refused are made again, so the app comes back as it was.
 */
export function useMaintenanceMode(enabled: boolean): TMaintenanceState | undefined {
  const queryClient = useQueryClient();
  const { data } = useMaintenanceState(enabled);

  useRealtimeEvent<unknown>(MAINTENANCE_CHANGED_EVENT, (state) => {
    if (isMaintenanceState(state)) queryClient.setQueryData(MAINTENANCE_KEY, state);
    else void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY });
  });
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: MAINTENANCE_KEY }));
  useEffect(
    () => onMaintenanceAnswer((maintenanceMessage) => queryClient.setQueryData<TMaintenanceState>(MAINTENANCE_KEY, { maintenanceMode: true, maintenanceMessage })),
    [queryClient],
  );

  const on = data?.maintenanceMode ?? false;
  const wasOn = useRef(on);
  useEffect(() => {
    if (wasOn.current && !on) void queryClient.resetQueries({ predicate: (query) => isMaintenanceError(query.state.error) });
    wasOn.current = on;
  }, [on, queryClient]);

  return data;
}
