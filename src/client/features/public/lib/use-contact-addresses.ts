import type { TContactAddresses } from '@shared/common/settings';
import { usePublicConfig } from '../../../lib/public-config';

/** The addresses the operator publishes (CONTACT_*_EMAIL on the server); undefined while they load. */
export function useContactAddresses(): TContactAddresses | undefined {
  return usePublicConfig().data?.contact;
}
