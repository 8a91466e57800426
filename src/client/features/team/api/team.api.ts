import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type { TRankProgress, TTeamMember, TTeamMemberCreate, TTeamMemberUpdate } from '@shared/team/team.schema';
import type { TTeamMemberStatus, TTeamRank, TTeamRole } from '@shared/team/team.constants';
import type { TComboOption } from '../../../components/ui/combobox';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export interface TMemberListParams {
  page: number;
  pageSize: number;
  q?: string;
  rank?: TTeamRank;
  status?: TTeamMemberStatus;
  role?: TTeamRole;
  customTeamId?: string;
  sort?: string;
}

/** Every cached answer about team members (lists, options, downline, progress) starts with this key. */
export const TEAM_MEMBERS_KEY = ['team-members'] as const;

export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useTeamMembers(params: TMemberListParams) {
  return useQuery({
    queryKey: [...TEAM_MEMBERS_KEY, 'list', params],
    queryFn: ({ signal }) => api<TPage<TTeamMember>>('GET', `/api/team-members${queryString(params)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Up to 20 members whose name matches `q`, for pickers; `excludeId` is left out (no self-sponsoring). */
export function useMemberOptions(q: string, enabled: boolean, excludeId?: string) {
  return useQuery({
    queryKey: [...TEAM_MEMBERS_KEY, 'options', q],
    queryFn: ({ signal }) => api<TComboOption[]>('GET', `/api/team-members/options${queryString({ q })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    select: excludeId ? (options) => options.filter((option) => option.id !== excludeId) : undefined,
    enabled,
  });
}

export function useRankProgress(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_MEMBERS_KEY, 'rank-progress', memberId],
    queryFn: ({ signal }) => api<TRankProgress>('GET', `/api/team-members/${memberId}/rank-progress`, undefined, { signal }),
    enabled,
  });
}

/**
 * A member change moves counts on the dashboard and in custom teams too. Edits go through PUT
 * (spec 01 §7.5), whose failure text is shown as it comes.
 */
const memberMutations = createResourceMutations<TTeamMember, TTeamMemberCreate, TTeamMemberUpdate>({
  path: '/api/team-members',
  invalidates: [TEAM_MEMBERS_KEY, ['teams'], ['dashboard']],
  updateMethod: 'PUT',
});

export const useCreateMember = memberMutations.useCreate;
export const useUpdateMember = memberMutations.useUpdate;
export const useDeleteMember = memberMutations.useDelete;
