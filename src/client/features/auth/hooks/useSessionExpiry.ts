import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { onSessionLost } from '../../../lib/session-expiry';
import { SESSION_QUERY_KEY, type TSession } from '../api/session';

/** Cached answers that belong to nobody in particular and survive a change of user. */
const KEPT_QUERY_KEYS = new Set<unknown>([SESSION_QUERY_KEY[0], 'public-config']);

/**
 * A call refused for want of a session while the app believed it was signed in (spec 01 §8,
 * "Please sign in again to continue"): once the server confirms there is no session, the person
 * is told, the cached data of the account is dropped, and the page they were on is answered, so
 * the caller can send them to sign in and back there afterwards.
 */
export function useSessionExpiry(): Location | null {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;
  const [expiredAt, setExpiredAt] = useState<Location | null>(null);

  useEffect(() => {
    let checking = false;
    return onSessionLost(() => {
      const cached = queryClient.getQueryData<TSession | null>(SESSION_QUERY_KEY);
      if (!cached?.user || checking) return;
      checking = true;
      void api<TSession | null>('GET', '/api/auth/get-session')
        .then((session) => {
          if (session?.user) return;
          // The page first, then the empty session: whoever renders on it knows why it is empty.
          setExpiredAt(current.current);
          queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_KEYS.has(query.queryKey[0]) });
          queryClient.setQueryData(SESSION_QUERY_KEY, null);
          toast.warning(t('toasts.sessionExpiredTitle'), { id: 'session-expired', description: t('toasts.sessionExpiredBody') });
        })
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    });
  }, [queryClient, t]);

  return expiredAt;
}
