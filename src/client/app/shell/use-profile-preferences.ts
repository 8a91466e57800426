import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { TProfile, TProfileUpdate } from '@shared/profile/profile.schema';
import { useUpdateProfile } from '../../features/profile/api/profile';
import { changeLanguage, hasStoredLanguage } from '../../lib/i18n';
import { applyTheme, hasStoredTheme } from '../../lib/theme';

/**
 * Language and theme follow the user across devices: a device without its own choice takes the
 * profile's on load, and a change made here is saved to the profile.
 */
export function useProfilePreferences(profile: TProfile | undefined) {
  const { t, i18n } = useTranslation();
  const applied = useRef(false);
  const update = useUpdateProfile();

  useEffect(() => {
    if (!profile || applied.current) return;
    applied.current = true;
    if (!hasStoredLanguage() && profile.language !== i18n.resolvedLanguage) void changeLanguage(profile.language);
    if (!hasStoredTheme()) applyTheme(profile.theme);
  }, [profile, i18n]);

  const { mutate } = update;
  return useCallback(
    (change: Pick<TProfileUpdate, 'language' | 'theme'>) => {
      if (!profile) return;
      mutate(change, { onError: () => toast.error(t('toasts.preferenceSaveFailed')) });
    },
    [profile, mutate, t],
  );
}
