import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignUpRequest } from '@shared/auth/auth.schema';
import { api, ApiError } from '../../../lib/api';
import { SESSION_QUERY_KEY, type TSessionUser } from './session';

/** Where the link of a verification email lands once the address is confirmed. */
export const VERIFIED_CALLBACK_URL = '/login?verified=1';

export type TSocialProvider = 'google' | 'microsoft';

export interface TSignedIn {
  token: string | null;
  user: TSessionUser;
}

/** A user with two-factor authentication on gets no session until the code is verified. */
export type TSignInAnswer = TSignedIn | { twoFactorRedirect: true };

export function needsSecondFactor(answer: TSignInAnswer): answer is { twoFactorRedirect: true } {
  return 'twoFactorRedirect' in answer && answer.twoFactorRedirect === true;
}

export function signInWithEmail(body: { email: string; password: string }) {
  return api<TSignInAnswer>('POST', '/api/auth/sign-in/email', body);
}

/** The second step of a two-factor sign-in: the code of the person's authenticator app. */
export function verifyTotp(code: string) {
  return api<TSignedIn>('POST', '/api/auth/two-factor/verify-totp', { code });
}

export function signUpWithEmail(body: Omit<TSignUpRequest, 'callbackURL'>) {
  return api<{ token: null; user: TSessionUser }>('POST', '/api/auth/sign-up/email', { ...body, callbackURL: VERIFIED_CALLBACK_URL });
}

export function sendVerificationEmail(email: string) {
  return api<{ status: boolean }>('POST', '/api/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK_URL });
}

/** The email links to `/login#type=recovery&token=…`, which opens the update-password mode. */
export function requestPasswordReset(email: string) {
  return api<{ status: boolean }>('POST', '/api/auth/request-password-reset', { email, redirectTo: '/login' });
}

export function resetPassword(body: { newPassword: string; token: string }) {
  return api<{ status: boolean }>('POST', '/api/auth/reset-password', body);
}

/** A failed or cancelled provider sign-in comes back as `/login?social=<provider>&error=<code>` (useUrlNotices). */
export function socialSignInUrl(provider: TSocialProvider) {
  return api<{ url: string }>('POST', '/api/auth/sign-in/social', { provider, callbackURL: '/dashboard', errorCallbackURL: `/login?social=${provider}` });
}

/** Whether a referral code belongs to someone: 404 means unknown; other failures are thrown. */
export async function isKnownReferralCode(code: string): Promise<boolean> {
  try {
    await api<{ valid: boolean }>('GET', `/api/referral/codes/${encodeURIComponent(code)}`);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** A call that starts a session: the fresh session is fetched before callers hear of success. */
function useSessionStart<TArgs, TAnswer>(mutationFn: (args: TArgs) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useSignIn() {
  return useSessionStart(signInWithEmail);
}

export function useVerifyTotp() {
  return useSessionStart(verifyTotp);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}

export function useResendVerification() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Asks the server for the provider's consent page and leaves for it. */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: socialSignInUrl,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useReferralCodeCheck(code: string | null) {
  return useQuery({
    queryKey: ['referral-code', code],
    queryFn: () => isKnownReferralCode(code as string),
    enabled: code !== null,
    staleTime: Infinity,
    retry: false,
  });
}
