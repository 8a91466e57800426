import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdate } from '@shared/profile/profile.schema';
import { EMAIL_CHANGED_CALLBACK_URL } from '@shared/profile/profile.rules';
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

/**
 * Asks for a new sign-in email: better-auth sends a link to the new address, and the email
 * changes when it is opened (then the settings page says so). About once an hour (429 otherwise).
 */
export function requestEmailChange(newEmail: string) {
  return api<{ status: boolean }>('POST', '/api/auth/change-email', { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK_URL });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
