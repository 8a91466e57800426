import { lazy, Suspense } from 'react';
import type { TProfile } from '@shared/profile/profile.schema';
import { useCompletionPrompt } from '../hooks/useCompletionPrompt';

/** The form and its schema load only for a profile that lacks something: most sign-ins never need them. */
const ProfileCompletionForm = lazy(() => import('./ProfileCompletionForm').then((m) => ({ default: m.ProfileCompletionForm })));

/**
 * Spec 01 §2.5: after sign-in, until the profile has every required field, the person is asked
 * for the missing details. They may put it off for this browser session; saving goes through
 * PATCH /api/me, after which the profile is complete and the dialog does not come back.
 */
export function ProfileCompletionDialog({ profile }: { profile: TProfile }) {
  const prompt = useCompletionPrompt(profile);
  if (!prompt.open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionForm profile={profile} onSkip={prompt.skip} />
    </Suspense>
  );
}
