import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { TProfile } from '@shared/profile/profile.schema';
import { useSignOut } from '../../features/auth/api/sign-out';
import { realtime, useRealtimeEvent } from '../../lib/realtime';

/** Pushed to a banned user's open pages just before the server closes their sockets. */
export const SESSION_ENDED_EVENT = 'session.ended';

type TBan = Pick<TProfile, 'bannedUntil' | 'banReason'>;

export function isBanned(profile: Pick<TProfile, 'bannedUntil'> | undefined, now = Date.now()): boolean {
  return !!profile?.bannedUntil && new Date(profile.bannedUntil).getTime() > now;
}

/** The ban carried by a `session.ended` message, or null when the session ended for another reason. */
export function banOfSessionEnd(data: unknown): TBan | null {
  const message = data as { reason?: unknown; bannedUntil?: unknown; banReason?: unknown } | null;
  if (message?.reason !== 'banned') return null;
  return {
    bannedUntil: typeof message.bannedUntil === 'string' ? message.bannedUntil : null,
    banReason: typeof message.banReason === 'string' ? message.banReason : null,
  };
}

/**
 * A ban can start while a session is open (spec 01 §4.2): the server tells the open page, or the
 * profile shows it. The user is told until when and why, in a toast that stays until closed, and
 * signed out. Answers whether a ban was found, so the caller shows nothing of the app meanwhile and
 * sends the person to sign in once the session is gone.
 */
export function useBanEnforcement(profile: TProfile | undefined): boolean {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  const [told, setTold] = useState<TBan | null>(null);
  const [handled, setHandled] = useState(false);
  useRealtimeEvent(SESSION_ENDED_EVENT, (data) => {
    const ban = banOfSessionEnd(data);
    if (!ban) return;
    // At once: the server closes the socket next, and that close must not read as an expired session.
    realtime.stop();
    setTold(ban);
  });
  const ban = told ?? (profile && isBanned(profile) ? profile : null);

  useEffect(() => {
    if (!ban || handled) return;
    setHandled(true);
    const reason = ban.banReason || t('toasts.noReasonGiven');
    const description = ban.bannedUntil
      ? t('toasts.bannedText', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ban.bannedUntil)), reason })
      : t('shell:systemStatus.banIndefinite', { reason });
    toast.error(t('toasts.bannedTitle'), { id: 'banned', description, duration: Infinity });
    // Local state is cleared even when the sign-out call fails (the server ended the session already).
    void signOut().catch(() => undefined);
  }, [ban, handled, signOut, t, i18n.language]);

  return handled || !!ban;
}
