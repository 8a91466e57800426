import { useQuery } from '@tanstack/react-query';
import type { TDashboardAgenda } from '@shared/dashboard/dashboard.schema';
import { api } from '../../../lib/api';

/** `GET /api/dashboard` (its `agenda`): today's and overdue tasks and follow-ups. */
export function useDashboardAgenda() {
  return useQuery({
    queryKey: ['dashboard', 'full'],
    queryFn: ({ signal }) => api<{ agenda: TDashboardAgenda }>('GET', '/api/dashboard', undefined, { signal }),
    select: (data) => data.agenda,
  });
}
