import { browserTimeZone } from '../../../lib/time-zone';
import { useProfile } from '../../profile/api/profile';

/** The time zone the admin reads dates in: their profile's, else the browser's. */
export function useAdminZone(): string {
  return useProfile().data?.timeZone ?? browserTimeZone();
}
