import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileUpdate } from '@shared/profile/profile.schema';
import { api } from '../../../lib/api';
import { PROFILE_QUERY_KEY } from '../../profile/api/profile';

export interface TChangePassword {
  currentPassword: string;
  newPassword: string;
}

/** Other devices are signed out: whoever knew the old password loses their session. */
export function changePassword(body: TChangePassword) {
  return api<{ token: string | null }>('POST', '/api/auth/change-password', { ...body, revokeOtherSessions: true });
}

export interface TTwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export function enableTwoFactor(password: string) {
  return api<TTwoFactorSetup>('POST', '/api/auth/two-factor/enable', { password });
}

/** With a session, a correct first code switches two-factor authentication on. */
export function verifyTwoFactorSetup(code: string) {
  return api<unknown>('POST', '/api/auth/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string) {
  return api<{ status: boolean }>('POST', '/api/auth/two-factor/disable', { password });
}

/** The server refuses (403): self-service deletion is not offered (spec 01 §6). */
export function deleteAccount() {
  return api<void>('DELETE', '/api/me');
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** Two-factor changes show on the profile (`twoFactorEnabled`), so it is read again after each. */
function useTwoFactorChange<TArg, TAnswer>(mutationFn: (arg: TArg) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

export function useVerifyTwoFactorSetup() {
  return useTwoFactorChange(verifyTwoFactorSetup);
}

export function useDisableTwoFactor() {
  return useTwoFactorChange(disableTwoFactor);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

const OPTIMISTIC_KEY = ['me', 'optimistic-update'] as const;

/**
 * A profile change shown at once (switches): the cached profile takes it before the server
 * answers and gets its old values back if the server refuses. Only the last of several quick
 * changes writes the server's answer, so an earlier answer does not undo a later click.
 */
export function useOptimisticProfileUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: OPTIMISTIC_KEY,
    mutationFn: (update: TProfileUpdate) => api<TProfile>('PATCH', '/api/me', update),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const before = queryClient.getQueryData<TProfile>(PROFILE_QUERY_KEY);
      queryClient.setQueryData<TProfile>(PROFILE_QUERY_KEY, (current) => current && applyUpdate(current, update));
      return { before };
    },
    onError: (_error, update, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<TProfile>(PROFILE_QUERY_KEY, (current) => current && restoreFields(current, before, update));
    },
    onSuccess: (profile) => {
      if (queryClient.isMutating({ mutationKey: OPTIMISTIC_KEY }) <= 1) queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    },
  });
}

function applyUpdate(profile: TProfile, update: TProfileUpdate): TProfile {
  const { notificationPrefs, ...rest } = update;
  return {
    ...profile,
    ...(rest as Partial<TProfile>),
    notificationPrefs: { ...profile.notificationPrefs, ...notificationPrefs },
  };
}

/** Puts back only the fields this update touched, leaving other changes made meanwhile. */
function restoreFields(profile: TProfile, before: TProfile, update: TProfileUpdate): TProfile {
  const restored: TProfile = { ...profile };
  for (const key of Object.keys(update) as (keyof TProfileUpdate)[]) {
    // Renames are an instruction, not a profile field: nothing of them to put back.
    if (key === 'notificationPrefs' || key === 'pipelineStageRenames') continue;
    Object.assign(restored, { [key]: before[key] });
  }
  if (update.notificationPrefs) {
    const prefs = { ...profile.notificationPrefs };
    for (const key of Object.keys(update.notificationPrefs) as (keyof TProfile['notificationPrefs'])[]) prefs[key] = before.notificationPrefs[key];
    restored.notificationPrefs = prefs;
  }
  return restored;
}
