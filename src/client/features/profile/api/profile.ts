import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdate } from '@shared/profile/profile.schema';
import { api } from '../../../lib/api';

export const PROFILE_QUERY_KEY = ['me'] as const;

/** The signed-in user's profile (created by the server on first read if missing). */
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api<TProfile>('GET', '/api/me'),
    enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TProfileUpdate) => api<TProfile>('PATCH', '/api/me', update),
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
