import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TPage } from '@shared/common/pagination';
import type * as z from 'zod';
import type { TCustomTeam, ZCustomTeamCreate, ZCustomTeamUpdate } from '@shared/team/team.schema';
import { api } from '../../../lib/api';
import { createResourceMutations } from '../../../lib/resource-mutations';

export type TCustomTeamCreate = z.infer<typeof ZCustomTeamCreate>;
export type TCustomTeamUpdate = z.infer<typeof ZCustomTeamUpdate>;

export const CUSTOM_TEAMS_KEY = ['teams'] as const;

/** The API allows 100 per page; a seller's custom teams fit in one. */
export const CUSTOM_TEAMS_PAGE_SIZE = 100;

export function useCustomTeams(page = 1) {
  return useQuery({
    queryKey: [...CUSTOM_TEAMS_KEY, 'list', page],
    queryFn: ({ signal }) => api<TPage<TCustomTeam>>('GET', `/api/teams?page=${page}&pageSize=${CUSTOM_TEAMS_PAGE_SIZE}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomTeam(id: string | null) {
  return useQuery({
    queryKey: [...CUSTOM_TEAMS_KEY, 'detail', id],
    queryFn: ({ signal }) => api<TCustomTeam>('GET', `/api/teams/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Custom team changes show on member cards (their team) and in the team filters too. */
const customTeamMutations = createResourceMutations<TCustomTeam, TCustomTeamCreate, TCustomTeamUpdate>({
  path: '/api/teams',
  invalidates: [CUSTOM_TEAMS_KEY, ['team-members']],
});

export const useCreateCustomTeam = customTeamMutations.useCreate;
export const useUpdateCustomTeam = customTeamMutations.useUpdate;
export const useDeleteCustomTeam = customTeamMutations.useDelete;

export function useAddCustomTeamMember() {
  const invalidate = customTeamMutations.useInvalidate();
  return useMutation({
    mutationFn: ({ teamId, teamMemberId }: { teamId: string; teamMemberId: string }) => api<unknown>('POST', `/api/teams/${teamId}/members`, { teamMemberId }),
    onSuccess: invalidate,
  });
}

export function useRemoveCustomTeamMember() {
  const invalidate = customTeamMutations.useInvalidate();
  return useMutation({
    mutationFn: ({ teamId, teamMemberId }: { teamId: string; teamMemberId: string }) => api<void>('DELETE', `/api/teams/${teamId}/members/${teamMemberId}`),
    onSuccess: invalidate,
  });
}
