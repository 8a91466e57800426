import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProfile } from '@shared/profile/profile.schema';
import { useSignOut } from '../../features/auth/api/session';

export function isBanned(profile: Pick<TProfile, 'bannedUntil'> | undefined, now = Date.now()): boolean {
  return !!profile?.bannedUntil && new Date(profile.bannedUntil).getTime() > now;
}

/**
 * A ban can start while a session is open: the user is signed out and told until when and why
 * (spec 01 §4.2). Answers whether the profile is banned, so the caller renders nothing meanwhile.
 */
export function useBanEnforcement(profile: TProfile | undefined): boolean {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const handled = useRef(false);
  const banned = isBanned(profile);

  useEffect(() => {
    if (!banned || !profile?.bannedUntil || handled.current) return;
    handled.current = true;
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(profile.bannedUntil));
    toast.error(t('toasts.bannedTitle'), {
      id: 'banned',
      description: t('toasts.bannedText', { date, reason: profile.banReason || t('toasts.noReasonGiven') }),
    });
    // Local state is cleared even when the sign-out call fails; either way the user leaves the app.
    void signOut()
      .catch(() => undefined)
      .finally(() => navigate('/', { replace: true }));
  }, [banned, profile, signOut, navigate, t, i18n.language]);

  return banned;
}
