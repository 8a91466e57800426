import { useQuery } from '@tanstack/react-query';
import type { TDashboardDeals } from '@shared/dashboard/dashboard.schema';
import { api } from '../../../lib/api';

/** `GET /api/dashboard/summary`: the signed-in user's own figures (a new user sees zeros). */
export interface TDashboardSummary {
  quickStats: { activeProspects: number; monthCommissionCents: number; teamSize: number };
  pipeline: { status: string; count: number }[];
  deals: TDashboardDeals;
  goals: { id: string; title: string; currentValue: number; targetValue: number; deadline: string | null }[];
  sponsor: { name: string; email: string; phone: string | null } | null;
}

export const DASHBOARD_SUMMARY_QUERY_KEY = ['dashboard', 'summary'] as const;

export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_QUERY_KEY,
    queryFn: () => api<TDashboardSummary>('GET', '/api/dashboard/summary'),
  });
}
