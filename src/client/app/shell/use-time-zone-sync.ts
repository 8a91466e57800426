import { useEffect, useRef } from 'react';
import type { TProfile } from '@shared/profile/profile.schema';
import { useUpdateProfile } from '../../features/profile/api/profile';
import { browserTimeZone, hasManualTimeZone } from '../../lib/time-zone';

/**
 * The profile's time zone decides the seller's days on the server (due reminders, recurring
 * tasks, the agenda): once per visit it takes this browser's, unless the seller chose one in
 * Settings on this device. A failure is left for the next visit.
 */
export function useTimeZoneSync(profile: TProfile | undefined) {
  const done = useRef(false);
  const { mutate } = useUpdateProfile();
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    const zone = browserTimeZone();
    if (profile.timeZone !== zone && !hasManualTimeZone()) mutate({ timeZone: zone });
  }, [profile, mutate]);
}
