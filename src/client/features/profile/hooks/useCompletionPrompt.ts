import { useCallback, useState } from 'react';
import type { TProfile } from '@shared/profile/profile.schema';

/** Per tab and sign-in: logout clears session storage, so the next sign-in offers it again. */
const SKIP_KEY = 'upline-profile-completion-skipped';

function skippedBy(userId: string): boolean {
  try {
    return sessionStorage.getItem(SKIP_KEY) === userId;
  } catch {
    return false;
  }
}

/**
 * Whether to offer the profile completion dialog: while the profile lacks a required field and
 * the person has not put it off in this browser session.
 */
export function useCompletionPrompt(profile: Pick<TProfile, 'userId' | 'profileComplete'>) {
  const [skipped, setSkipped] = useState(() => skippedBy(profile.userId));
  const skip = useCallback(() => {
    try {
      sessionStorage.setItem(SKIP_KEY, profile.userId);
    } catch {
      // Storage refused (private mode): put off until the next page load only.
    }
    setSkipped(true);
  }, [profile.userId]);
  return { open: !profile.profileComplete && !skipped, skip };
}
